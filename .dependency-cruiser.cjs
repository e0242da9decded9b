/**
 * Dependency direction (one way): core <- infra <- web ; core <- api.
 * Run by `npm run lint:deps` (part of `npm test`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-self-contained',
      comment: 'packages/core imports nothing of infra, web or api.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^(packages/infra|apps/)' },
    },
    {
      name: 'core-is-framework-free',
      comment: 'packages/core uses no UI framework, DI container, DOM, HTTP server or database library; only zod and luxon at run time (fast-check in tests).',
      severity: 'error',
      // packages/core/scripts holds the package's build (esbuild, tsc): tooling, not the domain.
      from: { path: '^packages/core/', pathNot: '(\\.test\\.ts$|^packages/core/src/testing/|^packages/core/scripts/)' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'],
        pathNot: '^node_modules/(zod|luxon|fast-check|vitest|@vitest|@types/luxon)/',
      },
    },
    {
      name: 'core-tests-are-framework-free',
      comment: 'Core tests may read files (node builtins) but use no framework, DOM or database library either.',
      severity: 'error',
      from: { path: '^packages/core/(.+\\.test\\.ts$|src/testing/)' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/(zod|luxon|fast-check|vitest|@vitest|@types/luxon)/',
      },
    },
    {
      name: 'core-testing-support-only-in-tests',
      comment: 'packages/core/src/testing holds test support (node:fs, vitest): only test files may import it.',
      severity: 'error',
      from: { path: '^packages/core/', pathNot: '(\\.test\\.ts$|^packages/core/src/testing/)' },
      to: { path: '^packages/core/src/testing/' },
    },
    {
      name: 'infra-depends-only-on-core',
      comment: 'packages/infra imports only core (and browser APIs), never web or api.',
      severity: 'error',
      from: { path: '^packages/infra/' },
      to: { path: '^(apps/)' },
    },
    {
      name: 'api-does-not-import-browser-code',
      comment: 'apps/api uses core only; never infra (browser adapters) or web.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^(packages/infra|apps/web)/' },
    },
    // The API's floors (docs/adr/008-house-layout.md): server/ (composition root) → modules/ → realtime/, mail/,
    // security/, http/ → db/; no import runs back up. Tests and scripts may import any floor.
    {
      name: 'api-composition-root-is-the-top',
      comment: 'Only the composition root (main.ts, cli/, tests, tools) imports server/: modules and helpers never do.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules|realtime|mail|security|http|db)/' },
      to: { path: '^apps/api/src/server/' },
    },
    {
      name: 'api-tools-are-at-the-top',
      comment: 'tools/ (demo seed, data generator) feed the composition root and the CLI: no floor below imports them.',
      severity: 'error',
      from: { path: '^apps/api/src/(modules|realtime|mail|security|http|db)/' },
      to: { path: '^apps/api/src/tools/' },
    },
    {
      name: 'api-helpers-below-modules',
      comment: 'realtime/, mail/, security/, http/ and db/ sit below the modules: they never import a module.',
      severity: 'error',
      from: { path: '^apps/api/src/(realtime|mail|security|http|db)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-http-helpers-are-plain-http',
      comment: 'http/ (route registration, errors) knows no security, real-time or mail code.',
      severity: 'error',
      from: { path: '^apps/api/src/http/' },
      to: { path: '^apps/api/src/(security|realtime|mail)/' },
    },
    {
      name: 'api-db-is-the-bottom',
      comment: 'db/ (connection, schema, migrations) imports no other floor of the API.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/(modules|realtime|mail|security|http|server)/' },
    },
    {
      name: 'web-does-not-import-api',
      severity: 'error',
      from: { path: '^apps/web/', pathNot: '^apps/web/e2e/' },
      to: { path: '^apps/api/' },
    },
    {
      // The browser journeys start the same local mail servers as the API's tests (dovecot, a delivering SMTP server).
      name: 'e2e-takes-only-api-test-support',
      severity: 'error',
      from: { path: '^apps/web/e2e/' },
      to: { path: '^apps/api/', pathNot: '^apps/api/test/support/' },
    },
    {
      name: 'infra-is-framework-free',
      comment: 'packages/infra holds adapters only: no React, MobX, DI container or router.',
      severity: 'error',
      from: { path: '^packages/infra/' },
      to: { path: '^node_modules/(react|react-dom|mobx|mobx-react-lite|inversify|@tanstack)/' },
    },
    {
      name: 'web-di-tokens-name-ports-only',
      comment:
        'apps/web/src/di/tokens.ts names core ports only: it never imports an app class (a store, a view-model), whose token is declared beside the class. Injected classes import the port tokens, so an import here would be a cycle.',
      severity: 'error',
      from: { path: '^apps/web/src/di/tokens\\.ts$' },
      to: { path: '^apps/web/src/', pathNot: '^apps/web/src/di/(token|AppConfig)\\.ts$' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import must resolve (an unresolved import would slip past the rules above).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['@cible/source', 'import', 'require', 'node', 'default', 'types'] },
  },
};

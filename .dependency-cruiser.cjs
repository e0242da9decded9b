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
      from: { path: '^packages/core/', pathNot: '(\\.test\\.ts$|^packages/core/src/testing/)' },
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
    {
      name: 'web-does-not-import-api',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
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
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};

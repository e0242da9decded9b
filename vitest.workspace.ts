// The list of test projects. Vitest 4 ignores a bare workspace file, so the root
// vitest.config.ts imports this list as `test.projects` (see ../shared/notes/platform.md).
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { TestProjectConfiguration } from 'vitest/config';

/**
 * `@cible/core` from its TypeScript sources: its package exports dist/ to plain Node, and src/ under the
 * `@cible/source` condition (docs/core-library.md). The web project gets it from apps/web/vite.config.ts.
 */
const coreFromSource = {
  resolve: { conditions: ['@cible/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@cible/source', ...defaultServerConditions] } },
};

/** The web app's `*.test.ts` files that need a DOM (documents, storage, events of the browser): run with the pages. */
const WEB_TESTS_NEEDING_A_DOM: string[] = [
  'src/di/modules/httpModule.test.ts',
  'src/di/modules/socketModule.test.ts',
  'src/features/signature-generator/SignatureGeneratorViewModel.test.ts',
  'src/features/signature-generator/copyTextToClipboard.test.ts',
  'src/features/signatures/SignaturesViewModel.test.ts',
  'src/features/signatures/signatureHtmlToText.test.ts',
  'src/features/signatures/signaturePreviewDocument.test.ts',
  'src/i18n/coreText.test.ts',
  'src/routing/applyNavigationGuard.test.ts',
];

export const testProjects: TestProjectConfiguration[] = [
  {
    ...coreFromSource,
    test: {
      name: 'core',
      root: './packages/core',
      environment: 'node',
      include: ['src/**/*.test.ts'],
    },
  },
  {
    ...coreFromSource,
    test: {
      name: 'infra',
      root: './packages/infra',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      passWithNoTests: true,
    },
  },
  {
    ...coreFromSource,
    test: {
      name: 'api',
      root: './apps/api',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      passWithNoTests: true,
    },
  },
  {
    // Components and pages: React in jsdom.
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx', ...WEB_TESTS_NEEDING_A_DOM],
      setupFiles: ['./src/test-setup.ts'],
      passWithNoTests: true,
    },
  },
  {
    // View-models, stores, gateways and helpers of the web app: no DOM, so Node (a jsdom per file cost about a second).
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web-logic',
      root: './apps/web',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: WEB_TESTS_NEEDING_A_DOM,
      setupFiles: ['./src/test-setup-node.ts'],
      passWithNoTests: true,
    },
  },
  {
    // End-to-end journeys in Debian's Chromium against the real API serving the built web app (apps/web/e2e).
    // The global setup builds what is stale, starts the API on a free port with a fresh database and always stops it.
    // Run alone after the unit projects: `npm run test:e2e` (part of `npm test`).
    ...coreFromSource,
    test: {
      name: 'e2e',
      root: './apps/web/e2e',
      environment: 'node',
      include: ['**/*.e2e.test.ts'],
      globalSetup: ['./globalSetup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
  {
    ...coreFromSource,
    test: {
      name: 'scripts',
      root: './scripts',
      environment: 'node',
      include: ['**/*.test.ts'],
    },
  },
];

export default testProjects;

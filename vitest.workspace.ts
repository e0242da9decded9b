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
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['./src/test-setup.ts'],
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

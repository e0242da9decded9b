// Mutation testing of core's rules: `npm run test:mutation` (minutes; not part of `npm test`). See docs/rules/mutation.md.
// Stryker changes one rule at a time (a `<` into `<=`, a condition into `true`, a text into "", ...) and runs the core
// tests that reach the change; a mutant no test notices "survives". scripts/mutation-score.mjs then writes the scores
// per file and per folder to docs/rules/mutation-score.json, shown in the rule book (docs/rules.md).
// Only what the run needs is copied into the sandbox (core, the docs its tests read, the root tsconfig, the vitest
// configs and the load-failure reporter); the sandbox and the full reports live under coverage/ (git-ignored).
// @ts-check
import { MUTATE_PATTERNS } from './scripts/mutation-score.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: MUTATE_PATTERNS,
  ignorePatterns: ['/*', '!/scripts', '/scripts/*', '!/packages', '/packages/*', '!/packages/core', '!/docs', '!/tsconfig.json', '!/vitest.workspace.ts', '!/vitest.mutation.config.ts', '!/scripts/vitest-load-failure-reporter.ts', '!/package.json'],
  tempDirName: 'coverage/stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  coverageAnalysis: 'perTest',
  timeoutMS: 5000,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'coverage/mutation/mutation.json' },
  htmlReporter: { fileName: 'coverage/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  thresholds: { high: 95, low: 90, break: null },
};

export default config;

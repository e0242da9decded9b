// Code lint. Dependency direction is enforced by dependency-cruiser (.dependency-cruiser.cjs);
// the restricted imports below repeat the most important rule at the editor level.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import { ciblePlugin } from './scripts/eslint-rules/cible-plugin.mjs';

const forbiddenInCore = [
  { group: ['@cible/infra', '@cible/web', '@cible/api', '@cible/infra/*', '@cible/web/*', '@cible/api/*'], message: 'core imports nothing of infra, web or api.' },
  { group: ['react', 'react-*', 'mobx', 'mobx-*', 'inversify', '@tanstack/*', 'i18next', 'pg', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'fastify', 'node:*', 'fs', 'path'], message: 'core stays framework-, DOM- and database-free.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/*.gen.ts', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenInCore }] },
  },
  // core: no user-facing text (a French or English sentence or label) outside core's i18n files; core returns keys
  // and params (i18n/text.ts), rendered by the web app and the API (scripts/eslint-rules/no-text-literal.mjs).
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/testing/**', 'packages/core/src/**/*.arbitrary.ts'],
    plugins: { cible: ciblePlugin },
    rules: { 'cible/no-text-literal': 'error' },
  },
  // Comments and test titles cite the project's own rule book — a core export's entry in docs/rules.md, a decision in
  // docs/rules/*.md, a feature doc in docs/*.md — never a section number of the specification, which lives outside the
  // repository: the section sign stays only on `@rule` lines, whose spec sections the rule book prints
  // (scripts/eslint-rules/no-spec-section.mjs). Not checked: string data (the designed cells' reasons, printed in
  // docs/rules/access.md).
  {
    files: ['{apps,packages,scripts,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { cible: ciblePlugin },
    rules: { 'cible/no-spec-section': 'error' },
  },
  // core: every string of the contract is `safeString()` (or `safeText()` in zod/mini; NUL and lone surrogates refused);
  // `z.string()` only inside the primitives' own files (packages/core/src/contract/shared/api-primitives.ts,
  // safe-text.ts) and in tests.
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: [
      'packages/core/src/**/*.test.ts',
      'packages/core/src/testing/**',
      'packages/core/src/contract/shared/api-primitives.ts',
      'packages/core/src/contract/shared/safe-text.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='string'][callee.object.name='z']",
          message: 'Use safeString() from contract/shared/api-primitives: it refuses NUL and lone surrogates.',
        },
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='string'][callee.object.property.name='coerce']",
          message: 'Use safeString() from contract/shared/api-primitives: it refuses NUL and lone surrogates.',
        },
      ],
    },
  },
  // apps/api: services, hooks and helpers speak in core's coded domain errors (DomainFailure); the HTTP status of a
  // code comes from core's one table (ERROR_CODE_STATUS), read only by the error handler in src/http/.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/http/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "NewExpression[callee.name=/Error$/][arguments.0.type='Literal'][arguments.0.value>=400][arguments.0.value<600]",
          message: 'Throw core\'s DomainFailure(code, message): the status comes from core\'s ERROR_CODE_STATUS, in src/http/ only.',
        },
        {
          selector: "CallExpression[callee.property.name='status'][arguments.0.type='Literal'][arguments.0.value>=400]",
          message: 'Refusals are DomainFailure(code, …); the error handler (src/http/) sets the status from core\'s one table.',
        },
        {
          selector: "Literal[value=/^\\s*(BEGIN|COMMIT|ROLLBACK)\\s*;?\\s*$/i]",
          message: 'Use db.transaction(async (tx) => …) (src/db/run-transaction.ts): the one way to run statements atomically.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/db/run-transaction.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }] },
  },
  // core: ports/ holds the interfaces the domain needs (HTTP client, socket, clock, storage, timers, analytics), never
  // a zod schema: the wire schemas live in contract/<feature>/. A port may name a schema's type (`z.ZodType`), not build one.
  {
    files: ['packages/core/src/ports/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenInCore,
            { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'ports/ holds no zod schema: put wire schemas in contract/<feature>/ (a port may import zod types only).' },
            { group: ['../contract', '../contract/**'], allowTypeImports: true, message: 'ports/ takes only types from the contract (no schema, no builder).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.config.ts', '**/*.config.js', 'vitest.workspace.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // apps/web: core's texts come from i18next (namespace `core`, loaded with the page texts) through coreText/useCoreText;
  // core's own copy of its i18n files (translate, CORE_TEXTS: both languages) is for the API and tests, not the bundles.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cible/core',
              importNames: ['translate', 'CORE_TEXTS', 'textAt'],
              message: "Render core's texts with coreText / useCoreText (apps/web/src/i18n/coreText.ts): translate bundles both languages.",
            },
          ],
        },
      ],
    },
  },
  // apps/web: view-models and stores never read the i18n instance: they return keys and parameters, or receive a
  // Translate function (di/Translate.ts, bound by the container); the components render the texts.
  {
    files: ['apps/web/src/**/*ViewModel.ts', 'apps/web/src/**/*Store.ts'],
    ignores: ['apps/web/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@cible/core',
              importNames: ['translate', 'CORE_TEXTS', 'textAt'],
              message: "Render core's texts with coreText / useCoreText (apps/web/src/i18n/coreText.ts): translate bundles both languages.",
            },
            { name: 'i18next', allowTypeImports: true, message: 'A view-model receives a Translate function (di/Translate.ts) or returns keys.' },
            { name: 'react-i18next', message: 'A view-model receives a Translate function (di/Translate.ts) or returns keys.' },
          ],
          patterns: [
            {
              group: ['**/i18n/i18n', '**/i18n/coreText'],
              message: 'A view-model never imports the i18n instance: it receives a Translate function (di/Translate.ts) or returns keys.',
            },
          ],
        },
      ],
    },
  },
  // apps/web: the rules of hooks (and the React Compiler checks of react-hooks 7) for every source file.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // apps/web: no literal UI text in JSX; every user-visible string goes through i18next (src/i18n/*.json).
  // Checks JSX text, string literals in JSX expressions and in text-bearing props; punctuation, numbers,
  // symbols and all-caps acronyms pass.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'aria-placeholder', 'aria-valuetext', 'aria-roledescription', 'alt', 'title', 'placeholder', 'label', 'description', 'errorMessage', 'text', 'content', 'header', 'tooltip'],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '[\\s0-9·•–—…×’«»|/+%-]+'] },
          // Arguments of calls inside JSX are identifiers (field names, keys), not text: t(), field('phone').
          callees: { exclude: ['.+'] },
          message: 'UI text must come from i18next (t(...)), not a literal',
        },
      ],
    },
  },
);

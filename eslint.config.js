// Code lint. Dependency direction is enforced by dependency-cruiser (.dependency-cruiser.cjs);
// the restricted imports below repeat the most important rule at the editor level.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: forbiddenInCore }] },
  },
  {
    files: ['**/*.config.ts', '**/*.config.js', 'vitest.workspace.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);

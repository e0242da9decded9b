#!/usr/bin/env node
// The rule book for auditors: docs/rules.md lists every business rule of @cible/core — spec section,
// core export, source file and test file — generated from the `@rule` JSDoc tags, so it cannot drift.
//   node scripts/rules-book.mjs --write   regenerate docs/rules.md
//   node scripts/rules-book.mjs --check   fail when docs/rules.md is stale, a rule has no test beside it
//                                         that names it, or a rule the issue requires has no entry
import { readFileSync, readdirSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUIRED_RULES } from './required-rules.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const coreSrc = join(repoRoot, 'packages/core/src');
const bookPath = join(repoRoot, 'docs/rules.md');

function listSourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listSourceFiles(full));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts') out.push(full);
  }
  return out;
}

const RULE_BLOCK = /\/\*\*((?:(?!\*\/)[\s\S])*?@rule[\s\S]*?)\*\/\s*export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface)\s+([A-Za-z0-9_$]+)/g;

/** Collects every `@rule` tagged export of core. */
export function collectRules(root = coreSrc) {
  const rules = [];
  for (const file of listSourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(RULE_BLOCK)) {
      const body = match[1] ?? '';
      const name = match[2] ?? '';
      const tagLines = body.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter((line) => line.startsWith('@rule'));
      for (const tagLine of tagLines) {
        const tag = tagLine.replace(/^@rule\s*/, '');
        const [spec, ...rest] = tag.split('·');
        const sourceRel = relative(repoRoot, file);
        const testRel = sourceRel.replace(/\.ts$/, '.test.ts');
        rules.push({
          area: relative(root, dirname(file)) || '.',
          spec: (spec ?? '').trim(),
          description: rest.join('·').trim(),
          exportName: name,
          source: sourceRel,
          test: testRel,
        });
      }
    }
  }
  return rules.sort((a, b) => a.area.localeCompare(b.area) || a.source.localeCompare(b.source) || a.exportName.localeCompare(b.exportName));
}

/** Problems that make the book untrustworthy: missing tests, tests that do not name the rule, missing required rules. */
export function findProblems(rules) {
  const problems = [];
  for (const rule of rules) {
    if (!rule.spec) problems.push(`${rule.source}: @rule on ${rule.exportName} has no spec reference`);
    if (!rule.description) problems.push(`${rule.source}: @rule on ${rule.exportName} has no description (use "spec · description")`);
    const testPath = join(repoRoot, rule.test);
    if (!existsSync(testPath)) {
      problems.push(`${rule.exportName} (${rule.source}) has no test file ${rule.test}`);
      continue;
    }
    const testText = readFileSync(testPath, 'utf8');
    if (!new RegExp(`\\b${rule.exportName.replace(/\$/g, '\\$')}\\b`).test(testText)) {
      problems.push(`${rule.exportName} (${rule.source}) is not named in ${rule.test}`);
    }
  }
  const exported = new Set(rules.map((rule) => rule.exportName));
  for (const required of REQUIRED_RULES) {
    const missing = required.exports.filter((name) => !exported.has(name));
    if (missing.length > 0) problems.push(`required rule "${required.item}" has no entry for: ${missing.join(', ')}`);
  }
  return problems;
}

const escapeCell = (text) => text.replace(/\|/g, '\\|');

/** Renders docs/rules.md. */
export function renderBook(rules) {
  const lines = [
    '# Rule book',
    '',
    'Every business rule of `@cible/core`: the spec section it implements, the core export, its source and the test beside it.',
    'Generated from the `@rule` JSDoc tags by `npm run rules:write`; `npm test` fails when this file is stale, when a rule has',
    'no test file naming it, or when a rule the foundation issue requires has no entry (`scripts/required-rules.mjs`).',
    'Design decisions on what the spec leaves open are written in `docs/rules/*.md`.',
    '',
    `${rules.length} rules.`,
  ];
  let area = '';
  for (const rule of rules) {
    if (rule.area !== area) {
      area = rule.area;
      lines.push('', `## ${area}`, '', '| Spec | Rule | Core export | Source | Test |', '| --- | --- | --- | --- | --- |');
    }
    lines.push(
      `| ${escapeCell(rule.spec)} | ${escapeCell(rule.description)} | \`${rule.exportName}\` | [${basename(rule.source)}](../${rule.source}) | [${basename(rule.test)}](../${rule.test}) |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function main() {
  const mode = process.argv[2];
  const rules = collectRules();
  const problems = findProblems(rules);
  const book = renderBook(rules);
  if (mode === '--write') {
    writeFileSync(bookPath, book);
    console.log(`docs/rules.md: ${rules.length} rules written.`);
  } else if (mode === '--check') {
    const current = existsSync(bookPath) ? readFileSync(bookPath, 'utf8') : '';
    if (current !== book) problems.push('docs/rules.md is stale: run `npm run rules:write` and commit it');
  } else {
    console.error('usage: rules-book.mjs --write | --check');
    process.exit(2);
  }
  if (problems.length > 0) {
    console.error(`Rule book: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Rule book: ${rules.length} rules, all tested and listed.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

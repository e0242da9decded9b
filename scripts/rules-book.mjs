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
import { MUTATION_EQUIVALENTS_PATH, explains, findMutationProblems, listMutatedRuleFiles, readEquivalents, readMutationSummary } from './mutation-score.mjs';

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

/** A code span for a table cell: pipes escaped, a double fence when the text holds a backtick. */
const codeCell = (text) => (text.includes('`') ? `\`\` ${escapeCell(text)} \`\`` : `\`${escapeCell(text)}\``);

const percent = (score) => (score === null ? '–' : `${score.toFixed(2)} %`);

/**
 * The "Mutation score" section: how well the tests notice a wrong rule, per folder and per file, from the summary
 * `npm run test:mutation` records (docs/rules/mutation-score.json), and the mutants no test can notice with their
 * written reasons (docs/rules/mutation-equivalents.json). Empty when no run was recorded.
 */
export function renderMutationSection(summary, equivalents = [], ruleFiles = []) {
  if (!summary) return [];
  const counts = (c) => `${c.mutants} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored}`;
  const lines = [
    '',
    '## Mutation score',
    '',
    `How well the tests notice a wrong rule: ${summary.tool} changed the rule files below one small change (mutant) at a`,
    'time and ran the core tests against each; a mutant is detected when a test fails (killed) or the run hangs (timed',
    'out). Score = detected / (detected + survived + no coverage). Recorded by `npm run test:mutation`',
    `(stryker.config.js)${summary.date ? ` on ${summary.date}` : ''}; every rule file must score at least ${summary.floor} %. How to read and`,
    'run it: [docs/rules/mutation.md](rules/mutation.md).',
    '',
    `Total: **${percent(summary.total.score)}** of ${summary.total.mutants} mutants.`,
    '',
    '| Folder | Score | Mutants | Killed | Timed out | Survived | No coverage | Disabled |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...summary.folders.map((folder) => `| ${folder.folder} | ${percent(folder.score)} | ${counts(folder)} |`),
    '',
    '| File | Score | Mutants | Killed | Timed out | Survived | No coverage | Disabled |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...summary.files.map((file) => `| [${file.file.replace(/^packages\/core\/src\//, '')}](../${file.file}) | ${percent(file.score)} | ${counts(file)} |`),
  ];
  const measured = new Set(summary.files.map((file) => file.file));
  const unmeasured = ruleFiles.filter((file) => !measured.has(file));
  if (unmeasured.length > 0) {
    lines.push('', `Rule files not measured yet (added after the run): ${unmeasured.map((file) => `\`${file}\``).join(', ')}.`);
  }
  if (summary.undetected.length > 0) {
    lines.push(
      '',
      `### Mutants no test notices (${summary.undetected.length}), with the reason (${MUTATION_EQUIVALENTS_PATH})`,
      '',
      '| File | Line | Mutator | Change | Reason |',
      '| --- | --- | --- | --- | --- |',
      ...summary.undetected.map((mutant) => {
        const reason = equivalents.find((candidate) => explains(candidate, mutant))?.reason ?? '**no reason written**';
        return `| ${basename(mutant.file)} | ${mutant.line} | ${mutant.mutator} | ${codeCell(mutant.original)} → ${codeCell(mutant.replacement)} | ${escapeCell(reason)} |`;
      }),
    );
  }
  if (summary.ignored.length > 0) {
    lines.push(
      '',
      `### Mutants disabled in the source (${summary.ignored.length}), with the reason written beside them`,
      '',
      '| File | Line | Mutator | Change | Reason |',
      '| --- | --- | --- | --- | --- |',
      ...summary.ignored.map((mutant) => `| ${basename(mutant.file)} | ${mutant.line} | ${mutant.mutator} | ${codeCell(mutant.original)} → ${codeCell(mutant.replacement)} | ${escapeCell(mutant.reason)} |`),
    );
  }
  return lines;
}

/** Renders docs/rules.md. */
export function renderBook(rules, mutation = { summary: readMutationSummary(), equivalents: readEquivalents(), ruleFiles: listMutatedRuleFiles() }) {
  const lines = [
    '# Rule book',
    '',
    'Every business rule of `@cible/core`: the spec section it implements, the core export, its source and the test beside it.',
    'Generated from the `@rule` JSDoc tags by `npm run rules:write`; `npm test` fails when this file is stale, when a rule has',
    'no test file naming it, or when a rule the foundation issue requires has no entry (`scripts/required-rules.mjs`).',
    'Design decisions on what the spec leaves open are written in `docs/rules/*.md`.',
    'The spec sections of this book come from the `@rule` tags, the one place in the code where they are written: other',
    'comments and test titles cite an entry of this book (its core export), `docs/rules/*.md` or `docs/*.md`, since the spec',
    'is not in the repository (lint `cible/no-spec-section`, scripts/eslint-rules/no-spec-section.mjs).',
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
  lines.push(...renderMutationSection(mutation.summary, mutation.equivalents, mutation.ruleFiles));
  return `${lines.join('\n')}\n`;
}

function main() {
  const mode = process.argv[2];
  const rules = collectRules();
  const problems = findProblems(rules);
  const summary = readMutationSummary();
  if (summary) problems.push(...findMutationProblems(summary, readEquivalents()));
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

import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectRules, findProblems, renderBook } from './rules-book.mjs';

describe('rule book', () => {
  it('every core rule has a test naming it, every required rule has an entry, and docs/rules.md is current', () => {
    const rules = collectRules();
    expect(rules.length).toBeGreaterThan(0);
    expect(findProblems(rules)).toEqual([]);
  });

  it('renders one table line per rule with spec, export, source and test', () => {
    const rules = collectRules();
    const book = renderBook(rules);
    for (const rule of rules) expect(book).toContain(`\`${rule.exportName}\``);
  });

  it('reports a rule without a test and a rule whose test does not name it', () => {
    const root = mkdtempSync(join(tmpdir(), 'rules-'));
    mkdirSync(join(root, 'area'));
    writeFileSync(join(root, 'area', 'untested.ts'), '/**\n * A rule.\n * @rule spec §1 · a rule\n */\nexport const untestedRule = 1;\n');
    writeFileSync(join(root, 'area', 'unnamed.ts'), '/**\n * @rule spec §2 · another\n */\nexport function unnamedRule() {}\n');
    writeFileSync(join(root, 'area', 'unnamed.test.ts'), 'it("x", () => {});\n');
    const rules = collectRules(root);
    expect(rules.map((rule) => rule.exportName).sort()).toEqual(['unnamedRule', 'untestedRule']);
    const problems = findProblems(rules).join('\n');
    expect(problems).toMatch(/untestedRule .* has no test file/);
    expect(problems).toMatch(/unnamedRule .* is not named in/);
  });
});

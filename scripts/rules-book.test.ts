import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectRules, findProblems, renderBook, renderMutationSection } from './rules-book.mjs';

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

  it('prints the recorded mutation score per folder and per file, the rule files not measured and each surviving mutant with its reason', () => {
    const counts = { mutants: 10, killed: 8, timeout: 1, survived: 1, noCoverage: 0, ignored: 2, errors: 0, score: 90 };
    const summary = {
      tool: 'StrykerJS 9.5.1',
      date: '2026-11-25',
      floor: 90,
      total: counts,
      folders: [{ folder: 'sequences', ...counts }],
      files: [{ file: 'packages/core/src/sequences/next-step.ts', ...counts }],
      undetected: [{ file: 'packages/core/src/sequences/next-step.ts', line: 75, mutator: 'ConditionalExpression', original: 'a | b', replacement: 'false', status: 'Survived' }],
      ignored: [{ file: 'packages/core/src/sequences/next-step.ts', line: 9, mutator: 'StringLiteral', original: '`x`', replacement: '``', reason: 'kept' }],
    };
    const reason = { file: 'packages/core/src/sequences/next-step.ts', mutator: 'ConditionalExpression', original: 'a | b', replacement: 'false', reason: 'the other clauses give null too' };
    const section = renderMutationSection(summary, [reason], ['packages/core/src/sequences/next-step.ts', 'packages/core/src/sequences/new-rule.ts']).join('\n');
    expect(section).toContain('## Mutation score');
    expect(section).toContain('Total: **90.00 %** of 10 mutants.');
    expect(section).toContain('| sequences | 90.00 % | 10 | 8 | 1 | 1 | 0 | 2 |');
    expect(section).toContain('| [sequences/next-step.ts](../packages/core/src/sequences/next-step.ts) | 90.00 % | 10 | 8 | 1 | 1 | 0 | 2 |');
    expect(section).toContain('not measured yet (added after the run): `packages/core/src/sequences/new-rule.ts`');
    expect(section).toContain('| next-step.ts | 75 | ConditionalExpression | `a \\| b` → `false` | the other clauses give null too |');
    expect(section).toContain('| next-step.ts | 9 | StringLiteral | `` `x` `` → `` `` `` | kept |');
    expect(renderMutationSection(null)).toEqual([]);
    expect(renderMutationSection({ ...summary, undetected: [{ ...summary.undetected[0]!, replacement: 'true' }] }, [reason]).join('\n')).toContain('**no reason written**');
  });
});

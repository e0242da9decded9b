import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MUTATE_PATTERNS,
  findMutationProblems,
  folderOf,
  holdsNoMutableCode,
  listMutatedRuleFiles,
  mutationScore,
  readEquivalents,
  readMutationSummary,
  summariseMutationReport,
} from './mutation-score.mjs';

const location = (line: number, startColumn: number, endColumn: number) => ({ start: { line, column: startColumn }, end: { line, column: endColumn } });

// A small Stryker JSON report (mutation-testing-report-schema) over two files of one folder and one of another.
const report = {
  projectRoot: '/repo',
  files: {
    'packages/core/src/sequences/a.ts': {
      source: 'export const a = (x: number) => x < 3;\n',
      mutants: [
        { id: '1', mutatorName: 'EqualityOperator', replacement: 'x <= 3', status: 'Killed', location: location(1, 33, 38) },
        { id: '2', mutatorName: 'EqualityOperator', replacement: 'x >= 3', status: 'Timeout', location: location(1, 33, 38) },
        { id: '3', mutatorName: 'ConditionalExpression', replacement: 'true', status: 'Survived', location: location(1, 33, 38) },
        { id: '4', mutatorName: 'ConditionalExpression', replacement: 'false', status: 'NoCoverage', location: location(1, 33, 38) },
      ],
    },
    'packages/core/src/sequences/b.ts': {
      source: "export const b = 'x';\n",
      mutants: [
        { id: '5', mutatorName: 'StringLiteral', replacement: '""', status: 'Ignored', statusReason: 'a reason', location: location(1, 18, 21) },
        { id: '6', mutatorName: 'StringLiteral', replacement: '""', status: 'CompileError', location: location(1, 18, 21) },
      ],
    },
    'packages/core/src/access/c.ts': {
      source: 'export const c = 1;\n',
      mutants: [{ id: '7', mutatorName: 'BlockStatement', replacement: '{}', status: 'Killed', location: location(1, 1, 19) }],
    },
  },
};

describe('mutation score summary', () => {
  it('scores detected over detected plus undetected, rounded down, ignoring disabled and erroneous mutants', () => {
    expect(mutationScore({ mutants: 4, killed: 1, timeout: 1, survived: 1, noCoverage: 1, ignored: 0, errors: 0 })).toBe(50);
    expect(mutationScore({ mutants: 3, killed: 2, timeout: 0, survived: 1, noCoverage: 0, ignored: 5, errors: 2 })).toBe(66.66);
    expect(mutationScore({ mutants: 1, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 1, errors: 0 })).toBeNull();
  });

  it('knows a file of constants only (which Stryker leaves out of its report) from one with code', () => {
    expect(holdsNoMutableCode("/** Page size.\n * @rule x */\nexport const PAGE_SIZE = 20;\n// the quota\nexport const MAX_OPEN = 15;\n")).toBe(true);
    expect(holdsNoMutableCode("export const KIND = 'email';")).toBe(true);
    expect(holdsNoMutableCode('export const PAGE_SIZE = 20;\nexport function pages(n: number) { return n / PAGE_SIZE; }')).toBe(false);
    expect(holdsNoMutableCode('export const LIMITS = { max: 15 };')).toBe(false);
    expect(holdsNoMutableCode('export const MAX = 3 > 2 ? 15 : 10;')).toBe(false);
    expect(holdsNoMutableCode('/* nothing */')).toBe(false);
  });

  it('reports a file under its folder below packages/core/src', () => {
    expect(folderOf('packages/core/src/sequences/next-step.ts')).toBe('sequences');
    expect(folderOf('packages/core/src/access/home-redirect.ts')).toBe('access');
  });

  it('sums per file, per folder and in total, and lists undetected and disabled mutants with their source text', () => {
    const summary = summariseMutationReport(report, { root: '/repo', tool: 'StrykerJS 9.5.1', date: '2026-11-25' });
    expect(summary.files.map((file) => [file.file, file.mutants, file.score])).toEqual([
      ['packages/core/src/access/c.ts', 1, 100],
      ['packages/core/src/sequences/a.ts', 4, 50],
      ['packages/core/src/sequences/b.ts', 2, null],
    ]);
    expect(summary.folders).toEqual([
      { folder: 'access', mutants: 1, killed: 1, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0, score: 100 },
      { folder: 'sequences', mutants: 6, killed: 1, timeout: 1, survived: 1, noCoverage: 1, ignored: 1, errors: 1, score: 50 },
    ]);
    expect(summary.total).toMatchObject({ mutants: 7, killed: 2, timeout: 1, score: 60 });
    expect(summary.undetected).toEqual([
      { file: 'packages/core/src/sequences/a.ts', line: 1, mutator: 'ConditionalExpression', original: 'x < 3', replacement: 'false', status: 'NoCoverage' },
      { file: 'packages/core/src/sequences/a.ts', line: 1, mutator: 'ConditionalExpression', original: 'x < 3', replacement: 'true', status: 'Survived' },
    ]);
    expect(summary.ignored).toEqual([{ file: 'packages/core/src/sequences/b.ts', line: 1, mutator: 'StringLiteral', original: "'x'", replacement: '""', reason: 'a reason' }]);
    expect(summary).toMatchObject({ tool: 'StrykerJS 9.5.1', date: '2026-11-25', floor: 90 });
  });

  it('finds a file under the floor, an undetected mutant without reason, a stale reason and a file gone', () => {
    const root = mkdtempSync(join(tmpdir(), 'mutation-'));
    mkdirSync(join(root, 'packages/core/src/sequences'), { recursive: true });
    writeFileSync(join(root, 'packages/core/src/sequences/a.ts'), '');
    const summary = summariseMutationReport({ ...report, projectRoot: root }, { root });
    const reason = { file: 'packages/core/src/sequences/a.ts', mutator: 'ConditionalExpression', original: 'x < 3', replacement: 'true', reason: 'why' };
    const stale = { ...reason, replacement: 'x > 3' };
    const problems = findMutationProblems(summary, [reason, stale], { root }).join('\n');
    expect(problems).toMatch(/sequences\/a\.ts: mutation score 50 % is under the 90 % floor/);
    expect(problems).toMatch(/access\/c\.ts: has a mutation score but no longer exists/);
    expect(problems).toMatch(/a\.ts:1 ConditionalExpression `x < 3` → `false` survives without a reason/);
    expect(problems).not.toMatch(/→ `true` survives/);
    expect(problems).toMatch(/`x < 3` → `x > 3` matches no surviving mutant/);
  });

  it('mutates the rule folders and the three access rules, never tests, index files or test-data builders', () => {
    expect(MUTATE_PATTERNS[0]).toBe('packages/core/src/{campaigns,credits,criteria,inquiries,sequences,statistics}/**/*.ts');
    expect(MUTATE_PATTERNS[1]).toBe('packages/core/src/access/{home-redirect,inquiry-access,permission-matrix}.ts');
    const files = listMutatedRuleFiles();
    expect(files).toContain('packages/core/src/sequences/next-step.ts');
    expect(files).toContain('packages/core/src/access/permission-matrix.ts');
    expect(files.filter((file) => /\.test\.ts$|\/index\.ts$|\.arbitrary\.ts$/.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('packages/core/src/access/'))).toHaveLength(3);
  });

  it('the recorded run covers exactly the rule files, and every mutant it left undetected has a written reason', () => {
    const summary = readMutationSummary();
    if (summary === null) return expect(readEquivalents()).toEqual([]);
    expect(findMutationProblems(summary, readEquivalents())).toEqual([]);
  });
});

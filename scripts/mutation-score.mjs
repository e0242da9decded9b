#!/usr/bin/env node
// The mutation score of core's rules, per file and per folder, from Stryker's JSON report (stryker.config.js).
//   node scripts/mutation-score.mjs   after `stryker run` (both are `npm run test:mutation`): writes
//                                     docs/rules/mutation-score.json, prints the table, exits 1 when a rule file
//                                     scores under the floor or a mutant no test notices has no written reason
// The rule book (scripts/rules-book.mjs) prints that JSON as its "Mutation score" section; the reasons of the
// mutants no test can notice (equivalent mutants) are written in docs/rules/mutation-equivalents.json.
import { readFileSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportPath = join(repoRoot, 'coverage/mutation/mutation.json');
export const MUTATION_SCORE_PATH = 'docs/rules/mutation-score.json';
export const MUTATION_EQUIVALENTS_PATH = 'docs/rules/mutation-equivalents.json';

/** The lowest mutation score (percent) a rule file may have. */
export const MUTATION_SCORE_FLOOR = 90;

/** The rule folders of core that are mutated, and the rule files of access/ that are. */
export const MUTATED_FOLDERS = ['campaigns', 'credits', 'criteria', 'inquiries', 'sequences', 'statistics'];
export const MUTATED_ACCESS_FILES = ['home-redirect', 'inquiry-access', 'permission-matrix'];

/** Stryker's `mutate` patterns: the rule files, not their tests, index files or test-data builders. */
export const MUTATE_PATTERNS = [
  `packages/core/src/{${MUTATED_FOLDERS.join(',')}}/**/*.ts`,
  `packages/core/src/access/{${MUTATED_ACCESS_FILES.join(',')}}.ts`,
  '!packages/core/src/**/*.test.ts',
  '!packages/core/src/**/index.ts',
  '!packages/core/src/**/*.arbitrary.ts',
];

const isRuleFile = (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.arbitrary.ts') && name !== 'index.ts';

function listTree(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => (statSync(join(dir, name)).isDirectory() ? listTree(join(dir, name)) : [join(dir, name)]));
}

/** The rule files the patterns above select, relative to the repository, sorted. */
export function listMutatedRuleFiles(root = repoRoot) {
  const core = join(root, 'packages/core/src');
  const inFolders = MUTATED_FOLDERS.flatMap((folder) => listTree(join(core, folder))).filter((file) => isRuleFile(file.split('/').pop() ?? ''));
  const access = MUTATED_ACCESS_FILES.map((name) => join(core, 'access', `${name}.ts`)).filter((file) => existsSync(file));
  return [...inFolders, ...access].map((file) => relative(root, file).split('\\').join('/')).sort();
}

/** Stryker's statuses: detected (killed, timeout) and undetected (survived, no coverage) make the score. */
const COUNTED = { Killed: 'killed', Timeout: 'timeout', Survived: 'survived', NoCoverage: 'noCoverage', Ignored: 'ignored' };

const emptyCounts = () => ({ mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 });

/** Mutation score in percent, rounded down to two decimals: detected / (detected + undetected); null without any. */
export function mutationScore(counts) {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : Math.floor((detected / valid) * 10_000) / 100;
}

/** The folder a rule file is reported under: its folder below packages/core/src. */
export function folderOf(file) {
  const match = /^packages\/core\/src\/(.+)\/[^/]+$/.exec(file);
  return match ? match[1] : dirname(file);
}

const add = (into, counts) => {
  for (const key of Object.keys(into)) into[key] += counts[key];
};

/** The source text a mutant replaces (first line only when it spans several), whitespace collapsed. */
function originalText(source, location) {
  const lines = source.split('\n');
  const { start, end } = location;
  const first = lines[start.line - 1] ?? '';
  const text = start.line === end.line ? first.slice(start.column - 1, end.column - 1) : `${first.slice(start.column - 1)} …`;
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Per-file, per-folder and total counts and scores of a Stryker JSON report (mutation-testing-report-schema), and
 * the mutants no test noticed (undetected) or that a source comment disables (ignored, with its reason).
 * File names are made relative to the repository; lists are sorted.
 * @param {any} report
 * @param {{ root?: string, tool?: string, date?: string | null }} [options]
 */
export function summariseMutationReport(report, { root = repoRoot, tool = 'StrykerJS', date = null } = {}) {
  const projectRoot = report.projectRoot ?? root;
  const undetected = [];
  const ignored = [];
  const files = Object.entries(report.files ?? {}).map(([name, entry]) => {
    const absolute = isAbsolute(name) ? name : join(projectRoot, name);
    const file = relative(root, absolute).split('\\').join('/');
    const counts = emptyCounts();
    for (const mutant of entry.mutants ?? []) {
      counts.mutants += 1;
      const key = COUNTED[mutant.status];
      if (key) counts[key] += 1;
      else counts.errors += 1;
      const described = {
        file,
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        original: originalText(entry.source ?? '', mutant.location),
        replacement: String(mutant.replacement ?? ''),
      };
      if (key === 'survived' || key === 'noCoverage') undetected.push({ ...described, status: mutant.status });
      if (key === 'ignored') ignored.push({ ...described, reason: mutant.statusReason ?? '' });
    }
    return { file, ...counts, score: mutationScore(counts) };
  });
  files.sort((a, b) => a.file.localeCompare(b.file));
  const byLocation = (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.mutator.localeCompare(b.mutator) || a.replacement.localeCompare(b.replacement);
  const byFolder = new Map();
  const total = emptyCounts();
  for (const { file, score: _score, ...counts } of files) {
    const folder = folderOf(file);
    if (!byFolder.has(folder)) byFolder.set(folder, emptyCounts());
    add(byFolder.get(folder), counts);
    add(total, counts);
  }
  const folders = [...byFolder.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, counts]) => ({ folder, ...counts, score: mutationScore(counts) }));
  return {
    tool,
    date,
    floor: MUTATION_SCORE_FLOOR,
    total: { ...total, score: mutationScore(total) },
    folders,
    files,
    undetected: undetected.sort(byLocation),
    ignored: ignored.sort(byLocation),
  };
}

/** Whether a written reason (file, mutator, original, replacement) explains an undetected mutant. */
export const explains = (reason, mutant) =>
  reason.file === mutant.file && reason.mutator === mutant.mutator && reason.original === mutant.original && reason.replacement === mutant.replacement;

/**
 * What makes a recorded mutation run untrustworthy: a rule file under the floor, an undetected mutant without a
 * written reason, a reason that explains no undetected mutant (stale), a recorded file that no longer exists.
 */
export function findMutationProblems(summary, equivalents, { root = repoRoot } = {}) {
  const problems = [];
  for (const file of summary.files) {
    if (file.score !== null && file.score < summary.floor) problems.push(`${file.file}: mutation score ${file.score} % is under the ${summary.floor} % floor`);
    if (!existsSync(join(root, file.file))) problems.push(`${file.file}: has a mutation score but no longer exists (run \`npm run test:mutation\`)`);
  }
  for (const mutant of summary.undetected) {
    if (!equivalents.some((reason) => explains(reason, mutant))) {
      problems.push(`${mutant.file}:${mutant.line} ${mutant.mutator} \`${mutant.original}\` → \`${mutant.replacement}\` survives without a reason in ${MUTATION_EQUIVALENTS_PATH} (add a test that notices it, or write why none can)`);
    }
  }
  for (const reason of equivalents) {
    if (!summary.undetected.some((mutant) => explains(reason, mutant))) {
      problems.push(`${MUTATION_EQUIVALENTS_PATH}: the reason for ${reason.file} ${reason.mutator} \`${reason.original}\` → \`${reason.replacement}\` matches no surviving mutant (remove it)`);
    }
  }
  return problems;
}

/** The written reasons of the equivalent mutants (an empty list when the file does not exist). */
export function readEquivalents(root = repoRoot) {
  const path = join(root, MUTATION_EQUIVALENTS_PATH);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).equivalents ?? [] : [];
}

/** The recorded summary, or null when no mutation run was recorded. */
export function readMutationSummary(root = repoRoot) {
  const path = join(root, MUTATION_SCORE_PATH);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

function strykerVersion() {
  try {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'node_modules/@stryker-mutator/core/package.json'), 'utf8'));
    return `StrykerJS ${pkg.version}`;
  } catch {
    return 'StrykerJS';
  }
}

/**
 * Whether a rule file holds nothing Stryker mutates (its report then has no entry for it): once comments are removed,
 * only exported number or plain string constants. Any other statement makes a missing file a partial run.
 */
export function holdsNoMutableCode(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = code
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement !== '');
  return statements.length > 0 && statements.every((statement) => /^export const [A-Z][A-Z0-9_]* = (-?[\d_.]+|'[^'\\]*')$/.test(statement));
}

function main() {
  if (!existsSync(reportPath)) {
    console.error(`no Stryker report at ${relative(repoRoot, reportPath)}: run \`npm run test:mutation\``);
    process.exit(2);
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const summary = summariseMutationReport(report, { tool: strykerVersion(), date: new Date().toISOString().slice(0, 10) });
  const expected = listMutatedRuleFiles();
  // Stryker leaves out a file with no mutant at all (constants only): listed with none, it has no score.
  for (const file of expected) {
    if (!summary.files.some((entry) => entry.file === file) && holdsNoMutableCode(readFileSync(join(repoRoot, file), 'utf8'))) {
      summary.files.push({ file, ...emptyCounts(), score: null });
    }
  }
  summary.files.sort((a, b) => a.file.localeCompare(b.file));
  const measured = summary.files.map((file) => file.file);
  if (expected.join() !== measured.join()) {
    console.error(`the report does not cover exactly the rule files (a partial run with --mutate?): not written.\n  expected: ${expected.length} files, report: ${measured.length}`);
    process.exit(2);
  }
  writeFileSync(join(repoRoot, MUTATION_SCORE_PATH), `${JSON.stringify(summary, null, 2)}\n`);
  const row = (name, c) => `${String(c.score ?? '-').padStart(6)} %  ${String(c.mutants).padStart(5)} mutants  ${String(c.survived + c.noCoverage).padStart(4)} undetected  ${name}`;
  for (const folder of summary.folders) console.log(row(`${folder.folder}/`, folder));
  for (const file of summary.files) console.log(row(file.file, file));
  console.log(row('total', summary.total));
  console.log(`${MUTATION_SCORE_PATH} written.`);
  // The rule book shows the figures: regenerate it now (its own problems are reported by \`npm run rules:check\`).
  spawnSync(process.execPath, [join(repoRoot, 'scripts/rules-book.mjs'), '--write'], { stdio: 'inherit' });
  const problems = findMutationProblems(summary, readEquivalents());
  if (problems.length > 0) {
    console.error(`Mutation score: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

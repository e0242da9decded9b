// @cible/core for its second user: a developer who installs the package from a path and reuses core's rules in a
// plain Node script. Builds core (packages/core/scripts/build.mjs) into a package in a temporary folder, installs it
// there as node_modules/@cible/core beside its two dependencies (zod, luxon), copies docs/examples/*.mjs beside it and
// runs each example with plain `node` (no tsx, no export condition): the package's `import` export must be enough.
// Then type-checks a small consumer with `moduleResolution: nodenext` against the package's `types` export.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './build-if-stale';

const CORE = join(REPO_ROOT, 'packages/core');
const EXAMPLES = join(REPO_ROOT, 'docs/examples');

let app: string;
let buildOutput: string;

/** Runs a file with plain node in the temporary app, without any inherited loader or condition. */
function runNode(args: readonly string[]) {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const result = spawnSync(process.execPath, args, { cwd: app, encoding: 'utf8', env });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'cible-core-user-'));
  const installed = join(app, 'node_modules/@cible/core');
  mkdirSync(installed, { recursive: true });
  const build = spawnSync(process.execPath, [join(CORE, 'scripts/build.mjs'), '--out-dir', join(installed, 'dist')], { encoding: 'utf8' });
  buildOutput = `${build.stdout}${build.stderr}`;
  if (build.status !== 0) throw new Error(`core build failed:\n${buildOutput}`);
  cpSync(join(CORE, 'package.json'), join(installed, 'package.json'));
  cpSync(join(CORE, 'src/i18n'), join(installed, 'src/i18n'), { recursive: true, filter: (path) => !path.endsWith('.ts') });
  for (const dependency of ['zod', 'luxon', '@types/luxon']) {
    mkdirSync(join(app, 'node_modules', dependency, '..'), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'node_modules', dependency), join(app, 'node_modules', dependency), 'dir');
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'core-user', private: true, type: 'module' }));
  cpSync(EXAMPLES, join(app, 'examples'), { recursive: true });
}, 240_000);

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('@cible/core built for plain Node', () => {
  it('builds one ES module and the declarations, without the TypeScript sources', () => {
    expect(buildOutput).toMatch(/@cible\/core built into .*: bundle [\d.]+ s, declarations [\d.]+ s/);
    const installed = join(app, 'node_modules/@cible/core');
    expect(readdirSync(join(installed, 'dist'))).toEqual(expect.arrayContaining(['index.js', 'types']));
    expect(readdirSync(installed)).not.toContain('tsconfig.json');
  });

  it('ships every example of docs/examples', () => {
    expect(readdirSync(join(app, 'examples')).filter((name) => name.endsWith('.mjs')).sort()).toEqual([
      'clean-criteria.mjs',
      'estimate-sequence-end-date.mjs',
      'licence-may.mjs',
    ]);
  });

  it('estimates a sequence end date: 120 emails at 25 a day from Monday 13 January (after 5 days of steps) end on Friday 17', () => {
    const run = runNode(['examples/estimate-sequence-end-date.mjs']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('Emails per day for this sequence: 25\nEstimated end date: 2025-01-17\n');
  });

  it('cleans criteria: blanks, duplicates, a department of a chosen region, the lower bound and the later date dropped', () => {
    const run = runNode(['examples/clean-criteria.mjs']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      job_keyword_list: ['directeur commercial'],
      company_office_region_id_list: [101],
      company_office_department_id_list: [75],
      company_workforce_upper_max: 500,
      news_publication_date_min: '2025-01-01',
    });
  });

  it('asks whether a licence may do an action (core’s permission matrix: sequence writers, sales automation v1 deletes no campaign)', () => {
    const cases = [
      [['13', 'create', 'SEQUENCES'], 'Licence 13 (sales_automation_v2) may create SEQUENCES: yes\nIts actions on SEQUENCES: create, read, update, delete\n'],
      [['1', 'create', 'SEQUENCES'], 'Licence 1 (sales) may create SEQUENCES: no\nIts actions on SEQUENCES: read\n'],
      [['11', 'delete', 'CAMPAIGNS'], 'Licence 11 (sales_automation) may delete CAMPAIGNS: no\nIts actions on CAMPAIGNS: create, read, update\n'],
      [['14', 'delete', 'CAMPAIGNS'], 'Licence 14 (smart_campaign_v2) may delete CAMPAIGNS: yes\nIts actions on CAMPAIGNS: create, read, update, delete\n'],
    ] as const;
    for (const [args, expected] of cases) {
      const run = runNode(['examples/licence-may.mjs', ...args]);
      expect(run.stderr, args.join(' ')).toBe('');
      expect(run.stdout, args.join(' ')).toBe(expected);
    }
    const refused = runNode(['examples/licence-may.mjs', '16', 'read', 'SEQUENCES']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('unknown licence 16');
  });

  it('gives its types to a TypeScript project resolving like Node (moduleResolution nodenext)', () => {
    writeFileSync(
      join(app, 'consumer.ts'),
      [
        "import type { DateTime } from 'luxon';",
        "import { cleanCriteria, estimateSequenceEndDate, licenceActions, type SearchCriteria } from '@cible/core';",
        "const end: DateTime | null = estimateSequenceEndDate({ mailToSend: 1, dailyThreshold: 1, ownerOngoingSequenceCount: 1, isOngoing: true, sendableDays: '1', steps: [], now: null as unknown as DateTime });",
        "const criteria: SearchCriteria = cleanCriteria({ job_keyword_list: ['x'] });",
        "const actions: readonly ('create' | 'read' | 'update' | 'delete')[] = licenceActions(13, 'SEQUENCES');",
        '// @ts-expect-error: a licence id is 0 to 15',
        "licenceActions(16, 'SEQUENCES');",
        'export { end, criteria, actions };',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, types: [] },
        files: ['consumer.ts'],
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const check = runNode([tsc, '-p', 'tsconfig.json']);
    expect(check.stdout).toBe('');
    expect(check.status).toBe(0);
  }, 60_000);
});

/**
 * Export benchmark: `npm run bench:export` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`, side by side in one run; loopback only; the run stops
 * itself after BENCH_TIMEOUT_S, default 1800 s):
 *   1. a fresh database (PostgreSQL: a scratch `cible_bench_ex_<random>` database at BENCH_DATABASE_URL, created and
 *      dropped; embedded: PGlite in a temp data dir), the demo accounts, and BENCH_ROWS (default 100 000) contacts
 *      spread over companies of 200 contacts each (generated in SQL: the export reads rows, their content does not
 *      matter);
 *   2. the real HTTP server in this process (buildServer as main.ts, EXPORT_JOBS on: the pg-boss job runs here),
 *      logged in as manager@atlas.demo with enough export credits;
 *   3. for each size (25 %, 50 %, 100 % of BENCH_ROWS: a contact segment of the first companies) and each format (CSV,
 *      XLSX): POST /v1/exports/prospecting-lists, then the export polled until it succeeds, while this process's RSS
 *      is sampled every 20 ms; printed: rows, seconds (start to end date), rows per second, RSS before and peak.
 * The goal (issue 17): streamed files, peak RSS flat as the rows grow.
 */
import { cpus, loadavg } from 'node:os';
import { QUERY_TYPE } from '@cible/core';
import type { Database } from '../../apps/api/src/db/database';
import { setCreditAmount } from '../../apps/api/src/modules/credits/credit-ledger';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { BENCH_DATABASE_URL, limitBenchDuration, postgresReachable, runCleanups, shutdownBench } from '../support/bench-harness';
import { startBenchServer } from '../support/start-bench-server';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const ROWS = Number(env.BENCH_ROWS ?? 100_000);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 1800);
const PER_COMPANY = 200;
const FORMATS = ['csv', 'xlsx'] as const;

limitBenchDuration(TIMEOUT_S);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** BENCH_ROWS contacts in companies of PER_COMPANY, in SQL; answers the companies' ids in order. */
async function insertContacts(db: Database): Promise<number[]> {
  const companyCount = Math.ceil(ROWS / PER_COMPANY);
  const companies = await db.query<{ id: string }>(
    `INSERT INTO companies (name, size_id, siren, naf_code, website, workforce_lower, workforce_upper)
     SELECT 'Société export ' || n, 211, lpad(n::text, 9, '0'), '62.02A', 'https://export-' || n || '.example', 10, 49 FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [companyCount],
  );
  const ids = companies.map((row) => Number(row.id)).sort((a, b) => a - b);
  await db.query(
    `INSERT INTO contacts (first_name, last_name, company_id, job_label, email, direct_line, civility_id)
     SELECT 'Prénom' || n, 'Nom ' || n, c.id, 'Directeur commercial', 'contact' || n || '@export.example', '01 23 45 67 89', 1 + n % 2
     FROM generate_series(0, $1::int - 1) AS n JOIN LATERAL (SELECT ($2::int8[])[1 + n / ${PER_COMPANY}] AS id) AS c ON true`,
    [ROWS, ids],
  );
  return ids;
}

async function runDatabase(kind: 'server' | 'embedded'): Promise<void> {
  const { config, db, logger } = await openLoadedBenchDatabase({ kind, name: 'ex', env: { EXPORT_JOBS: 'on' } });
  const loadStarted = performance.now();
  const companies = await insertContacts(db);
  console.log(`  ${ROWS} contacts in ${companies.length} companies inserted in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  const [manager] = await db.query<{ id: number; organization_id: number }>("SELECT id, organization_id FROM users WHERE email = 'manager@atlas.demo'");
  await db.transaction((tx) =>
    setCreditAmount(tx, { organizationId: manager!.organization_id, userId: manager!.id, kind: 'export', newAmount: 10_000_000, comment: 'bench', authorUserId: null }),
  );

  const { baseUrl, jwt } = await startBenchServer({ config, db, logger, login: 'manager@atlas.demo' });
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };

  console.log('  rows     format  seconds  rows/s    RSS before  RSS peak  (peak − before)');
  for (const share of [0.25, 0.5, 1]) {
    const rows = Math.round(ROWS * share);
    const picked = companies.slice(0, Math.ceil(rows / PER_COMPANY));
    const [segment] = await db.query<{ id: number }>(
      'INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, criteria) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [manager!.organization_id, manager!.id, QUERY_TYPE.contact_segment, `Bench ${rows}`, { company_id_list: picked }],
    );
    for (const format of FORMATS) {
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const created = await fetch(`${baseUrl}/v1/exports/prospecting-lists`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query_id_list: [segment!.id], file_format: format }),
      });
      const started = (await created.json()) as { id: number; status: string; total_row_count: number };
      if (created.status !== 200) throw new Error(`export answered ${created.status}: ${JSON.stringify(started)}`);
      let current: { status: string; row_count: number | null; start_date: string; end_date: string | null; error_code: string | null };
      for (;;) {
        current = (await (await fetch(`${baseUrl}/v1/exports/${started.id}`, { headers })).json()) as typeof current;
        if (current.status === 'success' || current.status === 'failure') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      clearInterval(sampler);
      if (current.status !== 'success') throw new Error(`export ${started.id} failed: ${current.error_code}`);
      const seconds = (Date.parse(current.end_date!) - Date.parse(current.start_date)) / 1000;
      console.log(
        `  ${String(current.row_count).padEnd(8)} ${format.padEnd(7)} ${seconds.toFixed(1).padStart(7)}  ${Math.round(current.row_count! / seconds)
          .toString()
          .padStart(7)}   ${mib(before).padStart(9)}  ${mib(peak).padStart(8)}  (+${mib(peak - before)})`,
      );
    }
  }
  console.log(`  load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  await runCleanups();
}

console.log(
  `export bench: ${ROWS} rows, CSV and XLSX, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
);
for (const kind of DATABASES) {
  if (kind === 'server' && !(await postgresReachable())) {
    console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
    continue;
  }
  if (kind !== 'server' && kind !== 'embedded') throw new Error(`BENCH_DATABASES: unknown ${kind}`);
  await runDatabase(kind);
}
await shutdownBench(0);

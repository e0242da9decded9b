/**
 * Business-alerts benchmark: `npm run bench:business-alerts` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`, side by side in one run; loopback only; the whole run
 * stops itself after BENCH_TIMEOUT_S, default 1800 s):
 *   1. a fresh database (PostgreSQL: a scratch `cible_bench_ba_<random>` database at BENCH_DATABASE_URL, created and
 *      dropped; embedded: PGlite in a temp data dir), the generated `large` data set (BENCH_SIZE: 500 000 news over two
 *      years up to the load's reference date) and the demo accounts;
 *   2. the real HTTP server in this process (buildServer, as main.ts), logged in as kam@atlas.demo (the page's user);
 *   3. BENCH_MIXES (default 100) filter mixes, the same on both databases (a fixed seed): 0 to 3 of criteria (company
 *      size, region, news type, opportunity type), facet picks (a field and 1 or 2 values) and a title word;
 *   4. for each window (BENCH_WINDOWS, default 7,30,365 days ending on the reference date): one warm-up pass, then each
 *      mix once, sequentially, as the page asks: the facets and the first page (12 news) at the same time; the time of
 *      the pair (client side, loopback) p50/p95/p99, and the slowest mixes.
 * The goal (issue 15): p95 ≤ 100 ms on PostgreSQL for 7 days, ≤ 300 ms for 365 days.
 * BENCH_REUSE_DATABASE_URL / BENCH_REUSE_DATA_DIR: an already loaded database, kept (as bench:quick-search); it is
 * migrated to this branch's migrations when opened.
 */
import { cpus, loadavg } from 'node:os';
import {
  BENCH_DATABASE_URL,
  latencySummary,
  limitBenchDuration,
  postgresReachable,
  runCleanups,
  shutdownBench,
} from '../support/bench-harness';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { startBenchServer } from '../support/start-bench-server';
import { BUSINESS_OPPORTUNITY_TYPES, COMPANY_SIZES, defaultNewsWindow, FRENCH_REGIONS, NEWS_TYPES } from '@cible/core';
import type { BusinessAlertFacetPicks, SearchCriteria } from '@cible/core';
import { seededRandom } from '../support/seeded-random';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const SIZE = (env.BENCH_SIZE ?? 'large') as 'large' | 'small';
const MIXES = Number(env.BENCH_MIXES ?? 100);
const WINDOWS = (env.BENCH_WINDOWS ?? '7,30,365').split(',').map(Number);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 1800);
const REUSE_DATABASE_URL = env.BENCH_REUSE_DATABASE_URL;
const REUSE_DATA_DIR = env.BENCH_REUSE_DATA_DIR;
const SHOW_SLOWEST = Number(env.BENCH_SHOW_SLOWEST ?? 5);

limitBenchDuration(TIMEOUT_S);

interface Mix {
  readonly criteria: SearchCriteria;
  readonly picks: BusinessAlertFacetPicks;
  readonly text: string | undefined;
  readonly label: string;
}

function benchMixes(count: number): Mix[] {
  const next = seededRandom(15);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const ids = (catalogue: readonly { readonly id: number }[], max = 2) => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(catalogue).id))];
  const parts: readonly ((mix: { criteria: SearchCriteria; picks: BusinessAlertFacetPicks; text?: string }) => string)[] = [
    (mix) => ((mix.criteria = { ...mix.criteria, company_size_id_list: ids(COMPANY_SIZES) }), 'criteria size'),
    (mix) => ((mix.criteria = { ...mix.criteria, company_office_region_id_list: ids(FRENCH_REGIONS) }), 'criteria region'),
    (mix) => ((mix.criteria = { ...mix.criteria, news_type_id_list: ids(NEWS_TYPES, 3) }), 'criteria news type'),
    (mix) => ((mix.criteria = { ...mix.criteria, business_opportunity_type_id_list: ids(BUSINESS_OPPORTUNITY_TYPES) }), 'criteria opportunity'),
    (mix) => ((mix.picks = { ...mix.picks, news_type_id: ids(NEWS_TYPES) }), 'pick news type'),
    (mix) => ((mix.picks = { ...mix.picks, company_office_region_id: ids(FRENCH_REGIONS) }), 'pick region'),
    (mix) => ((mix.picks = { ...mix.picks, tag_id: [2 + Math.floor(next() * 30)] }), 'pick tag'),
    (mix) => ((mix.picks = { ...mix.picks, company_size_id: ids(COMPANY_SIZES) }), 'pick size'),
    (mix) => ((mix.text = pick(['nomination', 'levée', 'contrat', 'directeur', 'site'])), 'text'),
  ];
  return Array.from({ length: count }, () => {
    const mix: { criteria: SearchCriteria; picks: BusinessAlertFacetPicks; text?: string } = { criteria: {}, picks: {} };
    const chosen = [...new Set(Array.from({ length: Math.floor(next() * 4) }, () => Math.floor(next() * parts.length)))];
    const labels = chosen.map((index) => parts[index]!(mix));
    return { criteria: mix.criteria, picks: mix.picks, text: mix.text, label: labels.length === 0 ? 'no filter' : labels.join(' + ') };
  });
}

async function runDatabase(kind: 'server' | 'embedded', mixes: readonly Mix[]): Promise<void> {
  const { config, db, logger } = await openLoadedBenchDatabase({ kind, name: 'ba', size: SIZE, reuseDatabaseUrl: REUSE_DATABASE_URL, reuseDataDir: REUSE_DATA_DIR });
  const [load] = await db.query<{ reference_date: string }>('SELECT max(publication_date)::text AS reference_date FROM news');
  const today = load?.reference_date ?? new Date().toISOString().slice(0, 10);

  const { baseUrl, jwt } = await startBenchServer({ config, db, logger, login: 'kam@atlas.demo' });

  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${text}`);
  };
  /** The page's pair of calls at once: facets and the first page. */
  const call = async (mix: Mix, days: number): Promise<number> => {
    const body = { criteria: mix.criteria, window: defaultNewsWindow(today, days), facet_filters: mix.picks, ...(mix.text === undefined ? {} : { text: mix.text }) };
    const started = performance.now();
    await Promise.all([post('/v1/business-alert/facet', body), post('/v1/business-alert/news', { ...body, limit: 12 })]);
    return performance.now() - started;
  };

  for (const days of WINDOWS) {
    for (const mix of mixes) await call(mix, days); // warm-up
    const byMix: { label: string; ms: number }[] = [];
    for (const mix of mixes) byMix.push({ label: mix.label, ms: await call(mix, days) });
    console.log(`  ${String(days).padStart(3)} days up to ${today}: facets + first page ${latencySummary(byMix.map((entry) => entry.ms))} (load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
    const slowest = byMix.sort((a, b) => b.ms - a.ms).slice(0, SHOW_SLOWEST);
    console.log(`      slowest: ${slowest.map(({ label, ms }) => `${label} ${ms.toFixed(0)} ms`).join('; ')}`);
  }
  await runCleanups();
}

console.log(
  `business-alerts bench: ${SIZE} data set, ${MIXES} mixes, windows ${WINDOWS.join('/')} days, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
);
const mixes = benchMixes(MIXES);
for (const kind of DATABASES) {
  if (kind === 'server' && !(await postgresReachable())) {
    console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
    continue;
  }
  if (kind !== 'server' && kind !== 'embedded') throw new Error(`BENCH_DATABASES: unknown ${kind}`);
  await runDatabase(kind, mixes);
}
await shutdownBench(0);

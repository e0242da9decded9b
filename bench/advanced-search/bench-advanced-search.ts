/**
 * Advanced-search benchmark: `npm run bench:advanced-search` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`, side by side in one run; loopback only; the whole run
 * stops itself after BENCH_TIMEOUT_S, default 1800 s):
 *   1. a fresh database (PostgreSQL: a scratch `cible_bench_as_<random>` database at BENCH_DATABASE_URL, created and
 *      dropped; embedded: PGlite in a temp data dir), the generated `large` data set (BENCH_SIZE) and the demo accounts;
 *   2. the real HTTP server in this process (buildServer, as main.ts), logged in as sales@atlas.demo;
 *   3. BENCH_MIXES (default 100) criteria mixes, the same on both databases (a fixed seed): 1 to 3 criteria families
 *      drawn from company lists, brackets, locations, dates, news, contact lists, flags, text, exclusions, each on the
 *      contact search or the account search, with a sort;
 *   4. one warm-up pass, then each mix once, sequentially: server time (Fastify's reply.elapsedTime) p50/p95/p99 of the
 *      answers, how many answered 422 SEARCH.TIMEOUT (the spec's 1 000 ms), and the slowest mixes.
 * The goal (issue 14): p95 ≤ 150 ms on PostgreSQL and no search past the 1 000 ms time-out.
 * BENCH_REUSE_DATABASE_URL / BENCH_REUSE_DATA_DIR: an already loaded database, kept (as bench:quick-search).
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
import { benchMixes, type Mix } from './bench-mixes';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const SIZE = (env.BENCH_SIZE ?? 'large') as 'large' | 'small';
const MIXES = Number(env.BENCH_MIXES ?? 100);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 1800);
const REUSE_DATABASE_URL = env.BENCH_REUSE_DATABASE_URL;
const REUSE_DATA_DIR = env.BENCH_REUSE_DATA_DIR;
const SHOW_SLOWEST = Number(env.BENCH_SHOW_SLOWEST ?? 10);

limitBenchDuration(TIMEOUT_S);

async function runDatabase(kind: 'server' | 'embedded', mixes: readonly Mix[]): Promise<void> {
  const { config, db, logger } = await openLoadedBenchDatabase({ kind, name: 'as', size: SIZE, reuseDatabaseUrl: REUSE_DATABASE_URL, reuseDataDir: REUSE_DATA_DIR });

  const { baseUrl, jwt, serverTimes } = await startBenchServer({ config, db, logger, login: 'sales@atlas.demo', timed: (url) => url.includes('/search') });

  const call = async (mix: Mix): Promise<number> => {
    const answer = await fetch(`${baseUrl}${mix.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ criteria: mix.criteria, sort: mix.sort, limit: 20 }),
    });
    const text = await answer.text();
    if (answer.status !== 200 && answer.status !== 422) throw new Error(`${mix.label} answered ${answer.status}: ${text}`);
    return answer.status;
  };

  for (const mix of mixes) await call(mix); // warm-up
  serverTimes.length = 0;
  let timeouts = 0;
  const byMix: { label: string; ms: number; status: number }[] = [];
  for (const mix of mixes) {
    const status = await call(mix);
    if (status === 422) timeouts += 1;
    byMix.push({ label: mix.label, ms: serverTimes.at(-1)!, status });
  }
  const answered = byMix.filter((entry) => entry.status === 200).map((entry) => entry.ms);
  console.log(`  ${mixes.length} mixes, server time (all):      ${latencySummary(serverTimes)} (load average ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
  console.log(`  answered (200), server time:       ${latencySummary(answered)}`);
  console.log(`  stopped by the 1 000 ms time-out:  ${timeouts} of ${mixes.length}`);
  const slowest = byMix.sort((a, b) => b.ms - a.ms).slice(0, SHOW_SLOWEST);
  console.log(`  slowest: ${slowest.map(({ label, ms, status }) => `${label} ${ms.toFixed(0)} ms${status === 422 ? ' (time-out)' : ''}`).join('; ')}`);
  await runCleanups();
}

console.log(
  `advanced-search bench: ${SIZE} data set, ${MIXES} mixes, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
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

/**
 * Load benchmark: `npm run bench:load` (from the repository root; flags after `--`, e.g.
 * `npm run bench:load -- --users 20 --duration 10 --databases server`). Loopback only; the whole run stops itself
 * after --timeout (BENCH_TIMEOUT_S, default 1200 s).
 *
 * For each database (--databases / BENCH_DATABASES, default `server,embedded`, one after the other; PostgreSQL skipped
 * when no server answers at BENCH_DATABASE_URL):
 *   1. a fresh database: a scratch `cible_bench_load_<random>` on the PostgreSQL server (dropped at the end), or
 *      PGlite in a temp DATA_DIR (removed); the `small` data set (--size), 4 organisations (--organizations) with the
 *      simulated users and 2 000 idle colleagues (--idle-users) of several licences, 40 notifications each
 *      (--notifications), a few inquiries each, ANALYZE (prepare-load-database.ts);
 *   2. the API as `npm start` runs it, in its own process (apps/api/scripts/start.mjs: builds what is stale, then
 *      dist/main.js), NODE_ENV=production, logs at info (--log-level) into a file (api-server-process.ts);
 *   3. every simulated user logs in once (argon2: the slow part, 8 at a time), then all of them act at once
 *      (simulated-user.ts: quick search while typing, company and contact pages, bell, notifications page and "viewed",
 *      settings read and saved, own profile read and changed, inquiries list, quota and creation, token renewal), each
 *      thinking 1–4 s (--think 1000-4000) between two actions;
 *   4. after --warmup s (default 10, not counted), every request started during --duration s (default 60) is counted:
 *      requests, errors by status, p50/p95/p99/max client latency, requests per second, per route; the server's
 *      event-loop lag (Node's delay histogram, preloaded by server-event-loop-probe.mjs) and the CPU used by the API
 *      process, PostgreSQL and this client.
 * Every flag has its BENCH_* variable: BENCH_USERS, BENCH_DURATION_S, BENCH_WARMUP_S, BENCH_THINK_MS, BENCH_DATABASES,
 * BENCH_SIZE, BENCH_ORGANIZATIONS, BENCH_IDLE_USERS, BENCH_NOTIFICATIONS, BENCH_LOG_LEVEL, BENCH_SEED, BENCH_TIMEOUT_S.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import {
  BENCH_DATABASE_URL,
  BENCH_JWT_SECRET,
  createScratchDatabase,
  latencySummary,
  limitBenchDuration,
  onCleanup,
  postgresReachable,
  runCleanups,
  shutdownBench,
} from '../support/bench-harness';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { startApiServerProcess } from './api-server-process';
import type { EventLoopLag } from './api-server-process';
import { createLoadRecorder } from './load-recorder';
import type { LoadSummary } from './load-recorder';
import { LOAD_PASSWORD, prepareLoadDatabase } from './prepare-load-database';
import { postgresCpuSeconds } from './process-cpu';
import { LOAD_MIX, SimulatedUser } from './simulated-user';

const env = process.env;
const { values: flags } = parseArgs({
  options: {
    users: { type: 'string', default: env.BENCH_USERS ?? '200' },
    duration: { type: 'string', default: env.BENCH_DURATION_S ?? '60' },
    warmup: { type: 'string', default: env.BENCH_WARMUP_S ?? '10' },
    think: { type: 'string', default: env.BENCH_THINK_MS ?? '1000-4000' },
    databases: { type: 'string', default: env.BENCH_DATABASES ?? 'server,embedded' },
    size: { type: 'string', default: env.BENCH_SIZE ?? 'small' },
    organizations: { type: 'string', default: env.BENCH_ORGANIZATIONS ?? '4' },
    'idle-users': { type: 'string', default: env.BENCH_IDLE_USERS ?? '2000' },
    notifications: { type: 'string', default: env.BENCH_NOTIFICATIONS ?? '40' },
    'log-level': { type: 'string', default: env.BENCH_LOG_LEVEL ?? 'info' },
    seed: { type: 'string', default: env.BENCH_SEED ?? '20261123' },
    timeout: { type: 'string', default: env.BENCH_TIMEOUT_S ?? '1200' },
  },
});
const count = (name: keyof typeof flags, min: number): number => {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name}: an integer ≥ ${min} expected, got ${flags[name]}`);
  return value;
};
const USERS = count('users', 1);
const DURATION_S = count('duration', 1);
const WARMUP_S = count('warmup', 0);
const [THINK_MIN, THINK_MAX] = (flags.think ?? '').split('-').map(Number) as [number, number];
if (!(THINK_MIN >= 0 && THINK_MAX >= THINK_MIN)) throw new Error(`--think: min-max in ms expected, got ${flags.think}`);
const DATABASES = (flags.databases ?? '').split(',').filter(Boolean);
const SIZE = flags.size as 'small' | 'large';
if (SIZE !== 'small' && SIZE !== 'large') throw new Error(`--size: small or large, got ${flags.size}`);
const LOGIN_CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 15_000;

limitBenchDuration(count('timeout', 1));

interface DatabaseResult {
  readonly title: string;
  readonly summary: LoadSummary;
  readonly lag: EventLoopLag | null;
  readonly serverCpu: number;
  /** CPU seconds of the API process's busiest thread besides the main one (embedded: PGlite's worker). */
  readonly busiestOther: number;
  readonly postgresCpu: number | null;
  readonly load: string;
}

const loadAverage = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–');
const percent = (seconds: number, window: number) => `${Math.round((100 * seconds) / window)} %`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function runDatabase(kind: 'server' | 'embedded'): Promise<DatabaseResult> {
  const title = kind === 'server' ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`\n━━ ${title} ━━`);
  const workDir = mkdtempSync(join(tmpdir(), 'cible-bench-load-'));
  onCleanup(() => rmSync(workDir, { recursive: true, force: true }));
  const databaseUrl = kind === 'server' ? await createScratchDatabase('cible_bench_load') : '';
  const serverEnv: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: workDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: BENCH_JWT_SECRET,
    // Production needs an SMTP server; nothing in the mix sends mail, so nothing listens there.
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Production needs the key that seals mailbox passwords; a fresh one per run.
    MAIL_SECRET_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: flags['log-level'] ?? 'info',
  };

  const prepareStarted = performance.now();
  const db = await openDatabase(loadConfig(serverEnv).database, pino({ level: 'warn' }));
  const prepared = await prepareLoadDatabase(db, {
    size: SIZE,
    users: USERS,
    idleUsers: count('idle-users', 0),
    organizations: count('organizations', 1),
    notificationsPerUser: count('notifications', 0),
    onProgress: (message) => console.log(`  ${message}`),
  });
  await db.close();
  const rows = Object.entries(prepared.rowCounts).map(([table, rowCount]) => `${rowCount} ${table}`);
  console.log(`  database ready in ${((performance.now() - prepareStarted) / 1000).toFixed(1)} s: ${rows.join(', ')}`);

  const server = await startApiServerProcess(serverEnv, workDir);
  onCleanup(() => server.stop());
  console.log(`  API (npm start: apps/api/scripts/start.mjs → dist/main.js, pid ${server.pid}) ready at ${server.url} in ${server.readySeconds.toFixed(1)} s`);

  const recorder = createLoadRecorder();
  const settings = {
    baseUrl: server.url,
    recorder,
    targets: prepared,
    thinkMs: { min: THINK_MIN, max: THINK_MAX },
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    seed: count('seed', 0),
  };
  const users = prepared.accounts.map((account) => new SimulatedUser(account.email, LOAD_PASSWORD, account.licenceId, settings));
  const loginStarted = performance.now();
  const loginTimes: number[] = [];
  const pending = [...users];
  await Promise.all(
    Array.from({ length: LOGIN_CONCURRENCY }, async () => {
      for (let user = pending.shift(); user; user = pending.shift()) loginTimes.push(await user.logIn());
    }),
  );
  console.log(`  ${users.length} logins (${LOGIN_CONCURRENCY} at a time) in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s: ${latencySummary(loginTimes)}`);

  console.log(`  ${users.length} users acting, think ${THINK_MIN}–${THINK_MAX} ms; warm-up ${WARMUP_S} s, then ${DURATION_S} s measured (load average ${loadAverage()})`);
  const running = users.map((user) => user.run());
  await sleep(WARMUP_S * 1000);
  await server.eventLoopLag(); // the warm-up's period, discarded
  const clientLag = monitorEventLoopDelay({ resolution: 10 });
  clientLag.enable();
  const cpuAtStart = { server: server.cpuSeconds(), threads: server.threadCpuSeconds(), postgres: postgresCpuSeconds(), client: process.cpuUsage() };
  const loadAtStart = loadAverage();
  recorder.startWindow(DURATION_S);
  await sleep(DURATION_S * 1000);
  const lag = await server.eventLoopLag();
  const serverCpu = server.cpuSeconds() - cpuAtStart.server;
  const threads = [...server.threadCpuSeconds()].map(([tid, seconds]) => ({ tid, seconds: seconds - (cpuAtStart.threads.get(tid) ?? 0) }));
  const mainThread = threads.find((thread) => thread.tid === server.pid)?.seconds ?? 0;
  const busiestOther = Math.max(0, ...threads.filter((thread) => thread.tid !== server.pid).map((thread) => thread.seconds));
  const postgresCpu = kind === 'server' ? postgresCpuSeconds() - cpuAtStart.postgres : null;
  const clientCpu = process.cpuUsage(cpuAtStart.client);
  clientLag.disable();
  const load = `${loadAtStart} → ${loadAverage()}`;
  await Promise.all(running);

  const summary = recorder.summary();
  const errors = Object.entries(summary.errorsByStatus).map(([status, number]) => `${status}: ${number}`);
  console.log(`  requests ${summary.count} (${summary.requestsPerSecond.toFixed(1)}/s), errors ${summary.errors}${errors.length > 0 ? ` (${errors.join(', ')})` : ''}`);
  console.log(`  latency p50 ${ms(summary.p50)} · p95 ${ms(summary.p95)} · p99 ${ms(summary.p99)} · max ${ms(summary.max)}`);
  console.log('  per route                                                    count  errors    p50    p95    p99    max');
  for (const route of summary.routes) {
    console.log(
      `    ${route.route.padEnd(56)} ${String(route.count).padStart(6)} ${String(route.errors).padStart(7)} ${[route.p50, route.p95, route.p99, route.max].map((value) => value.toFixed(0).padStart(6)).join(' ')}`,
    );
  }
  for (const sample of summary.errorSamples) console.log(`  error: ${sample}`);
  if (summary.errors > 0) for (const line of server.loggedErrors(5)) console.log(`  API log: ${line}`);
  const lagText = lag ? `p50 ${lag.p50} ms · p95 ${lag.p95} ms · p99 ${lag.p99} ms · max ${lag.max} ms` : 'not read';
  console.log(`  server event-loop lag: ${lagText}`);
  const clientLagText = `p99 ${(clientLag.percentile(99) / 1e6 - 10).toFixed(1)} ms · max ${(clientLag.max / 1e6 - 10).toFixed(1)} ms`;
  const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
  console.log(
    `  CPU over ${DURATION_S} s: API process ${percent(serverCpu, DURATION_S)} of a core (main thread ${percent(mainThread, DURATION_S)}, busiest other thread ${percent(busiestOther, DURATION_S)}${kind === 'embedded' ? ', i.e. PGlite\'s worker' : ''})` +
      `${postgresCpu === null ? '' : `, postgres ${percent(postgresCpu, DURATION_S)}`}, bench client ${percent(clientCpuSeconds, DURATION_S)} (its event-loop lag ${clientLagText}); load average ${load}`,
  );

  await runCleanups();
  return { title, summary, lag, serverCpu, busiestOther, postgresCpu, load };
}

console.log(
  `load bench: ${USERS} users, ${DURATION_S} s (+${WARMUP_S} s warm-up), think ${THINK_MIN}–${THINK_MAX} ms, ${SIZE} data set, log level ${flags['log-level']}; ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadAverage()}, ${new Date().toISOString()}`,
);
console.log(`mix (weights): ${LOAD_MIX.join(', ')}`);
const results: DatabaseResult[] = [];
for (const kind of DATABASES) {
  if (kind !== 'server' && kind !== 'embedded') throw new Error(`--databases: server or embedded, got ${kind}`);
  if (kind === 'server' && !(await postgresReachable())) {
    console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
    continue;
  }
  results.push(await runDatabase(kind));
}

console.log('\n| Database | Requests | Requests/s | Errors | p50 | p95 | p99 | max | Event-loop lag p99 / max | CPU: API process (PGlite thread) / postgres | Load average |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { title, summary, lag, serverCpu, busiestOther, postgresCpu, load } of results) {
  const errors = Object.entries(summary.errorsByStatus).map(([status, number]) => `${number} × ${status}`);
  console.log(
    `| ${title} | ${summary.count} | ${summary.requestsPerSecond.toFixed(1)} | ${summary.errors}${errors.length > 0 ? ` (${errors.join(', ')})` : ''} | ` +
      `${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.p99)} | ${ms(summary.max)} | ${lag ? `${lag.p99} / ${lag.max} ms` : '–'} | ` +
      `${percent(serverCpu, DURATION_S)}${postgresCpu === null ? ` (${percent(busiestOther, DURATION_S)})` : ` / ${percent(postgresCpu, DURATION_S)}`} | ${load} |`,
  );
}
await shutdownBench(results.some((result) => result.summary.errors > 0) ? 1 : 0);

/**
 * What every benchmark script shares: the PostgreSQL server it may use, a scratch database created and dropped, the
 * clean-up registry run on exit, the self-imposed time limit, and the latency percentiles it prints.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server of the benchmarks (default: the tests' server). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The JWT secret the benchmarks' API servers sign with. */
export const BENCH_JWT_SECRET = 'bench-secret-of-at-least-thirty-two-characters!';

type Cleanup = () => Promise<void> | void;
const cleanups: Cleanup[] = [];
const beforeShutdown: (() => void)[] = [];

/** Registers a clean-up (run in reverse order by {@link runCleanups} and on shutdown). */
export function onCleanup(cleanup: Cleanup): void {
  cleanups.push(cleanup);
}

/** Registers something to do first when the process shuts down (e.g. kill child processes). */
export function onBeforeShutdown(action: () => void): void {
  beforeShutdown.push(action);
}

/** Runs and forgets the registered clean-ups, newest first; a failing one does not stop the others. */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => {});
}

/** Cleans up and exits with `code`. */
export async function shutdownBench(code: number): Promise<never> {
  for (const action of beforeShutdown) action();
  await runCleanups();
  process.exit(code);
}

/** Stops the whole run after `timeoutSeconds` (exit 2), and cleans up on Ctrl-C (exit 130). */
export function limitBenchDuration(timeoutSeconds: number): void {
  const deadline = setTimeout(() => {
    console.error(`\nbench: stopped after ${timeoutSeconds} s (BENCH_TIMEOUT_S)`);
    void shutdownBench(2);
  }, timeoutSeconds * 1000);
  deadline.unref();
  process.on('SIGINT', () => void shutdownBench(130));
}

/** The p-th percentile (nearest rank) of sorted values; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** "p50 … ms · p95 … ms · p99 … ms · max … ms (n=…)". */
export function latencySummary(values: readonly number[]): string {
  const sorted = [...values].sort((x, y) => x - y);
  const f = (value: number) => value.toFixed(1);
  return `p50 ${f(percentile(sorted, 50))} ms · p95 ${f(percentile(sorted, 95))} ms · p99 ${f(percentile(sorted, 99))} ms · max ${f(sorted.at(-1) ?? Number.NaN)} ms (n=${sorted.length})`;
}

/** Whether the benchmarks' PostgreSQL server answers. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: BENCH_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates `<prefix>_<random>` on the server, registers its drop, and returns its URL. */
export async function createScratchDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: BENCH_DATABASE_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

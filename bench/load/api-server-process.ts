/**
 * The API as `npm start` runs it, in its own process: `node apps/api/scripts/start.mjs` (builds the web app and the
 * API bundle when stale, then runs `apps/api/dist/main.js` in the same process), with the bench's event-loop probe
 * preloaded (server-event-loop-probe.mjs). Its output goes to a log file (read for the ready line); its CPU time is
 * read from /proc (process-cpu.ts).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onBeforeShutdown } from '../support/bench-harness';
import { processCpuSeconds, threadCpuSeconds } from './process-cpu';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const probeUrl = new URL('./server-event-loop-probe.mjs', import.meta.url).href;

/** The server's event-loop lag over a period (ms, from Node's event-loop delay histogram). */
export interface EventLoopLag {
  readonly samples: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

export interface ApiServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Seconds from spawn to the ready line (builds included). */
  readonly readySeconds: number;
  /** The lag since the previous call (or since start), and a new period begins. */
  eventLoopLag(): Promise<EventLoopLag | null>;
  /** The first `limit` distinct error lines of its log (pino level 50 and above), for the report. */
  loggedErrors(limit: number): string[];
  /** CPU seconds (user + system) the process has used so far (all its threads: PGlite's worker included). */
  cpuSeconds(): number;
  /** CPU seconds of each of its threads so far, by thread id (the main thread's id is `pid`). */
  threadCpuSeconds(): Map<number, number>;
  stop(): Promise<void>;
}

/** Starts the API with `env` (added to this process's environment) and resolves once it prints its ready line. */
export async function startApiServerProcess(env: Record<string, string>, workDir: string): Promise<ApiServerProcess> {
  const logFile = join(workDir, 'api.log');
  const probeFile = join(workDir, 'event-loop.jsonl');
  const log = openSync(logFile, 'a');
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', probeUrl, join('apps', 'api', 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, CIBLE_BENCH_PROBE_FILE: probeFile },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const kill = () => child.kill('SIGKILL');
  onBeforeShutdown(kill);
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Cible API ready at (http:\/\/\S+) in/.exec(readLog());
      if (match) {
        clearInterval(timer);
        child.removeAllListeners('exit');
        resolve(match[1]!);
      } else if (performance.now() - startedAt > 300_000) {
        clearInterval(timer);
        reject(new Error(`the API did not start in 300 s:\n${readLog().slice(-3000)}`));
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the API exited with ${code} before it was ready:\n${readLog().slice(-3000)}`));
    });
  });
  const readySeconds = (performance.now() - startedAt) / 1000;
  let linesRead = existsSync(probeFile) ? readFileSync(probeFile, 'utf8').split('\n').filter(Boolean).length : 0;

  return {
    url,
    pid: child.pid!,
    readySeconds,
    async eventLoopLag() {
      child.kill('SIGUSR2');
      const deadline = performance.now() + 5000;
      while (performance.now() < deadline) {
        const lines = existsSync(probeFile) ? readFileSync(probeFile, 'utf8').split('\n').filter(Boolean) : [];
        if (lines.length > linesRead) {
          linesRead = lines.length;
          return JSON.parse(lines.at(-1)!) as EventLoopLag;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    },
    loggedErrors(limit) {
      const lines = readLog()
        .split('\n')
        .filter((line) => /"level":(5|6)\d/.test(line))
        .map((line) => line.slice(0, 800));
      return [...new Set(lines)].slice(0, limit);
    },
    cpuSeconds: () => processCpuSeconds(child.pid!),
    threadCpuSeconds: () => threadCpuSeconds(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(kill, 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * CPU time of processes, read from Linux's /proc (user + system): the API process and each of its threads (the main
 * thread's event loop, PGlite's worker thread in embedded mode), and the PostgreSQL server's processes (all of them:
 * the machine's other databases included, so only meaningful on a quiet server).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (Linux: 100). */
const CLOCK_TICKS = 100;

function readStat(pid: number | string): { command: string; cpuSeconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { command, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS };
  } catch {
    return null;
  }
}

/** CPU seconds a process has used so far; 0 when it is gone. */
export function processCpuSeconds(pid: number): number {
  return readStat(pid)?.cpuSeconds ?? 0;
}

/** CPU seconds each thread of a process has used so far, by thread id (the main thread's id is the process id). */
export function threadCpuSeconds(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readStat(`${pid}/task/${tid}`);
      if (stat) threads.set(Number(tid), stat.cpuSeconds);
    }
  } catch {
    // the process is gone
  }
  return threads;
}

/** CPU seconds used so far by the running `postgres` processes (server and backends) of this machine. */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat?.command === 'postgres') total += stat.cpuSeconds;
  }
  return total;
}

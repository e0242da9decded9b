import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = new URL('..', import.meta.url).pathname;
/** Every migration of the journal is applied on an empty data dir. */
const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(apiRoot, 'src', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly readyMs: number;
  output(): string;
}

/** Starts `src/main.ts` (as `npm run dev` does, without watch) and waits for its "ready" line. */
function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', PORT: '0', DATABASE_URL: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 90_000);
    const onData = () => {
      const match = /Cible API ready at (http:\/\/\S+) in (\d+) ms/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ child, url: match[1]!, readyMs: Number(match[2]), output: () => output });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('main: the API process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cible-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty data dir, serves, stops on SIGTERM, and starts again on the same data (migrations idempotent)', async () => {
    for (const round of [1, 2]) {
      const started = await startMain({ DATA_DIR: dataDir });
      expect(started.readyMs).toBeGreaterThan(0);
      const health = await fetch(`${started.url}/v1/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'embedded' } });
      expect(started.output()).toContain(round === 1 ? `"applied":${MIGRATION_COUNT}` : '"applied":0');
      // Development on an empty database: the demo data is created once, and its logins printed each time.
      expect(started.output()).toMatch(/Demo logins \(password for all: Demo2026!\)/);
      expect(started.output()).toMatch(/15 Sender v2\s+sender-v2@atlas\.demo/);
      expect(started.output().includes('demo data created')).toBe(round === 1);
      expect(await stop(started.child)).toBe(0);
      expect(started.output()).toContain('"msg":"stopped"');
    }
  }, 240_000);

  it('refuses to start with an invalid configuration, naming the variable', async () => {
    const child = spawn(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 60_000);
});

import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../../scripts/build-if-stale';

/** A running API process serving the built web app, on a fresh temporary embedded database with the demo seed. */
export interface RunningApi {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The port of the API's in-process SMTP catcher (the local mailbox): a test writes a prospect's reply there. */
  readonly smtpCatcherPort: number;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts `node apps/api/dist/main.js` on a free port with a new DATA_DIR (the first start creates the database and
 * seeds the demo accounts) and waits until GET /v1/health answers 200. The process is always stopped by `stop()`,
 * and also when the test process exits.
 */
export async function startApi(options: { timeoutMs?: number } = {}): Promise<RunningApi> {
  const port = await freePort();
  const smtpCatcherPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cible-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', join(REPO_ROOT, 'apps/api/dist/main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      SMTP_CATCHER_PORT: String(smtpCatcherPort),
      // The sequence sender every second (default 30 s), so that a journey sees its mails without waiting.
      SEQUENCE_SENDER_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${baseUrl}/v1/health`);
      if (answer.status === 200) return { baseUrl, dataDir, smtpCatcherPort, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The API did not become healthy at ${baseUrl}/v1/health.\n${output.join('')}`);
}

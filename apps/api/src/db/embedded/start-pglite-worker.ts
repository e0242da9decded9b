import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromPgliteWorker, PgliteWorkerData, ToPgliteWorker } from './pglite-worker-protocol';

/** A running PGlite worker, reachable with `pg` at `{ host: socketDir, port: 5432 }`. */
export interface PgliteWorkerHandle {
  readonly socketDir: string;
  readonly port: number;
  /** Milliseconds PGlite took to open (includes initdb on first use). */
  readonly openMs: number;
  /** Stops the socket server, closes PGlite (flushing its files) and ends the thread. */
  stop(): Promise<void>;
}

/** Unix socket paths are limited to 107 bytes; keep a margin for `/.s.PGSQL.5432`. */
const MAX_SOCKET_DIR_LENGTH = 90;
const SOCKET_PORT = 5432;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts PGlite on `dataDir` in a worker thread. The socket lives beside the data dir (or in a private temp
 * folder when that path is too long for a unix socket). From the bundle the worker is `dist/pglite-worker.js`;
 * from the sources (tests, tsx) it is the TypeScript file, loaded through tsx.
 */
export async function startPgliteWorker(
  dataDir: string,
  onUnexpectedExit: (reason: string) => void = () => {},
): Promise<PgliteWorkerHandle> {
  const preferredDir = dirname(dataDir);
  const privateDir = preferredDir.length > MAX_SOCKET_DIR_LENGTH;
  const socketDir = privateDir ? mkdtempSync(join(tmpdir(), 'cible-pglite-')) : preferredDir;
  const data: PgliteWorkerData = { dataDir, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) };

  const entry = workerEntry();
  const worker = new Worker(entry.script, { eval: entry.eval, workerData: data, name: 'pglite' });
  let exited = false;
  worker.once('exit', () => {
    exited = true;
  });

  const openMs = await new Promise<number>((resolve, reject) => {
    const onMessage = (message: FromPgliteWorker) => {
      if (message.type === 'ready') {
        cleanup();
        resolve(message.openMs);
      } else if (message.type === 'failed') {
        cleanup();
        void worker.terminate();
        reject(new Error(`The embedded database could not open ${dataDir}: ${message.message}`));
      }
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The embedded database worker exited with code ${code} while opening ${dataDir}.`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
  });

  let stopping: Promise<void> | undefined;
  // After start-up, a worker that fails or ends on its own leaves the pool without a database: report it.
  worker.on('error', (error) => onUnexpectedExit(error.stack ?? error.message));
  worker.on('exit', (code) => {
    if (!stopping) onUnexpectedExit(`exit code ${code}`);
  });
  return {
    socketDir,
    port: SOCKET_PORT,
    openMs,
    stop() {
      stopping ??= (async () => {
        if (!exited) {
          const stopped = new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, STOP_TIMEOUT_MS);
            const onMessage = (message: FromPgliteWorker) => {
              if (message.type !== 'stopped') return;
              clearTimeout(timer);
              worker.off('message', onMessage);
              resolve();
            };
            worker.on('message', onMessage);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
          });
          worker.postMessage({ type: 'stop' } satisfies ToPgliteWorker);
          await stopped;
          await worker.terminate();
        }
        if (privateDir) rmSync(socketDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

/**
 * The bundled worker (`dist/pglite-worker.js`, beside `dist/main.js`) when it exists; otherwise, running from the
 * TypeScript sources (tests, tsx), a small bootstrap that registers tsx's loader (a dev dependency) in the worker
 * and imports the .ts entry (Node 20 ignores `--import` in a worker's execArgv).
 */
function workerEntry(): { script: string | URL; eval: boolean } {
  const bundled = new URL('./pglite-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return { script: bundled, eval: false };
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const script = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return { script, eval: true };
}

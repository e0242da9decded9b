/**
 * Worker-thread entry of the embedded database: opens PGlite on its data dir and serves it on a unix socket
 * with PGLiteSocketServer, so that the main thread talks to it with the ordinary `pg` driver and is never
 * blocked by a running query (PGlite runs each query synchronously in WASM).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { FromPgliteWorker, PgliteWorkerData, ToPgliteWorker } from './pglite-worker-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker must run in a worker thread.');
const { dataDir, socketPath } = workerData as PgliteWorkerData;
const post = (message: FromPgliteWorker) => port.postMessage(message);

async function start(): Promise<void> {
  const startedAt = performance.now();
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  // A socket file left by a crashed process would make listen() fail with EADDRINUSE; the data-dir lock held by
  // the main thread guarantees no live process owns it.
  rmSync(socketPath, { force: true });
  // Every connection shares PGlite's single session; the main thread keeps a pool of one connection.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  post({ type: 'ready', openMs: Math.round(performance.now() - startedAt) });

  port!.on('message', (message: ToPgliteWorker) => {
    if (message.type !== 'stop') return;
    void (async () => {
      await server.stop();
      await db.close();
      rmSync(socketPath, { force: true });
      post({ type: 'stopped' });
    })();
  });
}

start().catch((error: unknown) => {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});

import pg from 'pg';
import type { Logger } from 'pino';
import { copyCsvToEmbedded, copyCsvToServer } from './copy-csv';
import { runTransaction } from './run-transaction';
import type { Database } from './database';
import type { DatabaseConfig } from './database-config';
import { acquireDataDirLock } from './embedded/data-dir-lock';
import { startPgliteWorker } from './embedded/start-pglite-worker';
import { migrateDatabase } from './migrate-database';

/** How long a query waits for a free connection before failing (instead of hanging). */
const ACQUIRE_TIMEOUT_MS = 60_000;

/**
 * Opens the database described by `config`, applies the pending migrations and returns the {@link Database}.
 * Embedded: locks the data dir, starts PGlite in a worker thread and connects a pool of ONE connection to its
 * socket (PGlite has a single session). Server: a pool of `poolMax` connections to the URL.
 */
export async function openDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  const startedAt = performance.now();
  const database =
    config.kind === 'embedded'
      ? await openEmbedded(config.dataDir, logger)
      : openServer(config.url, config.poolMax, logger);
  try {
    const outcome = await migrateDatabase(database.pool);
    logger.info(
      {
        database: config.kind === 'embedded' ? { kind: 'embedded', dataDir: config.dataDir } : { kind: 'server' },
        migrations: outcome,
        ms: Math.round(performance.now() - startedAt),
      },
      'database ready',
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openEmbedded(dataDir: string, logger: Logger): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  let worker;
  try {
    worker = await startPgliteWorker(dataDir, (reason) =>
      logger.fatal({ dataDir, reason }, 'the embedded database worker stopped unexpectedly'),
    );
  } catch (error) {
    lock.release();
    throw error;
  }
  const pool = new pg.Pool({
    host: worker.socketDir,
    port: worker.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
  });
  logger.debug({ openMs: worker.openMs, dataDir }, 'embedded database worker started');
  const stopWorker = worker.stop;
  return createDatabase(
    'embedded',
    pool,
    logger,
    async () => {
      await stopWorker();
      lock.release();
    },
    (target, chunks) => copyCsvToEmbedded(pool, dataDir, target, chunks),
  );
}

function openServer(url: string, poolMax: number, logger: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'cible-api',
  });
  return createDatabase('server', pool, logger, async () => {}, (target, chunks) => copyCsvToServer(pool, target, chunks));
}

function createDatabase(
  kind: Database['kind'],
  pool: pg.Pool,
  logger: Logger,
  afterPoolEnd: () => Promise<void>,
  copyCsv: Database['copyCsv'],
): Database {
  // An idle connection that breaks (server restart, worker stopped) must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection failed'));
  let closing: Promise<void> | undefined;
  return {
    kind,
    pool,
    async query(text, values) {
      const result = await pool.query({ text, values: values ? [...values] : [] });
      return result.rows;
    },
    copyCsv,
    transaction: (work) => runTransaction(pool, work),
    async ping() {
      const startedAt = performance.now();
      await pool.query('SELECT 1');
      return Math.round((performance.now() - startedAt) * 10) / 10;
    },
    close() {
      closing ??= (async () => {
        try {
          await pool.end();
        } finally {
          await afterPoolEnd();
        }
      })();
      return closing;
    },
  };
}

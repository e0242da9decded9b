/**
 * The demo data of a first start: the `small` data set, loaded once into a database that has no data yet.
 * - `ensureDemoData(db)` loads it and resolves when done (about 4 s on PGlite, 3 s on PostgreSQL), or at once when
 *   data is there already (a completed load, or companies imported some other way).
 * - `startDemoDataLoad(db, logger)` does the same in the background and returns a handle whose `status()` the
 *   health endpoint shows, so that the server can listen first (first start stays well under 15 s).
 */
import type { DataLoadStatus } from '../../modules/health/data-load-status';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { DataSizeName } from './generate-data';
import { DEFAULT_SEED } from './generate-data';
import type { LoadOutcome, LoadProgress } from './load-generated-data';
import { DataAlreadyLoadedError, DataLoadInProgressError, loadGeneratedData } from './load-generated-data';

export interface EnsureDemoDataOptions {
  readonly logger?: Logger;
  /** Default `small`. */
  readonly size?: DataSizeName;
  readonly seed?: number;
  readonly onProgress?: (progress: LoadProgress) => void;
}

export type EnsureDemoDataResult =
  | { readonly loaded: true; readonly outcome: LoadOutcome }
  | { readonly loaded: false; readonly reason: 'already-loaded' | 'data-present' | 'load-in-progress' };

/** Whether a load completed before, and whether there are companies at all. */
async function dataState(db: Database): Promise<{ completed: boolean; hasCompanies: boolean }> {
  const [row] = await db.query<{ completed: boolean; has_companies: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM data_loads WHERE completed_at IS NOT NULL) AS completed,
            EXISTS (SELECT 1 FROM companies) AS has_companies`,
  );
  return { completed: row?.completed === true, hasCompanies: row?.has_companies === true };
}

/** Loads the demo data set into a database without data; resolves with what it did. */
export async function ensureDemoData(db: Database, options: EnsureDemoDataOptions = {}): Promise<EnsureDemoDataResult> {
  const state = await dataState(db);
  if (state.completed) return { loaded: false, reason: 'already-loaded' };
  const hasUnfinishedLoad = await db.query<{ id: number }>('SELECT id FROM data_loads WHERE completed_at IS NULL LIMIT 1');
  // Companies without any load recorded came from elsewhere (an import): never mix demo data into them.
  if (state.hasCompanies && hasUnfinishedLoad.length === 0) return { loaded: false, reason: 'data-present' };
  const size = options.size ?? 'small';
  options.logger?.info({ size }, 'loading the demo data set (empty database)');
  try {
    const outcome = await loadGeneratedData(db, size, { seed: options.seed ?? DEFAULT_SEED, onProgress: options.onProgress });
    options.logger?.info({ size, rows: outcome.rowCounts, ms: outcome.durationMs }, 'demo data set loaded');
    return { loaded: true, outcome };
  } catch (error) {
    if (error instanceof DataLoadInProgressError) return { loaded: false, reason: 'load-in-progress' };
    if (error instanceof DataAlreadyLoadedError) return { loaded: false, reason: 'data-present' };
    throw error;
  }
}


/** A background load and its status. */
export interface DemoDataLoad {
  status(): DataLoadStatus;
  /** Settles when the load is over (never rejects: a failure is logged and shown by `status()`). */
  readonly done: Promise<void>;
}

/**
 * Starts `ensureDemoData` in the background and returns at once. Call it after the server listens; pass the handle
 * to the health routes (`dataLoad`) so that `/v1/health` says `data: { state: 'loading', table, rows, … }`.
 */
export function startDemoDataLoad(db: Database, logger: Logger, options: Omit<EnsureDemoDataOptions, 'logger' | 'onProgress'> = {}): DemoDataLoad {
  let current: DataLoadStatus = { state: 'checking' };
  const done = ensureDemoData(db, {
    ...options,
    logger,
    onProgress: (progress) => {
      current = {
        state: 'loading',
        table: progress.table,
        rows: progress.rows,
        expectedRows: progress.expectedRows,
        elapsedMs: progress.elapsedMs,
        message: progress.message,
      };
    },
  }).then(
    (result) => {
      current = { state: 'ready', message: result.loaded ? `loaded in ${result.outcome.durationMs} ms` : result.reason };
    },
    (error: unknown) => {
      logger.error({ err: error }, 'the demo data set could not be loaded');
      current = { state: 'failed', message: error instanceof Error ? error.message : String(error) };
    },
  );
  return { status: () => current, done };
}

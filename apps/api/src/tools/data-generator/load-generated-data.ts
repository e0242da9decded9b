/**
 * Loads a generated data set into the database with COPY (CSV), in chunks, on both PostgreSQL and embedded PGlite
 * (see `Database.copyCsv`); never row by row. Progress (rows, rows/s per table) goes to `onProgress`.
 *
 * A load is recorded in `data_loads`. For big loads (the `large` size by default) the secondary indexes and the
 * foreign keys of the data tables are dropped first and rebuilt at the end (much faster than maintaining them row
 * by row); their definitions are saved in the load's row beforehand. A load that fails empties the data tables,
 * rebuilds what it dropped and forgets itself; one whose process died is cleaned up the same way by the next load.
 */
import { refreshCompanyContactCounts } from '../../db/company-contact-count';
import type { Database } from '../../db/database';
import { csvLine } from './csv';
import type { DataSetCounts, DataSizeName } from './generate-data';
import { createDataGenerator } from './generate-data';

/** The generated data tables, in load order (collective agreements are reference data, upserted, never emptied). */
export const DATA_TABLES = ['companies', 'offices', 'contacts', 'conferences', 'conference_program_entries', 'news'] as const;

/** Arbitrary constant key of the advisory lock that serialises the start of loads. */
const LOAD_LOCK_KEY = 4_207_010;
/** An unfinished load older than this is taken for dead (server mode; in embedded mode one process owns the data). */
const STALE_LOAD_MS = 30 * 60_000;

export interface LoadProgress {
  /** `prepare`: cleaning, dropping indexes; `copy`: a table is being copied; `indexes`: rebuilding; `done`. */
  readonly phase: 'prepare' | 'copy' | 'indexes' | 'finish' | 'done';
  readonly table?: string;
  /** Rows copied so far into `table`. */
  readonly rows: number;
  readonly expectedRows?: number;
  /** Rows per second of the current table so far. */
  readonly rowsPerSecond?: number;
  /** Milliseconds since the load started. */
  readonly elapsedMs: number;
  readonly message?: string;
}

export interface LoadOptions {
  readonly seed?: number;
  /** ISO date the data set is built around (default: today, UTC). */
  readonly referenceDate?: string;
  readonly onProgress?: (progress: LoadProgress) => void;
  /** Drop secondary indexes and foreign keys during the copy and rebuild them after. Default: for `large` only. */
  readonly deferIndexes?: boolean;
  /** Rows per COPY chunk (default 5 000). */
  readonly chunkRows?: number;
  /** Empty the data tables first when they hold data (TRUNCATE … CASCADE: rows of other tables that point at them go too). */
  readonly replace?: boolean;
}

export interface LoadOutcome {
  readonly loadId: number;
  readonly seed: number;
  readonly referenceDate: string;
  readonly rowCounts: Readonly<Record<string, number>>;
  /** Milliseconds spent copying each table. */
  readonly tableMs: Readonly<Record<string, number>>;
  /** Milliseconds spent rebuilding the deferred indexes and foreign keys. */
  readonly indexMs: number;
  readonly durationMs: number;
}

/** The data tables already hold rows and `replace` was not asked. */
export class DataAlreadyLoadedError extends Error {
  constructor(message = 'The data tables are not empty: pass `replace: true` (CLI: --replace) to load again.') {
    super(message);
    this.name = 'DataAlreadyLoadedError';
  }
}

/** Another process is loading data right now. */
export class DataLoadInProgressError extends Error {
  constructor(startedAt: Date) {
    super(`Another data load started at ${startedAt.toISOString()} is still running.`);
    this.name = 'DataLoadInProgressError';
  }
}

interface LoadRow {
  id: number;
  completed_at: Date | null;
  started_at: Date;
  deferred_ddl: string[];
}

export async function loadGeneratedData(
  db: Database,
  size: DataSizeName | DataSetCounts,
  options: LoadOptions = {},
): Promise<LoadOutcome> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  const report = (progress: Omit<LoadProgress, 'elapsedMs'>) => options.onProgress?.({ ...progress, elapsedMs: elapsed() });
  const generator = createDataGenerator({ size, seed: options.seed, referenceDate: options.referenceDate });
  const deferIndexes = options.deferIndexes ?? size === 'large';
  const chunkRows = options.chunkRows ?? 5_000;

  report({ phase: 'prepare', rows: 0, message: 'claiming the load' });
  const loadId = await claimLoad(db, String(typeof size === 'string' ? size : 'custom'), generator.seed, generator.referenceDate, options.replace === true);

  let deferred: string[] = [];
  try {
    if (deferIndexes) {
      report({ phase: 'prepare', rows: 0, message: 'dropping secondary indexes and foreign keys' });
      deferred = await dropSecondaryIndexesAndForeignKeys(db, loadId);
    }

    const rowCounts: Record<string, number> = {};
    const tableMs: Record<string, number> = {};
    for (const table of generator.tables) {
      const tableStartedAt = performance.now();
      let rows = 0;
      const rate = () => Math.round(rows / Math.max(0.001, (performance.now() - tableStartedAt) / 1000));
      report({ phase: 'copy', table: table.table, rows: 0, expectedRows: table.expectedRows });
      if (table.referential) {
        rows = await upsertReferential(db, table.table, table.columns, [...table.rows()]);
      } else {
        const chunks = async function* () {
          let chunk = '';
          let inChunk = 0;
          for (const row of table.rows()) {
            chunk += csvLine(row);
            inChunk += 1;
            if (inChunk === chunkRows) {
              yield chunk;
              rows += inChunk;
              report({ phase: 'copy', table: table.table, rows, expectedRows: table.expectedRows, rowsPerSecond: rate() });
              chunk = '';
              inChunk = 0;
              // Let the event loop breathe (a server may be answering requests meanwhile).
              await new Promise((resolve) => setImmediate(resolve));
            }
          }
          if (inChunk > 0) {
            yield chunk;
            rows += inChunk;
          }
        };
        const copied = await db.copyCsv({ table: table.table, columns: table.columns }, chunks());
        if (copied !== rows) throw new Error(`COPY into ${table.table} reported ${copied} rows, ${rows} were sent.`);
      }
      rowCounts[table.table] = rows;
      tableMs[table.table] = Math.round(performance.now() - tableStartedAt);
      report({ phase: 'copy', table: table.table, rows, expectedRows: rows, rowsPerSecond: rate() });
    }

    const indexStartedAt = performance.now();
    if (deferred.length > 0) {
      await restoreDeferredDdl(db, deferred, (statement, index) =>
        report({ phase: 'indexes', rows: index, expectedRows: deferred.length, message: statement.slice(0, 120) }),
      );
    }
    const indexMs = Math.round(performance.now() - indexStartedAt);

    report({ phase: 'finish', rows: 0, message: 'contact counts, sequences and statistics' });
    await refreshCompanyContactCounts(db);
    for (const table of DATA_TABLES) {
      await db.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM "${table}"), 0) + 1, false)`,
      );
      // VACUUM as well as ANALYZE: sets the rows' hint bits and the visibility map once, here, instead of on the first
      // searches, so that index-only scans (capped counts, docs/performance.md "Quick search") skip the table's pages.
      await db.query(`VACUUM (ANALYZE) "${table}"`);
    }
    // The quick search's common lexemes (migration 0045_quick_search_common_lexemes.sql): the TRUNCATE emptied them.
    await db.query('SELECT quick_search_common_lexemes_refresh()');
    const durationMs = elapsed();
    await db.query(
      `UPDATE data_loads SET completed_at = now(), row_counts = $2::jsonb, deferred_ddl = '[]'::jsonb, duration_ms = $3 WHERE id = $1`,
      [loadId, JSON.stringify(rowCounts), durationMs],
    );
    report({ phase: 'done', rows: Object.values(rowCounts).reduce((sum, count) => sum + count, 0) });
    return { loadId, seed: generator.seed, referenceDate: generator.referenceDate, rowCounts, tableMs, indexMs, durationMs };
  } catch (error) {
    // Undo what can be undone now; if even that fails (or the process dies), the next load does it (claimLoad).
    await abandonLoad(db, loadId, deferred).catch(() => {});
    throw error;
  }
}

/** Empties the data tables, rebuilds what the load dropped and forgets the load. */
async function abandonLoad(db: Database, loadId: number, deferred: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await truncateDataTables(tx);
    for (const statement of idempotent(deferred)) await tx.query(statement);
    await tx.query('DELETE FROM data_loads WHERE id = $1', [loadId]);
  });
}

/**
 * Starts a load under an advisory lock: refuses when data is loaded (unless `replace`) or another load runs;
 * cleans up after a dead load (restores its indexes, empties the tables); records the new load.
 */
async function claimLoad(db: Database, size: string, seed: number, referenceDate: string, replace: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOAD_LOCK_KEY]);
    const [last] = await tx.query<LoadRow>('SELECT id, completed_at, started_at, deferred_ddl FROM data_loads ORDER BY id DESC LIMIT 1');
    if (last && last.completed_at === null) {
      const stale = db.kind === 'embedded' || Date.now() - last.started_at.getTime() > STALE_LOAD_MS;
      if (!stale) throw new DataLoadInProgressError(last.started_at);
      await truncateDataTables(tx);
      for (const statement of idempotent(last.deferred_ddl)) await tx.query(statement);
      await tx.query('DELETE FROM data_loads WHERE id = $1', [last.id]);
    } else {
      const [loaded] = await tx.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM companies) AS found');
      if (loaded?.found) {
        if (!replace) throw new DataAlreadyLoadedError();
        await truncateDataTables(tx);
      }
    }
    const [inserted] = await tx.query<{ id: number }>('INSERT INTO data_loads (size, seed, reference_date) VALUES ($1, $2, $3) RETURNING id', [
      size,
      seed,
      referenceDate,
    ]);
    return inserted!.id;
  });
}

async function truncateDataTables(client: { query(text: string): Promise<unknown> }): Promise<void> {
  await client.query(`TRUNCATE ${DATA_TABLES.map((table) => `"${table}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

/** Upserts a small reference table in one statement (its rows may already be there). */
async function upsertReferential(db: Database, table: string, columns: readonly string[], rows: unknown[][]): Promise<number> {
  if (rows.length === 0) return 0;
  const values: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${values.push(value)}`).join(', ')})`);
  const updates = columns.filter((column) => column !== 'id').map((column) => `"${column}" = excluded."${column}"`);
  await db.query(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    values,
  );
  return rows.length;
}

/**
 * Saves then drops the secondary indexes (all but primary keys) and the foreign keys of the data tables; returns
 * the statements that rebuild them, indexes first.
 */
async function dropSecondaryIndexesAndForeignKeys(db: Database, loadId: number): Promise<string[]> {
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1) AND NOT x.indisprimary
      ORDER BY t.relname, i.relname`,
    [DATA_TABLES],
  );
  const foreignKeys = await db.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)
      ORDER BY 1, 2`,
    [DATA_TABLES],
  );
  const rebuild = [
    ...indexes.map((index) => `${index.definition};`),
    ...foreignKeys.map((key) => `ALTER TABLE ${key.table_name} ADD CONSTRAINT "${key.name}" ${key.definition};`),
  ];
  await db.query('UPDATE data_loads SET deferred_ddl = $2::jsonb WHERE id = $1', [loadId, JSON.stringify(rebuild)]);
  for (const key of foreignKeys) await db.query(`ALTER TABLE ${key.table_name} DROP CONSTRAINT "${key.name}"`);
  for (const index of indexes) await db.query(`DROP INDEX "${index.name}"`);
  return rebuild;
}

/** The rebuild statements made safe to run when some of them already ran (`IF NOT EXISTS`, guarded constraints). */
function idempotent(statements: readonly string[]): string[] {
  return statements.map((statement) => {
    const index = /^CREATE (UNIQUE )?INDEX (\S+) /.exec(statement);
    if (index) return statement.replace(/^CREATE (UNIQUE )?INDEX /, `CREATE $1INDEX IF NOT EXISTS `);
    const constraint = /^ALTER TABLE (\S+) ADD CONSTRAINT "([^"]+)" /.exec(statement);
    if (constraint) {
      const [, table, name] = constraint;
      return `DO $do$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = '${name}' AND conrelid = '${table}'::regclass) THEN ${statement.replace(/;$/, '')}; END IF; END $do$`;
    }
    return statement;
  });
}

/** Rebuilds the deferred indexes and foreign keys (with more maintenance memory on a server). */
async function restoreDeferredDdl(
  db: Database,
  statements: readonly string[],
  onStatement: (statement: string, index: number) => void,
): Promise<void> {
  for (const [index, statement] of statements.entries()) {
    onStatement(statement, index);
    await db.transaction(async (tx) => {
      if (db.kind === 'server') await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
      await tx.query(statement);
    });
  }
}

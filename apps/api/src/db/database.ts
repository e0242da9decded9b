import type { Pool, QueryResultRow } from 'pg';
import type { Transaction } from './run-transaction';

/** Where {@link Database.copyCsv} copies to: a table and its columns, in the CSV's order (plain snake_case names). */
export interface CsvCopyTarget {
  readonly table: string;
  readonly columns: readonly string[];
}

/**
 * The open database, the same object in both modes (embedded PGlite behind a socket, or a PostgreSQL server).
 * Repositories are the only code that runs SQL: hand-written, parameterised statements (`query`, `transaction`);
 * drizzle describes the schema (src/db/schema.ts) for the migrations and nothing else (docs/api.md "Database").
 *
 * Rules that keep the code portable to the embedded mode (one shared PGlite session, pool of one connection):
 * - inside a transaction, use the transaction handle only (a second pool query would wait for the only connection);
 * - no session-level `SET`: use `SET LOCAL` inside a transaction;
 * - no named prepared statements: they would collide in the shared session.
 */
export interface Database {
  readonly kind: 'embedded' | 'server';
  /** The underlying pool, for LISTEN/NOTIFY and COPY only; statements go through `query` and `transaction`. */
  readonly pool: Pool;
  /** Runs one parameterised statement (`$1`, `$2`…) and returns its rows. */
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /**
   * Bulk-loads CSV text into a table with `COPY … FROM … WITH (FORMAT csv)`: one COPY FROM STDIN stream on a
   * server; on the embedded database (whose socket cannot carry COPY FROM STDIN) each chunk is handed to PGlite as
   * a file in its data dir. Chunks are whole CSV lines. Resolves with the number of rows copied.
   * See src/db/copy-csv.ts.
   */
  copyCsv(target: CsvCopyTarget, chunks: Iterable<string> | AsyncIterable<string>): Promise<number>;
  /**
   * Runs `work` in one transaction on one connection: COMMIT when it returns, ROLLBACK when it throws or calls
   * `tx.rollback(value)`. The one way to run several statements atomically (src/db/run-transaction.ts).
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Round trip to the database; resolves with the latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  /** Closes the pool (and stops the embedded worker). Idempotent. */
  close(): Promise<void>;
}

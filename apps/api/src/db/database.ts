import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool, QueryResultRow } from 'pg';
import type * as schema from './schema';

/** Where {@link Database.copyCsv} copies to: a table and its columns, in the CSV's order (plain snake_case names). */
export interface CsvCopyTarget {
  readonly table: string;
  readonly columns: readonly string[];
}

/** The drizzle instance typed with the whole schema. */
export type Orm = NodePgDatabase<typeof schema>;

/**
 * The open database, the same object in both modes (embedded PGlite behind a socket, or a PostgreSQL server).
 * Repositories use `drizzle` (or `query` for hand-written SQL); nothing else in the API touches SQL.
 *
 * Rules that keep the code portable to the embedded mode (one shared PGlite session, pool of one connection):
 * - inside a transaction, use the transaction handle only (a second pool query would wait for the only connection);
 * - no session-level `SET`: use `SET LOCAL` inside a transaction;
 * - no named prepared statements (drizzle's `.prepare(name)`): they would collide in the shared session.
 */
export interface Database {
  readonly kind: 'embedded' | 'server';
  readonly drizzle: Orm;
  /** The underlying pool, for LISTEN/NOTIFY or streaming later; prefer `drizzle` and `query`. */
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
  /** Round trip to the database; resolves with the latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  /** Closes the pool (and stops the embedded worker). Idempotent. */
  close(): Promise<void>;
}

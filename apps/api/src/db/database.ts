import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool, QueryResultRow } from 'pg';
import type * as schema from './schema';

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
  /** Round trip to the database; resolves with the latency in milliseconds, rejects when unreachable. */
  ping(): Promise<number>;
  /** Closes the pool (and stops the embedded worker). Idempotent. */
  close(): Promise<void>;
}

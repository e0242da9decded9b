import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool, PoolClient } from 'pg';

/** Arbitrary constant key of the advisory lock that serialises migrations between API processes. */
const MIGRATION_LOCK_KEY = 4_207_001;

/** The committed SQL migrations: src/db/migrations from the sources, dist/migrations from the bundle. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface MigrationOutcome {
  /** Migrations applied by this call (0 when the database was up to date). */
  readonly applied: number;
  /** Migrations recorded in the database after this call. */
  readonly total: number;
}

/**
 * Applies the pending migrations with drizzle's migrator, on one connection holding an advisory lock, so that
 * several API processes starting together on one PostgreSQL server migrate once. Idempotent.
 */
export async function migrateDatabase(pool: Pool, migrationsFolder = MIGRATIONS_FOLDER): Promise<MigrationOutcome> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const before = await countApplied(client);
      await migrate(drizzle({ client }), { migrationsFolder });
      const total = await countApplied(client);
      return { applied: total - before, total };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

async function countApplied(client: PoolClient): Promise<number> {
  const exists = await client.query<{ found: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found",
  );
  if (!exists.rows[0]?.found) return 0;
  const result = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
  return result.rows[0]?.count ?? 0;
}

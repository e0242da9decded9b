import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/open-database';
import { migrationsFingerprint } from './migrations-fingerprint';
import { onMaintenanceDatabase, TEST_POSTGRES_URL, withDatabaseName } from './postgres-server';
import { createTestLogger } from './test-logger';

/**
 * A migrated, empty database on the test PostgreSQL server that each test file copies with `CREATE DATABASE …
 * TEMPLATE` (running the migrations took 2–4 s per file; a copy about a second). Named `<prefix>tpl_<fingerprint of the
 * migrations>`, so a new migration builds a new one (the older ones of the prefix are then dropped); it accepts no
 * connections, so copying it never finds it busy. Parallel test files race safely: each builds under a name of its
 * own, and the first rename wins.
 */
const templates = new Map<string, Promise<string>>();

export function postgresTemplate(prefix: string): Promise<string> {
  let template = templates.get(prefix);
  if (!template) {
    template = buildTemplate(prefix);
    templates.set(prefix, template);
    template.catch(() => templates.delete(prefix));
  }
  return template;
}

/** Creates the database `name` (which must not exist yet) as a copy of the template. */
export async function createDatabaseFromPostgresTemplate(name: string, prefix: string): Promise<void> {
  try {
    await onMaintenanceDatabase(`CREATE DATABASE "${name}" TEMPLATE "${await postgresTemplate(prefix)}"`);
  } catch (error) {
    // 3D000: the template was dropped meanwhile (a run of other migrations with the same prefix): build it again.
    if ((error as { code?: string }).code !== '3D000') throw error;
    templates.delete(prefix);
    await onMaintenanceDatabase(`CREATE DATABASE "${name}" TEMPLATE "${await postgresTemplate(prefix)}"`);
  }
}

async function buildTemplate(prefix: string): Promise<string> {
  const name = `${prefix}tpl_${migrationsFingerprint()}`;
  const existing = await databasesLike(`${prefix.replace(/_/g, '\\_')}tpl\\_%`);
  if (existing.includes(name)) return name;

  const building = `${prefix}tplb_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDatabase(`CREATE DATABASE "${building}"`);
  try {
    const db = await openDatabase({ kind: 'server', url: withDatabaseName(TEST_POSTGRES_URL, building), poolMax: 1 }, createTestLogger());
    await db.close();
    await onMaintenanceDatabase(`ALTER DATABASE "${building}" WITH ALLOW_CONNECTIONS false`);
    await onMaintenanceDatabase(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
  } catch (error) {
    await onMaintenanceDatabase(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    // 42P04: another test file renamed its template first; use it.
    if ((error as { code?: string }).code !== '42P04') throw error;
    return name;
  }
  // Templates of older migration sets (this prefix only: other people's runs keep theirs).
  for (const stale of existing) await onMaintenanceDatabase(`DROP DATABASE IF EXISTS "${stale}" WITH (FORCE)`);
  return name;
}

async function databasesLike(pattern: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern]);
    return result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

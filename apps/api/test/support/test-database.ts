import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../../src/db/database';
import type { DatabaseConfig } from '../../src/db/database-config';
import { openDatabase } from '../../src/db/open-database';
import { copyPgliteTemplate } from './pglite-template';
import { createDatabaseFromPostgresTemplate } from './postgres-template';
import { onMaintenanceDatabase, probePostgres, TEST_POSTGRES_URL, withDatabaseName } from './postgres-server';
import { createTestLogger } from './test-logger';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** A fresh, migrated database for one test file, and what is needed to reopen or discard it. */
export interface TestDatabase {
  readonly kind: TestDatabaseKind;
  readonly config: DatabaseConfig;
  /** The open database. */
  readonly db: Database;
  /** Closes and opens the same database again (migrations run again: they must be a no-op). */
  reopen(): Promise<Database>;
  /** Closes it and deletes its data (temp dir, or DROP DATABASE). */
  destroy(): Promise<void>;
}

/**
 * Opens a fresh database of `kind`: PGlite in a new temp dir (a copy of the migrated template), or a new database
 * `cible_test_<random>` on the test PostgreSQL server (a copy of the migrated template database there), so that
 * parallel test files never collide.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const logger = createTestLogger();
  let config: DatabaseConfig;
  let discard: () => Promise<void>;
  if (kind === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'cible-test-db-'));
    const dataDir = join(root, 'pgdata');
    await copyPgliteTemplate(dataDir);
    config = { kind: 'embedded', dataDir };
    discard = async () => rmSync(root, { recursive: true, force: true });
  } else {
    // TEST_DATABASE_PREFIX: the scratch databases' name prefix (parallel work on one server keeps to its own prefix).
    const prefix = /^[a-z_][a-z0-9_]{0,40}$/.test(process.env.TEST_DATABASE_PREFIX ?? '') ? process.env.TEST_DATABASE_PREFIX! : 'cible_test_';
    const name = `${prefix}${randomBytes(6).toString('hex')}`;
    await createDatabaseFromPostgresTemplate(name, prefix);
    config = { kind: 'server', url: withDatabaseName(TEST_POSTGRES_URL, name), poolMax: 4 };
    discard = () => onMaintenanceDatabase(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  let db = await openDatabase(config, logger);
  return {
    kind,
    config,
    get db() {
      return db;
    },
    async reopen() {
      await db.close();
      db = await openDatabase(config, logger);
      return db;
    },
    async destroy() {
      await db.close();
      await discard();
    },
  };
}

/** What a {@link describeEachDatabase} body receives: the database of the current variant, once opened. */
export interface DatabaseTestContext {
  readonly kind: TestDatabaseKind;
  /** The test database (available inside tests and hooks, not while collecting). */
  readonly database: TestDatabase;
  readonly db: Database;
}

const SETUP_TIMEOUT_MS = 120_000;
const postgres = await probePostgres();
let warned = false;

/**
 * Declares the same suite twice: against PGlite (always) and against PostgreSQL (`TEST_DATABASE_URL`, default
 * postgres://postgres@127.0.0.1:5432/test). Each variant gets its own fresh database for the whole suite.
 * When PostgreSQL is unreachable its variant is skipped with a visible warning, except with `CI=true`, where
 * that is a failure.
 */
export function describeEachDatabase(name: string, body: (context: DatabaseTestContext) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (kind === 'postgres' && !postgres.reachable) {
      const reason = `PostgreSQL at ${TEST_POSTGRES_URL} is unreachable (${postgres.reason})`;
      if (process.env.CI === 'true') {
        describe(`${name} [postgres]`, () => {
          it('has a reachable PostgreSQL server (required when CI=true)', () => {
            throw new Error(`${reason}. Start it or set TEST_DATABASE_URL.`);
          });
        });
      } else {
        if (!warned) {
          warned = true;
          console.warn(`⚠ ${reason}: the PostgreSQL variants of the API tests are SKIPPED (they fail when CI=true).`);
        }
        describe.skip(`${name} [postgres] (skipped: ${reason})`, () => body(unavailableContext(kind)));
      }
      continue;
    }
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      }, SETUP_TIMEOUT_MS);
      afterAll(async () => {
        await database?.destroy();
      }, SETUP_TIMEOUT_MS);
      body({
        kind,
        get database() {
          if (!database) throw new Error('The test database is opened in beforeAll: use it inside tests and hooks.');
          return database;
        },
        get db() {
          return this.database.db;
        },
      });
    });
  }
}

function unavailableContext(kind: TestDatabaseKind): DatabaseTestContext {
  return {
    kind,
    get database(): TestDatabase {
      throw new Error('skipped');
    },
    get db(): Database {
      throw new Error('skipped');
    },
  };
}

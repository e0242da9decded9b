import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { copyPgliteTemplate } from './support/pglite-template';
import { createTestLogger } from './support/test-logger';

describe('embedded database (PGlite in a worker thread)', () => {
  const root = mkdtempSync(join(tmpdir(), 'cible-embedded-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves several concurrent queries through its single connection without mixing results', async () => {
    const dataDir = join(root, 'concurrent', 'pgdata');
    await copyPgliteTemplate(dataDir);
    const db = await openDatabase({ kind: 'embedded', dataDir }, createTestLogger());
    try {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) => db.query<{ value: number }>('SELECT $1::int * 2 AS value', [index])),
      );
      expect(results.map((rows) => rows[0]?.value)).toEqual(Array.from({ length: 40 }, (_, index) => index * 2));
      // The socket and the lock live beside the data dir while it is open…
      expect(existsSync(join(root, 'concurrent', '.s.PGSQL.5432'))).toBe(true);
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
    } finally {
      await db.close();
    }
    // …and are gone once it is closed.
    expect(readdirSync(join(root, 'concurrent'))).toEqual(['pgdata']);
  }, 60_000);

  it('opens a data dir whose path is too long for a unix socket (socket moved to a private temp folder)', async () => {
    const dataDir = join(root, 'a-rather-long-folder-name-'.repeat(4), 'pgdata');
    expect(dataDir.length).toBeGreaterThan(100);
    await copyPgliteTemplate(dataDir);
    const db = await openDatabase({ kind: 'embedded', dataDir }, createTestLogger());
    try {
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * Replaces the embedded database in `dataDir` with the backup `file` (made by {@link backupEmbeddedDatabase}).
 * The server must be stopped. An existing data dir is not deleted: it is moved aside to
 * `<dataDir>.before-restore-<timestamp>` (returned as `previous`), to be removed by hand once the restore is checked.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  now: Date = new Date(),
): Promise<{ previous: string | null }> {
  const backup = readFileSync(file);
  const lock = acquireDataDirLock(dataDir);
  try {
    let previous: string | null = null;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      previous = `${dataDir}.before-restore-${now.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}`;
      renameSync(dataDir, previous);
    }
    mkdirSync(dirname(dataDir), { recursive: true });
    mkdirSync(dataDir, { recursive: true });
    const db = await PGlite.create({
      dataDir,
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([backup], { type: 'application/x-gzip' }),
    });
    try {
      await db.query('SELECT 1');
    } finally {
      await db.close();
    }
    return { previous };
  } finally {
    lock.release();
  }
}

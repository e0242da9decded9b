import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * Writes a consistent copy of the embedded database (`dataDir`) to `file`: PGlite's `dumpDataDir` (a gzipped
 * tarball of the whole data dir). The server must be stopped (the data-dir lock is required). The file is written
 * beside its final name, then renamed, so a failed backup never leaves a truncated file behind.
 */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const db = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      await db.query('CHECKPOINT');
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return { bytes: bytes.length };
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate-database';

/**
 * A short hash of every file of the migrations folder (names and contents), plus `extra` (a version): a migrated
 * template built for one fingerprint is never used for another set of migrations.
 */
export function migrationsFingerprint(extra = ''): string {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const entry of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

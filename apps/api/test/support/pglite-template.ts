import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../../src/db/open-database';
import { migrationsFingerprint } from './migrations-fingerprint';
import { createTestLogger } from './test-logger';

/**
 * A migrated, empty PGlite data dir shared by all test files (initdb plus migrations take seconds; a copy takes
 * milliseconds). Kept in the temp folder under a name derived from the migrations and the PGlite version, so a
 * new migration builds a new template. Parallel test files race safely: each builds its own copy and the first
 * rename wins.
 */
let template: Promise<string> | undefined;

export function pgliteTemplate(): Promise<string> {
  template ??= buildTemplate();
  return template;
}

/** Copies the template into `dataDir` (which must not exist yet). */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
}

async function buildTemplate(): Promise<string> {
  const root = join(tmpdir(), `cible-pglite-template-${templateKey()}`);
  const dataDir = join(root, 'pgdata');
  if (existsSync(join(root, 'complete'))) return dataDir;

  const building = `${root}.building-${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ kind: 'embedded', dataDir: join(building, 'pgdata') }, createTestLogger());
  await db.close();
  mkdirSync(join(building, 'complete'));
  try {
    renameSync(building, root);
  } catch {
    // Another test file won the race (or a stale incomplete template exists): use theirs when complete.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(root, 'complete'))) {
      rmSync(root, { recursive: true, force: true });
      return buildTemplate();
    }
  }
  return dataDir;
}

function templateKey(): string {
  // The package does not export its package.json: climb from its entry point (…/pglite/dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = JSON.parse(readFileSync(join(dirname(dirname(entry)), 'package.json'), 'utf8')) as { version: string };
  return migrationsFingerprint(pglite.version);
}

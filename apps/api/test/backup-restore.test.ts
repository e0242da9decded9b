import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupEmbeddedDatabase } from '../src/db/embedded/backup-embedded-database';
import { DataDirLockedError } from '../src/db/embedded/data-dir-lock';
import { openDatabase } from '../src/db/open-database';
import { copyPgliteTemplate } from './support/pglite-template';
import { createTestLogger } from './support/test-logger';

const run = promisify(execFile);
const apiRoot = new URL('..', import.meta.url).pathname;

/** Runs the backup/restore command as `npm run db:backup|db:restore` does (tsx on the sources). */
function dbCli(command: 'backup' | 'restore', file: string, dataDir: string) {
  return run(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/cli/db-cli.ts', command, file], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: apiRoot, NODE_ENV: 'development' },
  });
}

describe('embedded database backup and restore', () => {
  let workDir: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'cible-backup-'));
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('round-trips rows: write, back up, restore into a fresh data dir, read back', async () => {
    const source = join(workDir, 'source');
    await copyPgliteTemplate(join(source, 'pgdata'));
    const db = await openDatabase({ kind: 'embedded', dataDir: join(source, 'pgdata') }, createTestLogger());
    await db.query("INSERT INTO organizations (name) VALUES ('Société Générale'), ('Crédit Agricole')");
    await db.close();

    const file = join(workDir, 'backups', 'cible.tar.gz');
    const backup = await dbCli('backup', file, source);
    expect(backup.stdout).toContain('Backed up');
    expect(statSync(file).size).toBeGreaterThan(100_000);

    const target = join(workDir, 'target');
    const restore = await dbCli('restore', file, target);
    expect(restore.stdout).toContain('Restored');

    const restored = await openDatabase({ kind: 'embedded', dataDir: join(target, 'pgdata') }, createTestLogger());
    try {
      const rows = await restored.query<{ name: string }>('SELECT name FROM organizations ORDER BY name');
      expect(rows.map((row) => row.name)).toEqual(['Crédit Agricole', 'Société Générale']);
      const [extension] = await restored.query<{ plain: string }>("SELECT f_unaccent('Crédit') AS plain");
      expect(extension?.plain).toBe('Credit');
    } finally {
      await restored.close();
    }

    // Restoring over existing data keeps the previous data dir aside instead of deleting it.
    const again = await dbCli('restore', file, target);
    expect(again.stdout).toContain('previous data was moved');
    expect(readdirSync(target).some((name) => name.startsWith('pgdata.before-restore-'))).toBe(true);
  }, 120_000);

  it('refuses to back up a data dir that a running server holds', async () => {
    const dataDir = join(workDir, 'busy', 'pgdata');
    await copyPgliteTemplate(dataDir);
    const db = await openDatabase({ kind: 'embedded', dataDir }, createTestLogger());
    try {
      await expect(backupEmbeddedDatabase(dataDir, join(workDir, 'busy.tar.gz'))).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openDatabase({ kind: 'embedded', dataDir }, createTestLogger())).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await db.close();
    }
    expect(existsSync(join(workDir, 'busy.tar.gz'))).toBe(false);
  }, 60_000);

  it('explains that server mode is backed up with pg_dump', async () => {
    const result = await run(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/cli/db-cli.ts', 'backup', 'x.tar.gz'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: workDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', NODE_ENV: 'development' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 2 });
    expect((result as { stderr: string }).stderr).toContain('pg_dump');
  }, 30_000);
});

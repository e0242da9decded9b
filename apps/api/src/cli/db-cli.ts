/**
 * Backup and restore of the embedded database (the API server must be stopped):
 *   npm run -w @cible/api db:backup -- <file.tar.gz>
 *   npm run -w @cible/api db:restore -- <file.tar.gz>
 * From a built install: `node dist/db-cli.js backup|restore <file>`. Relative paths are taken from the directory
 * the command was typed in. With DATABASE_URL set (server mode), use pg_dump / pg_restore instead.
 */
import { isAbsolute, resolve } from 'node:path';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';
import { backupEmbeddedDatabase } from '../db/embedded/backup-embedded-database';
import { restoreEmbeddedDatabase } from '../db/embedded/restore-embedded-database';

const USAGE = 'usage: db-cli backup <file.tar.gz> | db-cli restore <file.tar.gz>';

async function run(argv: readonly string[]): Promise<number> {
  const [command, target] = argv;
  if ((command !== 'backup' && command !== 'restore') || target === undefined) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  if (config.database.kind !== 'embedded') {
    process.stderr.write('DATABASE_URL is set: back up the PostgreSQL server with pg_dump and restore with pg_restore.\n');
    return 2;
  }
  const file = isAbsolute(target) ? target : resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const startedAt = performance.now();
  if (command === 'backup') {
    const { bytes } = await backupEmbeddedDatabase(config.database.dataDir, file);
    process.stdout.write(
      `Backed up ${config.database.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${Math.round(performance.now() - startedAt)} ms.\n`,
    );
  } else {
    const { previous } = await restoreEmbeddedDatabase(config.database.dataDir, file);
    process.stdout.write(
      `Restored ${file} into ${config.database.dataDir} in ${Math.round(performance.now() - startedAt)} ms.\n` +
        (previous ? `The previous data was moved to ${previous} (delete it once the restore is checked).\n` : ''),
    );
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);

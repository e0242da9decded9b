/**
 * Loads a generated data set (docs/data.md):
 *   npm run -w @cible/api data:load -- --size small|large [--database-url postgres://…] [--seed N]
 *                                      [--reference-date YYYY-MM-DD] [--replace] [--defer-indexes|--keep-indexes]
 * Without --database-url it uses the server's configuration: DATABASE_URL, or the embedded database in DATA_DIR
 * (stop the server first: the embedded data dir is locked while it runs). From a built install:
 * `node dist/data-cli.js load --size small`.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../config';
import { ConfigError } from '../config-error';
import type { DatabaseConfig } from '../db/database-config';
import { DATA_SIZES, type DataSizeName } from '../tools/data-generator/generate-data';
import type { LoadProgress } from '../tools/data-generator/load-generated-data';
import { DataAlreadyLoadedError, loadGeneratedData } from '../tools/data-generator/load-generated-data';
import { openDatabase } from '../db/open-database';

const USAGE =
  'usage: data-cli load --size small|large [--database-url URL] [--seed N] [--reference-date YYYY-MM-DD] [--replace] [--defer-indexes|--keep-indexes]';

function formatProgress(progress: LoadProgress): string {
  const seconds = (progress.elapsedMs / 1000).toFixed(1).padStart(6);
  if (progress.phase === 'copy') {
    const expected = progress.expectedRows ? ` / ${progress.expectedRows.toLocaleString('fr-FR')}` : '';
    const rate = progress.rowsPerSecond ? `  ${progress.rowsPerSecond.toLocaleString('fr-FR')} rows/s` : '';
    return `${seconds} s  ${progress.table?.padEnd(28)} ${progress.rows.toLocaleString('fr-FR')}${expected}${rate}`;
  }
  return `${seconds} s  ${progress.phase.padEnd(28)} ${progress.message ?? ''}`;
}

async function run(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      size: { type: 'string', default: 'small' },
      'database-url': { type: 'string' },
      seed: { type: 'string' },
      'reference-date': { type: 'string' },
      replace: { type: 'boolean', default: false },
      'defer-indexes': { type: 'boolean' },
      'keep-indexes': { type: 'boolean' },
    },
  });
  if (positionals[0] !== 'load' || !(values.size! in DATA_SIZES)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const size = values.size as DataSizeName;
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) {
    process.stderr.write('--seed must be an integer.\n');
    return 2;
  }
  const databaseConfig: DatabaseConfig = values['database-url']
    ? { kind: 'server', url: values['database-url'], poolMax: 4 }
    : loadConfig().database;
  const db = await openDatabase(databaseConfig, pino({ level: 'warn' }));
  const interactive = process.stdout.isTTY === true;
  let lastLine = 0;
  let lastDone = '';
  try {
    process.stdout.write(
      `Loading the ${size} data set into ${databaseConfig.kind === 'embedded' ? `the embedded database in ${databaseConfig.dataDir}` : 'the PostgreSQL server'}…\n`,
    );
    const outcome = await loadGeneratedData(db, size, {
      seed,
      referenceDate: values['reference-date'],
      replace: values.replace,
      deferIndexes: values['keep-indexes'] ? false : values['defer-indexes'],
      onProgress: (progress) => {
        const now = performance.now();
        const tableDone = progress.phase === 'copy' && progress.expectedRows === progress.rows && progress.rows > 0;
        if (tableDone && lastDone === progress.table) return;
        if (tableDone) lastDone = progress.table ?? '';
        if (interactive) {
          process.stdout.write(`\r${formatProgress(progress).padEnd(100)}${tableDone || progress.phase !== 'copy' ? '\n' : ''}`);
        } else if (tableDone || progress.phase !== 'copy' || now - lastLine > 5_000) {
          process.stdout.write(`${formatProgress(progress)}\n`);
          lastLine = now;
        }
      },
    });
    process.stdout.write(`\nLoaded in ${(outcome.durationMs / 1000).toFixed(1)} s (indexes and foreign keys: ${(outcome.indexMs / 1000).toFixed(1)} s):\n`);
    for (const [table, rows] of Object.entries(outcome.rowCounts)) {
      const ms = outcome.tableMs[table] ?? 0;
      process.stdout.write(
        `  ${table.padEnd(28)} ${rows.toLocaleString('fr-FR').padStart(10)} rows  ${(ms / 1000).toFixed(1).padStart(6)} s  ${Math.round(rows / Math.max(ms / 1000, 0.001)).toLocaleString('fr-FR').padStart(9)} rows/s\n`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof DataAlreadyLoadedError) {
      process.stderr.write(`${error.message}\n`);
      return 3;
    }
    throw error;
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { loadGeneratedData } from '../../apps/api/src/tools/data-generator/load-generated-data';
import { createArgon2PasswordHasher } from '../../apps/api/src/security/password-hasher';
import { seedDemoData } from '../../apps/api/src/tools/seed/seed-demo-data';
import { BENCH_JWT_SECRET, createScratchDatabase, onCleanup } from './bench-harness';

export interface LoadedBenchDatabaseOptions {
  readonly kind: 'server' | 'embedded';
  /** Names the scratch database (`cible_bench_<name>_…`) and the temp data dir (`cible-bench-<name>-…`). */
  readonly name: string;
  /** The generated data set to load; absent: none (the demo accounts only, the bench inserts its own rows). */
  readonly size?: 'large' | 'small';
  /** An already loaded PostgreSQL database (BENCH_REUSE_DATABASE_URL) or PGlite data dir (BENCH_REUSE_DATA_DIR), kept. */
  readonly reuseDatabaseUrl?: string | undefined;
  readonly reuseDataDir?: string | undefined;
  /** More environment of the API's configuration (job switches, the mailbox secret…). */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * A bench's database, migrated, with the generated data set (when a size is given) and the demo accounts: a fresh scratch database (dropped at
 * the end) or temp data dir (removed), or the reused one. Prints which (with a reused one's row counts), the
 * loading progress by table and the load time.
 */
export async function openLoadedBenchDatabase(options: LoadedBenchDatabaseOptions) {
  const { kind, name, size, reuseDatabaseUrl, reuseDataDir, env = {} } = options;
  console.log(`\n━━ ${kind === 'server' ? 'PostgreSQL' : 'embedded PGlite'} ━━`);
  const reuse = kind === 'server' ? reuseDatabaseUrl : reuseDataDir;
  const dataDir = kind === 'embedded' && reuseDataDir ? reuseDataDir : mkdtempSync(join(tmpdir(), `cible-bench-${name}-`));
  if (dataDir !== reuseDataDir) onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = kind === 'server' ? (reuseDatabaseUrl ?? (await createScratchDatabase(`cible_bench_${name}`))) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(dataDir, 'web-not-built'),
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const logger = pino({ level: 'warn' });
  const db = await openDatabase(config.database, logger);
  onCleanup(() => db.close());
  if (reuse) {
    const [counts] = await db.query<{ companies: string; contacts: string; news: string }>(
      'SELECT (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM news) AS news',
    );
    console.log(`  reusing ${reuse}: ${counts?.companies} companies, ${counts?.contacts} contacts, ${counts?.news} news`);
  } else if (size !== undefined) {
    let lastTable = '';
    const loadStarted = performance.now();
    await loadGeneratedData(db, size, {
      onProgress: (progress) => {
        if (progress.table === lastTable) return;
        lastTable = progress.table ?? '';
        process.stdout.write(`  loading ${progress.phase} ${lastTable} (${Math.round(progress.elapsedMs / 1000)} s)\n`);
      },
    });
    console.log(`  ${size} loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  }
  await seedDemoData(db, createArgon2PasswordHasher());
  return { config, db, logger };
}

/**
 * Campaign sender benchmark: `npm run bench:campaign-send` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`; stops itself after BENCH_TIMEOUT_S, default 1800 s):
 * a fresh database with the demo accounts and one sent campaign of BENCH_TARGETS (default 100 000) targets, one planned
 * send each (campaign-send-fixture.ts, bulk INSERT … SELECT generate_series); a counting relay (smtp-server in this
 * process); then the sender alone in a child process pinned to one core (campaign-sender-process.ts, `taskset -c 1`:
 * claims of 100, DKIM, tracking, the journal address as a second envelope recipient) until every send is settled, the
 * throttle raised to 10 000 a second. Printed: mails, seconds, mails per second (wall), the sender's CPU seconds and
 * mails per CPU second (what one core would do on an idle machine), its RSS once started and at its peak, the load.
 * Checked: every send sent, each Message-ID received exactly once.
 */
import { cpus, loadavg } from 'node:os';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { BENCH_DATABASE_URL, limitBenchDuration, onBeforeShutdown, onCleanup, postgresReachable, runCleanups, shutdownBench } from '../support/bench-harness';
import { BENCH_JOURNAL, BENCH_MAIL_SECRET_KEY, createCampaignBenchData, startCountingRelay, startSenderChild } from './campaign-send-fixture';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const TARGETS = Number(env.BENCH_TARGETS ?? 100_000);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 1800);

limitBenchDuration(TIMEOUT_S);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}

async function runDatabase(kind: 'server' | 'embedded'): Promise<void> {
  const { config, db: opened, logger } = await openLoadedBenchDatabase({ kind, name: 'campaign', env: { MAIL_SECRET_KEY: BENCH_MAIL_SECRET_KEY.toString('base64') } });
  let db = opened;
  const loadStarted = performance.now();
  const data = await createCampaignBenchData(db, { targets: TARGETS, secretKey: BENCH_MAIL_SECRET_KEY });
  console.log(`  ${data.sendCount} planned sends in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  const relay = await startCountingRelay(null);
  onCleanup(() => relay.stop());
  // Embedded: the child owns the data dir while it runs.
  if (kind === 'embedded') await db.close();
  const child = startSenderChild({
    ...(config.database.kind === 'server' ? { DATABASE_URL: config.database.url } : { DATA_DIR: config.dataDir }),
    MAIL_SECRET_KEY: BENCH_MAIL_SECRET_KEY.toString('base64'),
    CAMPAIGN_SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: '10000',
    // The journal's copy goes in every envelope (its cost is measured); never read here: no claim expires without a crash.
    CAMPAIGN_JOURNAL_ADDRESS: BENCH_JOURNAL,
    CAMPAIGN_JOURNAL_IMAP_URL: 'imap://journal:unused@127.0.0.1:9/INBOX',
    LOG_LEVEL: 'warn',
  });
  onBeforeShutdown(() => child.process.kill('SIGKILL'));
  const exit = await child.exited;
  check(exit === '0', `the sender exited with ${exit}`);
  const window = child.window();
  const seconds = (window.until! - window.from!) / 1000;
  if (kind === 'embedded') {
    db = await openDatabase(config.database, logger);
    onCleanup(() => db.close());
  }
  const sent = relay.received.size;
  const cpuSeconds = window.cpuMs! / 1000;
  console.log('  mails     seconds  mails/s  CPU s  mails per CPU s  RSS at start  peak RSS  load average');
  console.log(
    `  ${String(sent).padStart(7)}  ${seconds.toFixed(1).padStart(8)}  ${Math.round(sent / seconds).toString().padStart(7)}  ${cpuSeconds.toFixed(1).padStart(5)}  ${Math.round(sent / cpuSeconds).toString().padStart(15)}  ${mib(window.rssAtStart!).padStart(12)}  ${mib(child.peakRss()).padStart(8)}  ${load()}`,
  );
  console.log(`  (seconds from the first run's start to the last run's end in the child; runs: ${JSON.stringify(child.totals)})`);
  const duplicates = [...relay.received.values()].filter((count) => count > 1).length;
  const statuses = await db.query<{ status: string; count: number }>('SELECT status, count(*)::int AS count FROM campaign_sends GROUP BY 1 ORDER BY 1');
  console.log(`  statuses: ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}; duplicates ${duplicates}`);
  check(duplicates === 0, `${duplicates} Message-IDs received twice`);
  check(sent === data.sendCount, `${sent} received of ${data.sendCount}`);
  await runCleanups();
}

console.log(`campaign send bench: ${TARGETS} targets, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${load()}, ${new Date().toISOString()}`);
try {
  for (const kind of DATABASES) {
    if (kind === 'server' && !(await postgresReachable())) {
      console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
      continue;
    }
    await runDatabase(kind as 'server' | 'embedded');
  }
  await shutdownBench(0);
} catch (error) {
  console.error(error);
  await shutdownBench(1);
}

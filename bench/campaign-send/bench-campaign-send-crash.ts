/**
 * Campaign sender crash test: `npm run bench:campaign-send-crash` (from the repository root; dovecot must be installed).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`): a fresh database with one sent campaign of
 * BENCH_TARGETS (default 100 000) targets (campaign-send-fixture.ts); dovecot (apps/api/test/support/dovecot.ts) with
 * the journal's mailbox; the counting relay in this process (never killed): it delivers the journal copy into the
 * journal's maildir (tmp/ then new/, as an MDA) before its 250 and counts every target's mail by Message-ID.
 * The sender child (campaign-sender-process.ts on one core; lease BENCH_LEASE_S, default 3 s; journal delay
 * BENCH_JOURNAL_DELAY_S, default 2 s; CAMPAIGN_JOURNAL_IMAP_URL on dovecot) is started, killed with SIGKILL
 * BENCH_KILLS (default 20) times at a random moment once it has sent a random number of further mails, restarted each
 * time; the last one runs until every send is settled and exits by itself (the parent reads the database only then: the
 * embedded PGlite belongs to the child while it lives).
 * Printed and checked: Message-IDs received twice (duplicates) and sends never received (lost): both 0; sends left
 * unknown (0); recovered from the journal; sent again after missing from it.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { startDovecot } from '../../apps/api/test/support/dovecot';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { BENCH_DATABASE_URL, limitBenchDuration, onBeforeShutdown, onCleanup, postgresReachable, runCleanups, shutdownBench } from '../support/bench-harness';
import { seededRandom } from '../support/seeded-random';
import { BENCH_JOURNAL, BENCH_MAIL_SECRET_KEY, createCampaignBenchData, startCountingRelay, startSenderChild } from './campaign-send-fixture';
import type { SenderChild } from './campaign-send-fixture';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const TARGETS = Number(env.BENCH_TARGETS ?? 100_000);
const KILLS = Number(env.BENCH_KILLS ?? 20);
const LEASE_S = Number(env.BENCH_LEASE_S ?? 3);
const JOURNAL_DELAY_S = Number(env.BENCH_JOURNAL_DELAY_S ?? 2);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 3600);
const JOURNAL_PASSWORD = 'Journal-Bench-2026';

limitBenchDuration(TIMEOUT_S);

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}

async function runDatabase(kind: 'server' | 'embedded'): Promise<void> {
  const { config, db: opened, logger } = await openLoadedBenchDatabase({ kind, name: 'campaign_crash', env: { MAIL_SECRET_KEY: BENCH_MAIL_SECRET_KEY.toString('base64') } });
  let db = opened;
  const data = await createCampaignBenchData(db, { targets: TARGETS, secretKey: BENCH_MAIL_SECRET_KEY });
  const dovecot = await startDovecot([{ name: BENCH_JOURNAL, password: JOURNAL_PASSWORD }]);
  onCleanup(() => dovecot.stop());
  // A first login creates the journal's maildir (INBOX); the relay then delivers into it.
  const login = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: BENCH_JOURNAL, pass: JOURNAL_PASSWORD }, logger: false });
  await login.connect();
  await login.mailboxOpen('INBOX');
  await login.logout();
  const maildir = join(dirname(dovecot.logFile), 'mail', BENCH_JOURNAL);
  check(existsSync(join(maildir, 'new')) && existsSync(join(maildir, 'tmp')), `no maildir at ${maildir}`);
  const relay = await startCountingRelay(maildir);
  onCleanup(() => relay.stop());
  console.log(`  ${data.sendCount} planned sends; lease ${LEASE_S} s, journal delay ${JOURNAL_DELAY_S} s; ${KILLS} kills`);
  if (kind === 'embedded') await db.close();

  const childEnv = {
    ...(config.database.kind === 'server' ? { DATABASE_URL: config.database.url } : { DATA_DIR: config.dataDir }),
    MAIL_SECRET_KEY: BENCH_MAIL_SECRET_KEY.toString('base64'),
    CAMPAIGN_SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN: '10000',
    CAMPAIGN_SEND_LEASE_SECONDS: String(LEASE_S),
    CAMPAIGN_JOURNAL_ADDRESS: BENCH_JOURNAL,
    CAMPAIGN_JOURNAL_IMAP_URL: `imap://${encodeURIComponent(BENCH_JOURNAL)}:${JOURNAL_PASSWORD}@${dovecot.host}:${dovecot.port}/INBOX`,
    CAMPAIGN_JOURNAL_DELAY_SECONDS: String(JOURNAL_DELAY_S),
    LOG_LEVEL: 'warn',
  };
  let child: SenderChild | null = null;
  onBeforeShutdown(() => child?.process.kill('SIGKILL'));
  const random = seededRandom(19);
  const receivedTotal = () => [...relay.received.values()].reduce((sum, count) => sum + count, 0);
  const started = performance.now();
  let kills = 0;
  const totals: Record<string, number> = {};
  const addTotals = (from: SenderChild) => {
    for (const [key, value] of Object.entries(from.totals)) totals[key] = (totals[key] ?? 0) + value;
  };
  let peak = 0;
  for (let kill = 1; kill <= KILLS; kill += 1) {
    child = startSenderChild(childEnv);
    let finished = false;
    void child.exited.then(() => (finished = true));
    // A random share of what is left, so that the kills spread over the whole send.
    const before = receivedTotal();
    const more = Math.max(10, Math.round(((0.5 + random()) * TARGETS) / (KILLS + 2)));
    while (!finished && receivedTotal() < before + more) await sleep(5);
    if (finished) {
      console.log(`  the sender finished before kill ${kill}`);
      addTotals(child);
      break;
    }
    await sleep(Math.floor(random() * 150));
    child.process.kill('SIGKILL');
    await child.exited;
    kills += 1;
    addTotals(child);
    peak = Math.max(peak, child.peakRss());
    console.log(`  kill ${String(kill).padStart(2)} at ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s: ${receivedTotal()} mails received, ${relay.journalCopies()} journal copies`);
  }
  child = startSenderChild(childEnv);
  const exit = await child.exited;
  addTotals(child);
  peak = Math.max(peak, child.peakRss());
  const seconds = (performance.now() - started) / 1000;
  check(exit === '0', `the last sender exited with ${exit}`);
  child = null;
  if (kind === 'embedded') {
    db = await openDatabase(config.database, logger);
    onCleanup(() => db.close());
  }
  const statuses = await db.query<{ status: string; count: number }>('SELECT status, count(*)::int AS count FROM campaign_sends GROUP BY 1 ORDER BY 1');
  const ids = (await db.query<{ message_id: string }>('SELECT message_id FROM campaign_sends')).map((row) => row.message_id);
  const duplicates = [...relay.received.values()].filter((count) => count > 1).length;
  const lost = ids.filter((id) => !relay.received.has(id)).length;
  const [unknown] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM campaign_sends WHERE status = 'unknown'");
  const [recovered] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM campaign_sends WHERE smtp_response LIKE 'found in the journal%'");
  const [resent] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM campaign_sends WHERE status = 'sent' AND attempts > 1");
  console.log(`  ${kills} kills; settled in ${seconds.toFixed(1)} s (${Math.round(data.sendCount / seconds)} mails/s overall, restarts and leases included); sender peak RSS ${(peak / 1024 / 1024).toFixed(0)} MiB`);
  console.log(`  statuses: ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`);
  console.log(`  received ${receivedTotal()} mails, ${relay.received.size} distinct Message-IDs: duplicates ${duplicates}, lost ${lost}, unknown ${unknown!.count}`);
  console.log(`  recovered from the journal: ${recovered!.count}; sent again (missing from the journal): ${resent!.count}; runs: ${JSON.stringify(totals)}`);
  console.log(`  load average ${load()}`);
  check(duplicates === 0, `${duplicates} duplicates`);
  check(lost === 0, `${lost} lost`);
  check(unknown!.count === 0, `${unknown!.count} unknown`);
  await runCleanups();
}

console.log(`campaign send crash test: ${TARGETS} targets, ${KILLS} × kill -9, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${load()}, ${new Date().toISOString()}`);
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

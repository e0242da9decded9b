/**
 * Sequence sender crash test: `npm run bench:sequence-sender-crash` (from the repository root; dovecot must be
 * installed). BENCH_DATABASE: `server` (default; PostgreSQL, the API child and this process share the database) or
 * `embedded` (PGlite: the API child owns the data dir, so this process never opens it while a child lives — the mails
 * are counted by the SMTP server of this process, and the database is read only after the last child has exited).
 *
 * 1. A scratch PostgreSQL database with the demo accounts; dovecot (apps/api/test/support/dovecot.ts) with the
 *    mailbox's login; an **auto-saving SMTP server** in this process: for each mail it takes, it first files the raw
 *    message in the login's "Sent" folder (IMAP APPEND on dovecot), then answers 250 — what Gmail or Microsoft do — and
 *    counts the mail by Message-ID (this process is never killed, so the count survives the API's deaths).
 * 2. 6 owners of Atlas Conseil with that mailbox (SMTP + IMAP, sealed with MAIL_SECRET_KEY), threshold 2000 each, an
 *    ongoing sequence each in a time zone where it is day time now (the window is real time here), BENCH_TARGETS
 *    (default 10 000) planned sends due now.
 * 3. The API (`apps/api/src/main.ts`, as `npm run dev` without watch) with SEQUENCE_SENDER=on, a run every 0.2 s and a
 *    lease of BENCH_LEASE_S (default 3) s: started, killed with SIGKILL BENCH_KILLS (default 20) times at a random
 *    moment once it has sent a few more mails, restarted each time; then left to finish (every send settled).
 *    Embedded: "settled" cannot be read in the database while the child runs; the child is left running until every
 *    send's Message-ID was received and no mail came for BENCH_QUIET_S (default 3 × the lease + 5) s, then stopped
 *    (SIGTERM); this process opens the data dir and counts the open sends; if any is left, a child runs again (at most 5
 *    times) before the final check.
 * 4. Printed and checked: Message-IDs received twice (duplicates) and sends never received (lost): both 0; sends in
 *    review (0: the probe finds the mailbox saves sent mail); recoveries from the Sent folder.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import pino from 'pino';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/open-database';
import type { Database } from '../../apps/api/src/db/database';
import { createArgon2PasswordHasher } from '../../apps/api/src/security/password-hasher';
import { seedDemoData } from '../../apps/api/src/tools/seed/seed-demo-data';
import { startDovecot } from '../../apps/api/test/support/dovecot';
import { BENCH_JWT_SECRET, createScratchDatabase, limitBenchDuration, onBeforeShutdown, onCleanup, postgresReachable, shutdownBench } from '../support/bench-harness';
import { seededRandom } from '../support/seeded-random';
import { BENCH_MAIL_SECRET_KEY, createSenderBenchData, startCountingSmtpServer } from './sender-bench-fixture';

const env = process.env;
const TARGETS = Number(env.BENCH_TARGETS ?? 10_000);
const KILLS = Number(env.BENCH_KILLS ?? 20);
const LEASE_S = Number(env.BENCH_LEASE_S ?? 3);
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 1800);
const DATABASE = env.BENCH_DATABASE ?? 'server';
const QUIET_S = Number(env.BENCH_QUIET_S ?? 3 * LEASE_S + 5);
if (DATABASE !== 'server' && DATABASE !== 'embedded') throw new Error(`BENCH_DATABASE: unknown ${DATABASE}`);
const LOGIN = 'envois@bench.test';
const PASSWORD = 'Bench-Secret-2026';
const apiRoot = new URL('../../apps/api/', import.meta.url).pathname;

limitBenchDuration(TIMEOUT_S);

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}

/** A time zone where the local hour is now between 8 and 19 (the sequences' window, 7–22, is open for a while). */
function dayTimeZone(now: Date): string {
  const zones = ['Europe/Paris', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Pacific/Auckland', 'Asia/Tokyo', 'Asia/Kolkata', 'Asia/Dubai', 'America/Sao_Paulo'];
  const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hour12: false }).format(now));
  const zone = zones.find((candidate) => hourIn(candidate) >= 8 && hourIn(candidate) <= 19);
  if (zone === undefined) throw new Error('no day-time zone in the list');
  return zone;
}

/** Starts the API as a child process and resolves once it prints its ready line. */
function startApi(envVars: Record<string, string>): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...envVars };
  // Embedded: no DATABASE_URL at all (the API then opens PGlite in DATA_DIR), whatever this shell exports.
  if (!('DATABASE_URL' in envVars)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--conditions=@cible/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Cible API ready at')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`API exited (${code ?? signal}) before ready:\n${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const embedded = DATABASE === 'embedded';
  if (!embedded && !(await postgresReachable())) {
    console.log('PostgreSQL not reachable: the crash test on the server needs it (the API child and this process share the database).');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cible-bench-crash-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = embedded ? undefined : await createScratchDatabase('cible_bench_crash');
  const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, JWT_SECRET: BENCH_JWT_SECRET, ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }) });
  const logger = pino({ level: 'warn' });
  /** This process's connection: always open on a server; embedded, only while no API child holds the data dir. */
  let db: Database | null = await openDatabase(config.database, logger);
  onCleanup(() => db?.close());
  const openDb = async (): Promise<Database> => (db ??= await openDatabase(config.database, logger));
  const releaseDb = async () => {
    if (!embedded || db === null) return;
    await db.close();
    db = null;
  };
  await seedDemoData(db, createArgon2PasswordHasher());

  const dovecot = await startDovecot([{ name: LOGIN, password: PASSWORD }]);
  onCleanup(() => dovecot.stop());
  const filer = new ImapFlow({ host: dovecot.host, port: dovecot.port, secure: false, doSTARTTLS: false, auth: { user: LOGIN, pass: PASSWORD }, logger: false });
  await filer.connect();
  await filer.mailboxCreate('Sent').catch(() => undefined);
  onCleanup(() => filer.logout().catch(() => undefined));
  // The auto-saving mailbox: filed in Sent before the 250.
  const smtp = await startCountingSmtpServer(async (raw) => {
    await filer.append('Sent', raw);
  });
  onCleanup(() => smtp.stop());

  const timezone = dayTimeZone(new Date());
  const data = await createSenderBenchData(db, {
    ownerCount: 6,
    threshold: 2000,
    targets: TARGETS,
    timezone,
    dueAt: new Date(Date.now() - 60_000),
    mailbox: { smtp: { host: '127.0.0.1', port: smtp.port }, imap: { host: dovecot.host, port: dovecot.port }, login: LOGIN, password: PASSWORD },
    secretKey: BENCH_MAIL_SECRET_KEY,
  });
  console.log(`  ${data.sendCount} planned sends of 6 owners, sequences in ${timezone}; lease ${LEASE_S} s; ${KILLS} kills; ${embedded ? 'embedded PGlite (the API child owns the data dir)' : 'PostgreSQL'}`);
  await releaseDb();

  const apiEnv = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    SMTP_URL: '',
    JWT_SECRET: BENCH_JWT_SECRET,
    MAIL_SECRET_KEY: BENCH_MAIL_SECRET_KEY.toString('base64'),
    SEED_DEMO_DATA: 'false',
    ALERT_JOBS: 'off',
    EXPORT_JOBS: 'off',
    SEQUENCE_SENDER: 'on',
    SEQUENCE_SENDER_INTERVAL_SECONDS: '0.2',
    SEQUENCE_SEND_LEASE_SECONDS: String(LEASE_S),
    MAILBOX_CHECK_TIMEOUT_SECONDS: '5',
  };
  let child: ChildProcess | null = null;
  onBeforeShutdown(() => child?.kill('SIGKILL'));
  const random = seededRandom(2026);
  const receivedTotal = () => [...smtp.received.values()].reduce((sum, count) => sum + count, 0);
  const started = performance.now();
  for (let kill = 1; kill <= KILLS; kill += 1) {
    child = await startApi(apiEnv);
    // Kill once it has sent some more mails, at a random moment of its work (during claims, SMTP, outcomes).
    const before = receivedTotal();
    const more = 20 + Math.floor(random() * 200);
    while (receivedTotal() < Math.min(before + more, TARGETS) && child.exitCode === null) await sleep(5);
    await sleep(Math.floor(random() * 150));
    child.kill('SIGKILL');
    await exited(child);
    console.log(`  kill ${String(kill).padStart(2)} at ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s: ${receivedTotal()} mails received`);
  }
  const openSendsSql = "SELECT count(*)::int AS count FROM sequence_sends WHERE status IN ('planned', 'claimed', 'failed_temp', 'unknown')";
  let seconds: number;
  if (!embedded) {
    child = await startApi(apiEnv);
    for (;;) {
      const [open] = await db!.query<{ count: number }>(openSendsSql);
      if (open!.count === 0) break;
      await sleep(200);
    }
    seconds = (performance.now() - started) / 1000;
    child.kill('SIGTERM');
    await exited(child);
    child = null;
  } else {
    // The child owns the data dir: run it until every Message-ID came and the SMTP side is quiet, stop it, then look.
    let settledAt: number | undefined;
    for (let round = 1; ; round += 1) {
      child = await startApi(apiEnv);
      let lastCount = receivedTotal();
      let lastChange = performance.now();
      while (child.exitCode === null) {
        await sleep(200);
        if (receivedTotal() !== lastCount) {
          lastCount = receivedTotal();
          lastChange = performance.now();
        }
        if (smtp.received.size >= data.sendCount && performance.now() - lastChange >= QUIET_S * 1000) break;
      }
      settledAt = lastChange;
      child.kill('SIGTERM');
      await exited(child);
      child = null;
      const [open] = await (await openDb()).query<{ count: number }>(openSendsSql);
      console.log(`  final round ${round}: child stopped, ${open!.count} open sends in the data dir`);
      if (open!.count === 0 || round >= 5) break;
      await releaseDb();
    }
    // The last mail's time (the quiet wait after it is the bench's, not the sender's).
    seconds = ((settledAt ?? performance.now()) - started) / 1000;
  }
  db = await openDb();

  const statuses = await db.query<{ status: string; count: number }>('SELECT status, count(*)::int AS count FROM sequence_sends GROUP BY 1 ORDER BY 1');
  const ids = (await db.query<{ message_id: string }>('SELECT message_id FROM sequence_sends')).map((row) => row.message_id);
  const duplicates = [...smtp.received.values()].filter((count) => count > 1).length;
  const lost = ids.filter((id) => !smtp.received.has(id)).length;
  const [recovered] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM sequence_sends WHERE smtp_response LIKE 'found in the Sent folder%'");
  const [resent] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM sequence_sends WHERE status = 'sent' AND attempts > 1");
  console.log(`  ${embedded ? 'last mail at' : 'settled in'} ${seconds.toFixed(1)} s (${Math.round(TARGETS / seconds)} mails/s overall, restarts included)`);
  console.log(`  statuses: ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`);
  console.log(`  received ${receivedTotal()} mails, ${smtp.received.size} distinct Message-IDs: duplicates ${duplicates}, lost ${lost}`);
  console.log(`  recovered from the Sent folder: ${recovered!.count}; sent again (missing from Sent): ${resent!.count}`);
  console.log(`  load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  check(duplicates === 0, `${duplicates} duplicates`);
  check(lost === 0, `${lost} lost`);
}

console.log(
  `sequence sender crash test: ${TARGETS} sends, ${KILLS} × kill -9, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
);
try {
  await main();
  await shutdownBench(0);
} catch (error) {
  console.error(error);
  await shutdownBench(1);
}

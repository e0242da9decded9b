/**
 * Sequence sender benchmark: `npm run bench:sequence-sender` (from the repository root).
 *
 * For each database (BENCH_DATABASES, default `server,embedded`; loopback only; stops itself after BENCH_TIMEOUT_S,
 * default 900 s): a fresh database with the demo accounts; 5 owners of Atlas Conseil with a connected SMTP + IMAP
 * mailbox pointing at a local counting SMTP server (smtp-server in this process), a daily threshold of
 * BENCH_THRESHOLD (default 1000) each and an ongoing sequence (all days, 7:00–22:00 Europe/Paris, one e-mail step);
 * BENCH_SEND_TARGETS (default 6000) targets, each with a planned send due before the day. The sender
 * (`app.sequenceSender.runOnce`, as the API's loop calls it, "now" passed in) then runs:
 *   1. at 06:30 Paris (window closed): nothing may be claimed;
 *   2. from 10:00 Paris, run after run until a run claims nothing: printed mails, seconds, mails per second, this
 *      process's RSS before and peak; checked: each owner sent exactly his threshold, no Message-ID twice;
 *   3. the next day at 10:00: the rest, same checks; all sends are then 'sent', each received once.
 */
import { cpus, loadavg } from 'node:os';
import { startMail } from '../../apps/api/src/mail/start-mail';
import { buildServer } from '../../apps/api/src/server/build-server';
import { openLoadedBenchDatabase } from '../support/open-loaded-bench-database';
import { BENCH_DATABASE_URL, limitBenchDuration, onCleanup, postgresReachable, runCleanups, shutdownBench } from '../support/bench-harness';
import { BENCH_MAIL_SECRET_KEY, createSenderBenchData, startCountingSmtpServer } from './sender-bench-fixture';

const env = process.env;
const DATABASES = (env.BENCH_DATABASES ?? 'server,embedded').split(',');
const TARGETS = Number(env.BENCH_SEND_TARGETS ?? 6000);
const THRESHOLD = Number(env.BENCH_THRESHOLD ?? 1000);
const OWNERS = 5;
const TIMEOUT_S = Number(env.BENCH_TIMEOUT_S ?? 900);

limitBenchDuration(TIMEOUT_S);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
/** A Paris instant of March 2026 (UTC+1). */
const paris = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 2, day, hour - 1, minute));

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}

async function runDatabase(kind: 'server' | 'embedded'): Promise<void> {
  const { config, db, logger } = await openLoadedBenchDatabase({ kind, name: 'send', env: { MAIL_SECRET_KEY: BENCH_MAIL_SECRET_KEY.toString('base64') } });
  const smtp = await startCountingSmtpServer();
  onCleanup(() => smtp.stop());
  const loadStarted = performance.now();
  const data = await createSenderBenchData(db, {
    ownerCount: OWNERS,
    threshold: THRESHOLD,
    targets: TARGETS,
    timezone: 'Europe/Paris',
    dueAt: paris(9, 23),
    mailbox: { smtp: { host: '127.0.0.1', port: smtp.port }, imap: { host: '127.0.0.1', port: 1 }, login: 'envois@bench.example', password: 'bench' },
    secretKey: BENCH_MAIL_SECRET_KEY,
  });
  console.log(`  ${data.sendCount} planned sends of ${OWNERS} owners (threshold ${THRESHOLD} a day each) in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
  const mail = await startMail(config.mail, logger);
  onCleanup(() => mail.close());
  const app = await buildServer({ config, db, mailer: mail.mailer, logger, mailCatcher: mail.catcher });
  onCleanup(() => app.close());
  await app.ready();

  const closed = await app.sequenceSender.runOnce(paris(10, 6, 30));
  check(closed.claimed === 0, `claimed ${closed.claimed} outside the window`);
  console.log('  06:30 Paris, window closed: 0 claimed');

  const sentByOwner = async (day: number) =>
    db.query<{ owner_user_id: number; count: number }>(
      `SELECT owner_user_id, count(*)::int AS count FROM sequence_sends
       WHERE status = 'sent' AND to_char(sent_at AT TIME ZONE 'Europe/Paris', 'DD')::int = $1 GROUP BY 1 ORDER BY 1`,
      [day],
    );
  console.log('  day        mails  seconds  mails/s  runs  RSS before  RSS peak');
  for (const day of [10, 11]) {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = performance.now();
    let sent = 0;
    let runs = 0;
    for (let second = 0; ; second += 1) {
      const result = await app.sequenceSender.runOnce(new Date(paris(day, 10).getTime() + second * 1000));
      runs += 1;
      sent += result.sent;
      check(result.retried === 0 && result.bounced === 0, `failures: ${JSON.stringify(result)}`);
      if (result.claimed === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `  2026-03-${day}  ${String(sent).padStart(5)}  ${seconds.toFixed(1).padStart(7)}  ${Math.round(sent / seconds).toString().padStart(7)}  ${String(runs).padStart(4)}  ${mib(before).padStart(10)}  ${mib(peak).padStart(8)}`,
    );
    const perOwner = await sentByOwner(day);
    const expected = Math.min(THRESHOLD, Math.max(0, Math.ceil(TARGETS / OWNERS) - (day - 10) * THRESHOLD));
    check(perOwner.every((row) => row.count <= THRESHOLD), `above the threshold: ${JSON.stringify(perOwner)}`);
    check(perOwner.every((row) => Math.abs(row.count - expected) <= 1), `per owner ${JSON.stringify(perOwner)}, expected about ${expected}`);
  }
  const duplicates = [...smtp.received.values()].filter((count) => count > 1).length;
  const [left] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM sequence_sends WHERE status <> 'sent'");
  check(duplicates === 0, `${duplicates} Message-IDs received twice`);
  check(left!.count === 0 || TARGETS > 2 * THRESHOLD * OWNERS, `${left!.count} sends not sent`);
  console.log(`  received ${smtp.received.size} distinct Message-IDs, ${duplicates} twice, ${left!.count} not sent; never above ${THRESHOLD} per owner per day`);
  console.log(`  load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}`);
  await runCleanups();
}

console.log(
  `sequence sender bench: ${TARGETS} sends, ${OWNERS} owners, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}, ${new Date().toISOString()}`,
);
for (const kind of DATABASES) {
  if (kind === 'server' && !(await postgresReachable())) {
    console.log(`\n━━ PostgreSQL: not reachable at ${BENCH_DATABASE_URL}, skipped ━━`);
    continue;
  }
  await runDatabase(kind as 'server' | 'embedded');
}
await shutdownBench(0);

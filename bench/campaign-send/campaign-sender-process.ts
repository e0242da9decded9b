/**
 * The campaign sender alone in a process (the benches' child, run on one core with `taskset -c 1`): the same pieces as
 * the API wires (apps/api/src/server/build-server.ts: claims, sources, contacts, tracker, relay transport, journal),
 * `runOnce(new Date())` in a loop until a run has nothing left to do (no send planned, claimed, failed_temp or
 * unknown), then exit 0. Environment: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), MAIL_SECRET_KEY,
 * CAMPAIGN_SMTP_URL, CAMPAIGN_MAILS_PER_SECOND_PER_DOMAIN, CAMPAIGN_SEND_LEASE_SECONDS, CAMPAIGN_JOURNAL_* (optional),
 * BENCH_CONCURRENCY (SMTP exchanges in flight, default 5), BENCH_BATCH (claim size, default 100).
 * Prints one JSON line per run on stdout (`{"run":…}`), `{"peakRss":…}` every second (the parent keeps the highest),
 * `{"sendingFrom":…, "rssAtStart":…}` once ready (after start-up and the database's opening) and `{"sendingUntil":…,
 * "cpuMs":…}` when done (the CPU time this process used while sending: the machine is shared, wall time is not).
 */
import pino from 'pino';
import { loadConfig, mailSecretKeyOf } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { createCampaignSendClaims } from '../../apps/api/src/modules/smart-mailing/campaign-send-claims';
import { createImapCampaignJournal, parseJournalImapUrl } from '../../apps/api/src/modules/smart-mailing/campaign-journal';
import { createCampaignSender, createRelayTransport } from '../../apps/api/src/modules/smart-mailing/campaign-sender';
import { createCampaignSenderRepository } from '../../apps/api/src/modules/smart-mailing/campaign-sender-repository';
import { createCampaignSendTrackingRepository } from '../../apps/api/src/modules/smart-mailing/campaign-send-tracking-repository';
import { createEmailTracker, TRACKING_UNSUBSCRIBE_PATH } from '../../apps/api/src/modules/sequence-tracking/email-tracker';
import { createTemplateTestSendRepository } from '../../apps/api/src/modules/template-test-send/template-test-send-repository';
import { createSecretBox } from '../../apps/api/src/security/secret-box';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' });
const logger = pino({ level: 'warn' });
const db = await openDatabase(config.database, logger);
const relayUrl = config.campaignSender.smtpUrl;
if (relayUrl === null) throw new Error('CAMPAIGN_SMTP_URL is required');
const tracker = createEmailTracker(createCampaignSendTrackingRepository(db));
const journal = config.campaignSender.journal;
const sender = createCampaignSender({
  claims: createCampaignSendClaims(db),
  sources: createCampaignSenderRepository(db),
  contacts: createTemplateTestSendRepository(db),
  secrets: createSecretBox(mailSecretKeyOf(config.mailbox)),
  notifier: { notify: async () => null },
  trackEmail: (html, token) => tracker.trackEmail(html, token, config.publicUrl),
  linksOf: (token) => ({ unsubscribeUrl: `${config.publicUrl}${TRACKING_UNSUBSCRIBE_PATH(token)}`, mirrorUrl: `${config.publicUrl}/v1/t/m/${token}`, unsubscribeMailto: null }),
  transport: () => createRelayTransport(relayUrl, 10_000),
  logger,
  journal: journal === null ? null : createImapCampaignJournal(journal.address, parseJournalImapUrl(journal.imapUrl), 10_000),
  options: {
    batchSize: Number(process.env.BENCH_BATCH ?? 100),
    leaseMs: config.campaignSender.leaseMs,
    mailsPerSecondPerDomain: config.campaignSender.mailsPerSecondPerDomain,
    journalDelayMs: journal?.delayMs,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 5),
  },
});

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const reporter = setInterval(() => process.stdout.write(`${JSON.stringify({ peakRss })}\n`), 1000);

const cpuAtStart = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ sendingFrom: Date.now(), rssAtStart: process.memoryUsage().rss })}\n`);
const openSql = "SELECT count(*)::int AS count FROM campaign_sends WHERE status IN ('planned', 'claimed', 'failed_temp', 'unknown')";
for (;;) {
  const run = await sender.runOnce(new Date());
  process.stdout.write(`${JSON.stringify({ run })}\n`);
  if (run.claimed > 0) continue;
  const [open] = await db.query<{ count: number }>(openSql);
  if (open!.count === 0) break;
  // Claims of a killed predecessor wait for their lease (then the journal): poll.
  await new Promise((resolve) => setTimeout(resolve, 200));
}
clearInterval(sampler);
clearInterval(reporter);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const cpu = process.cpuUsage(cpuAtStart);
process.stdout.write(`${JSON.stringify({ peakRss, sendingUntil: Date.now(), cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
await db.close();
process.exit(0);

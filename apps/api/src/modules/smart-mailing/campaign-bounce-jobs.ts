import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { IncomingMail } from '../../mail/incoming-mail';
import type { MailOutcome } from '../sequence-replies/sequence-replies-service';
import type { CampaignBounceAddress } from './campaign-bounce-envelope';
import { parseCampaignBounceImapUrl, readBounceMailbox } from './campaign-bounce-mailbox';
import { createCampaignBounceReader } from './campaign-bounce-reader';
import type { CampaignBounceReader } from './campaign-bounce-reader';
import { createCampaignBounceRepository } from './campaign-bounce-repository';

/** The queue of the campaign bounce reader (docs/adr/042-campaign-dsn-bounces.md). */
export const CAMPAIGN_BOUNCES_JOB = 'campaigns.read-bounces';

/** Every five minutes: a bounce only has to be known before the organisation's next campaign or import. */
export const CAMPAIGN_BOUNCES_CRON = '*/5 * * * *';

export interface CampaignBounceJobs {
  /** Queues a run now; resolves once queued. */
  trigger(): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * The bounce reader on pg-boss, like the sequences' reply reader (ADR 031): a `singleton` queue in the schema `pgboss`
 * of the same database (the embedded PGlite serves it too), scheduled every five minutes, one run at a time across
 * processes. Runs when CAMPAIGN_BOUNCE_IMAP_URL is set; off under NODE_ENV=test unless CAMPAIGN_BOUNCE_JOBS=on
 * (tests call `readOnce`).
 */
export async function startCampaignBounceJobs(db: Database, reader: CampaignBounceReader, logger: Logger, cron = CAMPAIGN_BOUNCES_CRON): Promise<CampaignBounceJobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'campaign bounces: pg-boss error'));
  await boss.start();
  if ((await boss.getQueue(CAMPAIGN_BOUNCES_JOB)) === null) {
    await boss.createQueue(CAMPAIGN_BOUNCES_JOB, { name: CAMPAIGN_BOUNCES_JOB, policy: 'singleton', retryLimit: 0, expireInSeconds: 600 });
  }
  await boss.schedule(CAMPAIGN_BOUNCES_JOB, cron, {}, { tz: 'UTC' });
  await boss.work(CAMPAIGN_BOUNCES_JOB, { pollingIntervalSeconds: 2 }, async () => {
    try {
      const run = await reader.readOnce();
      if (run.read > 0) logger.info({ outcomes: run.outcomes }, 'campaign bounces read');
    } catch (error) {
      // The mailbox unreachable or refusing the login: the next run tries again.
      logger.warn({ err: error }, 'campaign bounces: reading the bounce mailbox failed');
    }
  });
  return {
    trigger: () => boss.send(CAMPAIGN_BOUNCES_JOB, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** The bounce settings of the configuration (src/config.ts `campaignBounces`). */
export interface CampaignBounceSettings {
  readonly address: string | null;
  readonly verp: boolean;
  readonly imapUrl: string | null;
  readonly jobsEnabled: boolean;
}

/** The envelope sender of campaign mails (campaign-bounce-envelope.ts), null without CAMPAIGN_BOUNCE_ADDRESS. */
export const campaignBounceAddressOf = (settings: CampaignBounceSettings): CampaignBounceAddress | null =>
  settings.address === null ? null : { address: settings.address, verp: settings.verp };

/** The bounce reader of this process: null without CAMPAIGN_BOUNCE_IMAP_URL; its job when it runs here. */
export interface CampaignBounces {
  readonly reader: CampaignBounceReader | null;
  readonly jobs: CampaignBounceJobs | null;
}

/** Builds the bounce reader (and starts its job when switched on) from the configuration; the server stops the job on close. */
export async function startCampaignBounces(options: {
  readonly db: Database;
  readonly settings: CampaignBounceSettings;
  readonly sequenceReport: (ownerUserId: number, mail: IncomingMail) => Promise<MailOutcome>;
  readonly now: () => Date;
  readonly logger: Logger;
  readonly timeoutMs: number;
}): Promise<CampaignBounces> {
  if (options.settings.imapUrl === null) return { reader: null, jobs: null };
  const reader = createCampaignBounceReader({
    repository: createCampaignBounceRepository(options.db),
    mailbox: parseCampaignBounceImapUrl(options.settings.imapUrl),
    bounceAddress: options.settings.address,
    readMailbox: readBounceMailbox,
    sequenceReport: options.sequenceReport,
    now: options.now,
    logger: options.logger,
    timeoutMs: options.timeoutMs,
  });
  const jobs = options.settings.jobsEnabled ? await startCampaignBounceJobs(options.db, reader, options.logger) : null;
  return { reader, jobs };
}

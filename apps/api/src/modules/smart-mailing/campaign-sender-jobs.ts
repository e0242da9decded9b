import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { CampaignSender } from './campaign-sender';

/** The queue of the campaign sender's runs (docs/adr/038-campaign-sender.md "Job"). */
export const CAMPAIGN_SEND_JOB = 'campaigns.send';

/** Every minute (scheduled campaigns, retries); a send-now queues a run at once. */
export const CAMPAIGN_SEND_CRON = '* * * * *';

export interface CampaignSenderJobs {
  /** Queues a run now (after a send-now); resolves once queued. */
  trigger(): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * The campaign sender on pg-boss, like the sequence runner (ADR 029): queue `campaigns.send` in the schema `pgboss`
 * of the same database, `singleton` (one run at a time across processes; the claims' SKIP LOCKED guards the rest),
 * scheduled every minute, statements through the API's `Database` so the embedded PGlite serves it too; "now" is
 * the server's clock. Off under NODE_ENV=test unless CAMPAIGN_SENDER=on (tests call `runOnce`).
 */
export async function startCampaignSenderJobs(db: Database, sender: CampaignSender, clock: () => Date, logger: Logger): Promise<CampaignSenderJobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'campaign sender: pg-boss error'));
  await boss.start();
  if ((await boss.getQueue(CAMPAIGN_SEND_JOB)) === null) {
    await boss.createQueue(CAMPAIGN_SEND_JOB, { name: CAMPAIGN_SEND_JOB, policy: 'singleton', retryLimit: 1, retryDelay: 30, expireInSeconds: 3600 });
  }
  await boss.schedule(CAMPAIGN_SEND_JOB, CAMPAIGN_SEND_CRON, {});
  await boss.work(CAMPAIGN_SEND_JOB, { pollingIntervalSeconds: 2 }, async () => {
    const run = await sender.runOnce(clock());
    if (run.claimed > 0 || run.finished > 0) logger.info({ ...run }, 'campaign sender: run done');
  });
  return {
    trigger: () => boss.send(CAMPAIGN_SEND_JOB, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

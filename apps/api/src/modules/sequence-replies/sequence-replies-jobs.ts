import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { SequenceRepliesService } from './sequence-replies-service';

/** The queue of the reply reader: one run reads every owner's mailbox. */
export const SEQUENCE_REPLIES_JOB = 'sequences.read-replies';

/** Every minute: a reply stops a target before its next mail goes, in the common case. */
export const SEQUENCE_REPLIES_CRON = '* * * * *';

/** The running reply reader. */
export interface SequenceRepliesJobs {
  /** Queues a run now; resolves once queued, with the job id. */
  trigger(): Promise<string | null>;
  /** Stops polling and waits for the running job (server close). */
  stop(): Promise<void>;
}

/**
 * The reply reader on pg-boss (docs/adr/010-background-jobs-pg-boss.md, the alert jobs' set-up): a `singleton` queue
 * scheduled every minute in the schema `pgboss` of the same database (the embedded PGlite serves it too), so one run
 * at a time across processes. The run takes "now" from the server's clock (the service's `now`).
 */
export async function startSequenceRepliesJobs(db: Database, service: SequenceRepliesService, logger: Logger, cron = SEQUENCE_REPLIES_CRON): Promise<SequenceRepliesJobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'sequence replies job: pg-boss error'));
  await boss.start();
  if ((await boss.getQueue(SEQUENCE_REPLIES_JOB)) === null) {
    await boss.createQueue(SEQUENCE_REPLIES_JOB, { name: SEQUENCE_REPLIES_JOB, policy: 'singleton', retryLimit: 0, expireInSeconds: 600 });
  }
  await boss.schedule(SEQUENCE_REPLIES_JOB, cron, {}, { tz: 'UTC' });
  await boss.work(SEQUENCE_REPLIES_JOB, { pollingIntervalSeconds: 2 }, async () => {
    const run = await service.readAll();
    if (run.failures > 0 || run.outcomes.replied + run.outcomes.autoreplied + run.outcomes.bounced > 0) logger.info({ run }, 'sequence replies read');
  });
  return {
    trigger: () => boss.send(SEQUENCE_REPLIES_JOB, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

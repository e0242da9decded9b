import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { SequencePlanner } from './sequence-planner';

/** The queue of the planner's pass (ADR 029). */
export const SEQUENCE_PLAN_JOB = 'sequences.plan';

/** Every minute. */
export const SEQUENCE_PLAN_CRON = '* * * * *';

/** The running runner jobs. */
export interface SequenceRunnerJobs {
  /** Queues a planning pass now; resolves once queued, with the job id. */
  trigger(): Promise<string | null>;
  /** Stops polling and waits for the running pass (server close). */
  stop(): Promise<void>;
}

/**
 * The sequence runner's schedule on pg-boss, set up like the alerts' (ADR 010): the queue `sequences.plan` in the schema
 * `pgboss` of the same database, `singleton` (one pass at a time across processes; the planner's advisory lock guards
 * the rest), scheduled every minute; statements through the API's `Database` so the embedded PGlite serves it too.
 * The planner takes "now" from the server's clock. Off under NODE_ENV=test unless SEQUENCE_RUNNER=on.
 */
export async function startSequenceRunnerJobs(db: Database, planner: SequencePlanner, logger: Logger): Promise<SequenceRunnerJobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'sequence runner: pg-boss error'));
  await boss.start();
  if ((await boss.getQueue(SEQUENCE_PLAN_JOB)) === null) {
    await boss.createQueue(SEQUENCE_PLAN_JOB, { name: SEQUENCE_PLAN_JOB, policy: 'singleton', retryLimit: 1, retryDelay: 30, expireInSeconds: 600 });
  }
  await boss.schedule(SEQUENCE_PLAN_JOB, SEQUENCE_PLAN_CRON, {});
  await boss.work(SEQUENCE_PLAN_JOB, { pollingIntervalSeconds: 2 }, async () => {
    const result = await planner.run();
    if (result.processedTargetCount > 0) logger.info({ ...result }, 'sequence planner: pass done');
  });
  return {
    trigger: () => boss.send(SEQUENCE_PLAN_JOB, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

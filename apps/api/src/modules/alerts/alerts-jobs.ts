import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { AlertsService } from './alerts-service';

/** The queues of the alert jobs. */
export const ALERT_JOB = { match: 'alerts.match', digest: 'alerts.digest' } as const;
export type AlertJobName = (typeof ALERT_JOB)[keyof typeof ALERT_JOB];

/** The daily digest: 07:00, Paris time. */
export const ALERT_DIGEST_CRON = '0 7 * * *';
export const ALERT_JOBS_TIME_ZONE = 'Europe/Paris';

export interface AlertJobsOptions {
  /** The cron of `alerts.match` (default every 5 minutes; config ALERT_MATCH_CRON). */
  readonly matchCron: string;
}

/** The running alert jobs. */
export interface AlertJobs {
  /** Queues a run now (the dev route and the tests); resolves once queued, with the job id. */
  trigger(name: AlertJobName): Promise<string | null>;
  /** Stops polling and waits for the running jobs (server close). */
  stop(): Promise<void>;
}

/**
 * The alert jobs on pg-boss (docs/adr/010-background-jobs-pg-boss.md): its tables in the schema `pgboss` of the same
 * database, created by pg-boss at the first start; statements through the API's own `Database` (`executeSql`), so the
 * embedded PGlite's one connection serves it as well as a PostgreSQL pool. Both queues are `singleton` (one run at a
 * time across processes); the schedules are kept in the database, so several API processes schedule them once.
 */
export async function startAlertJobs(db: Database, service: AlertsService, logger: Logger, options: AlertJobsOptions): Promise<AlertJobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'alert jobs: pg-boss error'));
  await boss.start();
  for (const name of Object.values(ALERT_JOB)) {
    if ((await boss.getQueue(name)) === null) await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 2, retryDelay: 60, expireInSeconds: 900 });
  }
  await boss.schedule(ALERT_JOB.match, options.matchCron, {}, { tz: ALERT_JOBS_TIME_ZONE });
  await boss.schedule(ALERT_JOB.digest, ALERT_DIGEST_CRON, {}, { tz: ALERT_JOBS_TIME_ZONE });
  await boss.work(ALERT_JOB.match, { pollingIntervalSeconds: 2 }, async () => {
    await service.runMatch();
  });
  await boss.work(ALERT_JOB.digest, { pollingIntervalSeconds: 2 }, async () => {
    await service.runDigest();
  });
  return {
    trigger: (name) => boss.send(name, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

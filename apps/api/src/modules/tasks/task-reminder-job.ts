import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { TasksService } from './tasks-service';

/** The queue of the daily task reminder. */
export const TASK_REMINDER_JOB = 'tasks.remind';
/** Every day at 8:00, Paris time: the tasks due today (reminded once each: tasks.reminded_at). */
export const TASK_REMINDER_CRON = '0 8 * * *';
const TIME_ZONE = 'Europe/Paris';

export interface TaskReminderJob {
  /** Queues a run now (tests, the dev tools); resolves once queued, with the job id. */
  trigger(): Promise<string | null>;
  /** Stops polling and waits for the running job (server close). */
  stop(): Promise<void>;
}

/**
 * The daily task reminder on pg-boss (the alerts' set-up, ADR 010: schema `pgboss` of the same database, statements
 * through the API's `Database`; a `singleton` queue, the schedule kept in the database so that several processes
 * schedule it once). The run is `remindDueTasks` (tasks-service.ts): one notification per task due today, and a task
 * is reminded once even when runs overlap (its row is locked and marked in the transaction of its notification).
 */
export async function startTaskReminderJob(db: Database, service: Pick<TasksService, 'remindDueTasks'>, logger: Logger): Promise<TaskReminderJob> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'task reminder: pg-boss error'));
  await boss.start();
  if ((await boss.getQueue(TASK_REMINDER_JOB)) === null) {
    await boss.createQueue(TASK_REMINDER_JOB, { name: TASK_REMINDER_JOB, policy: 'singleton', retryLimit: 2, retryDelay: 60, expireInSeconds: 900 });
  }
  await boss.schedule(TASK_REMINDER_JOB, TASK_REMINDER_CRON, {}, { tz: TIME_ZONE });
  await boss.work(TASK_REMINDER_JOB, { pollingIntervalSeconds: 2 }, async () => {
    const count = await service.remindDueTasks();
    logger.info({ count }, 'task reminder: notifications sent');
  });
  return {
    trigger: () => boss.send(TASK_REMINDER_JOB, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

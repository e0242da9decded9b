import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../../db/database';
import type { ExportQueue } from './exports-service';

/** The queue of export runs: one job per export, `{ export_id }`. */
export const EXPORT_JOB = 'exports.run';

/** Runs after the first failure of a run: the file is started over (docs/adr/025-exports.md "Crash"). */
const RETRY_LIMIT = 2;

/** The running export jobs. */
export interface ExportJobs extends ExportQueue {
  /** Starts taking runs: `run` writes the file; `gaveUp` marks the export failed after the last retry. */
  work(run: (exportId: number) => Promise<void>, gaveUp: (exportId: number) => Promise<void>): Promise<void>;
  /** Stops polling and waits for the running jobs (server close). */
  stop(): Promise<void>;
}

/**
 * The export job on pg-boss (ADR 010, the alerts' set-up): the queue `exports.run` in the schema `pgboss` of the same
 * database, statements through the API's `Database` (so the embedded PGlite serves it too). A run that throws is
 * retried (at most twice, after 5 s); a process that dies mid-run leaves the job active until pg-boss expires it
 * (15 minutes) and hands it out again. The run itself guards the credits (exports-service.ts `run`).
 */
export async function startExportJobs(db: Database, logger: Logger): Promise<ExportJobs> {
  const boss = new PgBoss({
    db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await db.query(text, values) }) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'export jobs: pg-boss error'));
  await boss.start();
  if ((await boss.getQueue(EXPORT_JOB)) === null) {
    await boss.createQueue(EXPORT_JOB, { name: EXPORT_JOB, policy: 'standard', retryLimit: RETRY_LIMIT, retryDelay: 5, expireInSeconds: 900 });
  }
  return {
    async send(exportId) {
      await boss.send(EXPORT_JOB, { export_id: exportId });
    },
    async work(run, gaveUp) {
      await boss.work<{ export_id: number }>(EXPORT_JOB, { pollingIntervalSeconds: 0.5, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          try {
            await run(job.data.export_id);
          } catch (error) {
            logger.error({ err: error, exportId: job.data.export_id, retry: job.retryCount }, 'export job failed');
            if (job.retryCount >= RETRY_LIMIT) await gaveUp(job.data.export_id);
            throw error;
          }
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

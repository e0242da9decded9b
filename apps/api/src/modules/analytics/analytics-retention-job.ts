import type { Logger } from 'pino';
import type { AnalyticsService } from './analytics-service';

export interface AnalyticsRetentionJobOptions {
  /** First purge after the start (default one minute, out of the way of the start-up). */
  readonly firstRunMs?: number;
  /** Then every (default one day). */
  readonly intervalMs?: number;
}

/**
 * Runs the analytics retention purge (core's `analyticsRetentionCutoffs`: raw events 180 days, daily counts 25 months)
 * a minute after the start, then once a day; returns the function that stops it. A failed purge is logged and tried
 * again the next day. Timers do not keep the process alive.
 */
export function startAnalyticsRetentionJob(service: Pick<AnalyticsService, 'purgeExpired'>, logger: Logger, options: AnalyticsRetentionJobOptions = {}): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    try {
      const removed = await service.purgeExpired();
      if (removed.events > 0 || removed.dailyRows > 0) logger.info({ removed }, 'analytics retention: expired rows deleted');
    } catch (error) {
      logger.warn({ err: error }, 'analytics retention: purge failed');
    }
    if (!stopped) schedule(options.intervalMs ?? 86_400_000);
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  schedule(options.firstRunMs ?? 60_000);
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
  };
}

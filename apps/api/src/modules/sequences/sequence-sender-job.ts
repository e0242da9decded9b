import type { Logger } from 'pino';
import type { SequenceSender } from './sequence-sender';

/** The sender's loop in this process. */
export interface SequenceSenderJob {
  /** Stops the loop and waits for the run in progress (server close). */
  stop(): Promise<void>;
}

/**
 * Runs the sender every `intervalMs` in the API process (SEQUENCE_SENDER=on), one run at a time, "now" from `clock`.
 * Several processes may run it on one database: claims are exclusive (FOR UPDATE SKIP LOCKED, one owner at a time).
 * A process killed during a run leaves claimed sends that the next run of any process recovers after the lease.
 */
export function startSequenceSenderJob(sender: SequenceSender, options: { readonly intervalMs: number; readonly clock: () => Date; readonly logger: Pick<Logger, 'error'> }): SequenceSenderJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = sender
      .runOnce(options.clock())
      .then(
        () => undefined,
        (error: unknown) => options.logger.error({ err: error }, 'sequence sender: run failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, Math.min(options.intervalMs, 1000));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

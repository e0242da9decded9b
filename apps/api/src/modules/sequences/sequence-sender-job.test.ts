import { describe, expect, it } from 'vitest';
import type { SequenceSender, SequenceSenderRun } from './sequence-sender';
import { startSequenceSenderJob } from './sequence-sender-job';

const EMPTY: SequenceSenderRun = { claimed: 0, sent: 0, retried: 0, bounced: 0, expired: 0, foundInSent: 0, resent: 0, review: 0 };

describe('startSequenceSenderJob', () => {
  it('runs the sender again and again with the clock’s now, one run at a time, survives a failed run, and stop waits for the run in progress', async () => {
    const calls: Date[] = [];
    let running = 0;
    let overlapped = false;
    const sender: SequenceSender = {
      async runOnce(now) {
        calls.push(now);
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 15));
        running -= 1;
        if (calls.length === 2) throw new Error('a failed run');
        return EMPTY;
      },
    };
    let tick = 0;
    const errors: unknown[] = [];
    const job = startSequenceSenderJob(sender, {
      intervalMs: 5,
      clock: () => new Date(Date.UTC(2026, 2, 2, 9, 0, tick++)),
      logger: { error: (error: unknown) => errors.push(error) },
    });
    while (calls.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    await job.stop();
    const count = calls.length;
    expect(running).toBe(0);
    expect(overlapped).toBe(false);
    expect(errors).toHaveLength(1);
    expect(calls.slice(0, 3).map((date) => date.getUTCSeconds())).toEqual([0, 1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(calls.length).toBe(count);
  });
});

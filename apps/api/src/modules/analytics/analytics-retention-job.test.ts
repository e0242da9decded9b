import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnalyticsRetentionJob } from './analytics-retention-job';

const silent = pino({ level: 'silent' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startAnalyticsRetentionJob', () => {
  it('purges a minute after the start, then once a day, until stopped', async () => {
    const purgeExpired = vi.fn(async () => ({ events: 0, dailyRows: 0 }));
    const stop = startAnalyticsRetentionJob({ purgeExpired }, silent);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(purgeExpired).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(purgeExpired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
  });

  it('logs a failed purge and tries again the next day', async () => {
    const purgeExpired = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue({ events: 3, dailyRows: 1 });
    const logger = pino({ level: 'silent' });
    const warn = vi.spyOn(logger, 'warn');
    const info = vi.spyOn(logger, 'info');
    const stop = startAnalyticsRetentionJob({ purgeExpired }, logger, { firstRunMs: 10, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(10);
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(purgeExpired).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith({ removed: { events: 3, dailyRows: 1 } }, 'analytics retention: expired rows deleted');
    stop();
  });
});

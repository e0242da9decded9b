import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_EVENT_AGE_MS, analyticsCountedAt } from './analytics-counted-at';

describe('analyticsCountedAt', () => {
  const received = new Date('2026-05-04T10:00:00.000Z');
  it('keeps the browser’s instant within the day before reception, bounds it otherwise', () => {
    expect(ANALYTICS_MAX_EVENT_AGE_MS).toBe(86_400_000);
    expect(analyticsCountedAt(new Date('2026-05-04T09:59:55.000Z'), received).toISOString()).toBe('2026-05-04T09:59:55.000Z');
    expect(analyticsCountedAt(new Date('2026-05-03T10:00:00.000Z'), received).toISOString()).toBe('2026-05-03T10:00:00.000Z');
    expect(analyticsCountedAt(new Date('2026-04-01T00:00:00.000Z'), received).toISOString()).toBe('2026-05-03T10:00:00.000Z');
    expect(analyticsCountedAt(new Date('2027-01-01T00:00:00.000Z'), received).toISOString()).toBe('2026-05-04T10:00:00.000Z');
    expect(analyticsCountedAt(new Date(Number.NaN), received).toISOString()).toBe('2026-05-04T10:00:00.000Z');
  });

  it('property: the instant itself when it lies in [reception − 1 day, reception], else the nearer bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (offset) => {
        const counted = analyticsCountedAt(new Date(received.getTime() + offset), received).getTime() - received.getTime();
        const expected = offset > 0 ? 0 : offset < -86_400_000 ? -86_400_000 : offset;
        expect(counted).toBe(expected);
      }),
    );
  });
});

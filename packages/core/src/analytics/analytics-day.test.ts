import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_TIME_ZONE, analyticsDayOf } from './analytics-day';

/** An independent oracle: the calendar date Intl gives in Paris (en-CA writes YYYY-MM-DD). */
const parisDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

describe('analyticsDayOf', () => {
  it('counts in French time: 23:30 UTC in summer is already the next day in Paris, 22:59 UTC in winter is not', () => {
    expect(ANALYTICS_TIME_ZONE).toBe('Europe/Paris');
    expect(analyticsDayOf(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(analyticsDayOf(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(analyticsDayOf(new Date('2026-01-10T22:59:59Z'))).toBe('2026-01-10');
    expect(analyticsDayOf(new Date('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
  });

  it('refuses an invalid instant', () => {
    expect(() => analyticsDayOf(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('property: the day is the Paris calendar date of the instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (instant) => {
        expect(analyticsDayOf(instant)).toBe(parisDay(instant));
      }),
      { numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_PERIOD_MAX_DAYS, ANALYTICS_PERIOD_PRESETS, analyticsPeriodDays, checkAnalyticsPeriod, lastDaysPeriod } from './analytics-period';

const DAY_MS = 86_400_000;
/** Independent oracle: days as UTC epoch days (Date.UTC), formatted by hand. */
const epochDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const parisDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
const anyEpochDay = fc.integer({ min: epochDay('1990-01-01'), max: epochDay('2090-12-31') });

describe('checkAnalyticsPeriod', () => {
  it('accepts real dates in order, up to 366 days (a leap year whole)', () => {
    expect(checkAnalyticsPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ ok: true, value: { from: '2026-03-01', to: '2026-03-01' } });
    expect(checkAnalyticsPeriod({ from: '2024-01-01', to: '2024-12-31' }).ok).toBe(true);
    expect(checkAnalyticsPeriod({ from: '2024-02-29', to: '2024-03-01' }).ok).toBe(true);
  });

  it('refuses unreal dates, another format, reversed ends and periods over 366 days, with the reason', () => {
    for (const from of ['2026-02-30', '2025-02-29', '2026-13-01', '26-01-01', '2026-1-1', '2026-01-01T00:00:00Z', '', 'yesterday']) {
      expect(checkAnalyticsPeriod({ from, to: '2026-12-31' })).toEqual({ ok: false, error: { code: 'ANALYTICS.INVALID_PERIOD', details: { reason: 'date' } } });
    }
    expect(checkAnalyticsPeriod({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ ok: false, error: { code: 'ANALYTICS.INVALID_PERIOD', details: { reason: 'order' } } });
    expect(checkAnalyticsPeriod({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      ok: false,
      error: { code: 'ANALYTICS.INVALID_PERIOD', details: { reason: 'length', max_days: ANALYTICS_PERIOD_MAX_DAYS } },
    });
  });

  it('property: a period of real dates is accepted exactly when from ≤ to and it spans at most 366 days', () => {
    fc.assert(
      fc.property(anyEpochDay, fc.integer({ min: -400, max: 400 }), (start, length) => {
        const from = isoOfEpochDay(start);
        const to = isoOfEpochDay(start + length);
        const expected = length >= 0 && length + 1 <= 366;
        expect(checkAnalyticsPeriod({ from, to }).ok).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('analyticsPeriodDays', () => {
  it('lists every day, ends included, across months and a leap day', () => {
    expect(analyticsPeriodDays({ from: '2024-02-27', to: '2024-03-02' })).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(analyticsPeriodDays({ from: '2026-03-29', to: '2026-03-29' })).toEqual(['2026-03-29']);
    expect(analyticsPeriodDays({ from: 'nope', to: '2026-03-29' })).toEqual([]);
  });

  it('property: the days are the consecutive calendar days from `from` to `to`', () => {
    fc.assert(
      fc.property(anyEpochDay, fc.integer({ min: 0, max: 365 }), (start, length) => {
        const days = analyticsPeriodDays({ from: isoOfEpochDay(start), to: isoOfEpochDay(start + length) });
        expect(days).toEqual(Array.from({ length: length + 1 }, (_, index) => isoOfEpochDay(start + index)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('lastDaysPeriod', () => {
  it('is the last 30 days by default, today (French day) included', () => {
    expect(ANALYTICS_PERIOD_PRESETS).toEqual([30, 7, 90]);
    expect(lastDaysPeriod(new Date('2026-05-31T22:30:00Z'))).toEqual({ from: '2026-05-03', to: '2026-06-01' });
    expect(lastDaysPeriod(new Date('2026-05-31T12:00:00Z'), 7)).toEqual({ from: '2026-05-25', to: '2026-05-31' });
    expect(() => lastDaysPeriod(new Date(), 0)).toThrow(RangeError);
    expect(() => lastDaysPeriod(new Date(), 367)).toThrow(RangeError);
  });

  it('property: N days ending on the Paris day of now, and a valid period', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 366 }),
        (now, days) => {
          const period = lastDaysPeriod(now, days);
          expect(period.to).toBe(parisDay(now));
          expect(epochDay(period.to) - epochDay(period.from) + 1).toBe(days);
          expect(checkAnalyticsPeriod(period).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

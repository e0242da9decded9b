import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPeriodDays } from './analytics-period';
import { dailyUsageOf, type DailyUsage } from './daily-usage';

describe('dailyUsageOf', () => {
  it('has a value for every day of the period, zero where nothing was recorded, days outside left out', () => {
    const recorded: DailyUsage[] = [
      { day: '2026-04-02', event_count: 5, user_count: 2 },
      { day: '2026-04-09', event_count: 1, user_count: 1 },
    ];
    expect(dailyUsageOf({ from: '2026-04-01', to: '2026-04-03' }, recorded)).toEqual([
      { day: '2026-04-01', event_count: 0, user_count: 0 },
      { day: '2026-04-02', event_count: 5, user_count: 2 },
      { day: '2026-04-03', event_count: 0, user_count: 0 },
    ]);
  });

  it('property: one value per day in order; the recorded days of the period keep their counts, the others are 0', () => {
    const period = { from: '2026-01-01', to: '2026-03-31' };
    const days = analyticsPeriodDays(period);
    const usage = fc.record({
      day: fc.constantFrom(...days, '2025-12-31', '2026-04-01'),
      event_count: fc.integer({ min: 1, max: 1000 }),
      user_count: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(usage, { selector: (entry) => entry.day, maxLength: 40 }), (recorded) => {
        const result = dailyUsageOf(period, recorded);
        expect(result.map((entry) => entry.day)).toEqual(days);
        const inPeriod = recorded.filter((entry) => days.includes(entry.day));
        expect(result.reduce((sum, entry) => sum + entry.event_count, 0)).toBe(inPeriod.reduce((sum, entry) => sum + entry.event_count, 0));
        for (const entry of result) {
          const found = recorded.find((candidate) => candidate.day === entry.day);
          expect(entry).toEqual(found ?? { day: entry.day, event_count: 0, user_count: 0 });
        }
      }),
    );
  });
});

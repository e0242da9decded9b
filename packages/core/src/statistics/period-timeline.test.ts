import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { statisticsPeriodGrouping } from './period-grouping';
import { periodTimeline } from './period-timeline';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayNumber = fc.integer({ min: Date.UTC(2024, 0, 1) / DAY_MS, max: Date.UTC(2027, 0, 1) / DAY_MS });

/** Oracle: a period's counts are the sum over the days d of the range with start ≤ d < the next period's start. */
function oracle(from: string, to: string, days: { day: string; sent: number; opened: number }[], starts: string[]) {
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? '9999-12-31';
    const inside = days.filter((day) => day.day >= from && day.day <= to && day.day >= start && day.day < end);
    return { period_start: start, sent: inside.reduce((sum, day) => sum + day.sent, 0), opened: inside.reduce((sum, day) => sum + day.opened, 0) };
  });
}

describe('periodTimeline', () => {
  it('groups a week by day, a quarter by ISO week, a year by month, with every period present', () => {
    const days = [
      { day: '2026-11-23', sent: 5, opened: 2 },
      { day: '2026-11-25', sent: 1, opened: 0 },
    ];
    expect(periodTimeline('2026-11-23', '2026-11-25', ['sent', 'opened'], days)).toEqual({
      grouping: '1_day',
      period_list: [
        { period_start: '2026-11-23', sent: 5, opened: 2 },
        { period_start: '2026-11-24', sent: 0, opened: 0 },
        { period_start: '2026-11-25', sent: 1, opened: 0 },
      ],
    });
    const quarter = periodTimeline('2026-09-01', '2026-11-29', ['sent'], [{ day: '2026-11-29', sent: 3 }]);
    expect(quarter.grouping).toBe('1_week');
    expect(quarter.period_list.at(-1)).toEqual({ period_start: '2026-11-23', sent: 3 });
    const year = periodTimeline('2025-11-30', '2026-11-29', ['sent'], [{ day: '2025-11-30', sent: 4 }]);
    expect(year.grouping).toBe('1_month');
    expect(year.period_list[0]).toEqual({ period_start: '2025-11-01', sent: 4 });
    expect(year.period_list).toHaveLength(13);
  });

  it('counts every day of the range in the period holding it, and nothing outside the range (oracle)', () => {
    fc.assert(
      fc.property(
        dayNumber,
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.record({ offset: fc.integer({ min: -10, max: 410 }), sent: fc.nat(50), opened: fc.nat(50) }), { maxLength: 40 }),
        (start, length, raw) => {
          const from = iso(start * DAY_MS);
          const to = iso((start + length) * DAY_MS);
          const days = raw.map((entry) => ({ day: iso((start + entry.offset) * DAY_MS), sent: entry.sent, opened: entry.opened }));
          const timeline = periodTimeline(from, to, ['sent', 'opened'], days);
          expect(timeline.grouping).toBe(statisticsPeriodGrouping(DateTime.fromISO(from, { zone: 'utc' }), DateTime.fromISO(to, { zone: 'utc' })));
          const starts = timeline.period_list.map((period) => period.period_start);
          expect(timeline.period_list).toEqual(oracle(from, to, days, starts));
          // The periods cover the range: the first holds `from`, the last starts on or before `to`.
          expect(starts[0]! <= from).toBe(true);
          expect(starts.at(-1)! <= to).toBe(true);
          expect([...starts].sort()).toEqual(starts);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditConsumptionSeries } from './credit-consumption-series';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The oracle: the first day of a day's period, with plain Date arithmetic (no luxon). */
function periodStartOf(day: string, grouping: string): string {
  if (grouping === '1_month') return `${day.slice(0, 7)}-01`;
  if (grouping === '1_day') return day;
  const ms = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return iso(ms - sinceMonday * DAY_MS);
}

describe('creditConsumptionSeries', () => {
  it('groups by day, week or month according to the range, with zeros for quiet periods', () => {
    const days = [
      { day: '2026-03-02', amount: 3 },
      { day: '2026-03-04', amount: 2 },
      { day: '2026-02-27', amount: 9 },
    ];
    expect(creditConsumptionSeries(days, '2026-03-02', '2026-03-04')).toEqual({
      grouping: '1_day',
      points: [
        { period_start: '2026-03-02', amount: 3 },
        { period_start: '2026-03-03', amount: 0 },
        { period_start: '2026-03-04', amount: 2 },
      ],
    });
    const weekly = creditConsumptionSeries(days, '2026-02-25', '2026-03-20');
    expect(weekly.grouping).toBe('1_week');
    expect(weekly.points.slice(0, 2)).toEqual([
      { period_start: '2026-02-23', amount: 9 },
      { period_start: '2026-03-02', amount: 5 },
    ]);
    const monthly = creditConsumptionSeries(days, '2025-11-15', '2026-03-31');
    expect(monthly.grouping).toBe('1_month');
    expect(monthly.points.map((point) => point.period_start)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01']);
    expect(monthly.points.at(-2)?.amount).toBe(9);
  });

  it('gives no point for a reversed or invalid range', () => {
    expect(creditConsumptionSeries([{ day: '2026-03-02', amount: 1 }], '2026-03-04', '2026-03-02').points).toEqual([]);
    expect(creditConsumptionSeries([], 'nope', '2026-03-02').points).toEqual([]);
  });

  it('matches a plain per-day oracle for any days and range', () => {
    const base = Date.parse('2024-01-01T00:00:00Z');
    const dayIndex = fc.integer({ min: 0, max: 900 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: dayIndex, amount: fc.integer({ min: 1, max: 50 }) }), { maxLength: 40 }),
        dayIndex,
        fc.integer({ min: 0, max: 400 }),
        (events, first, length) => {
          const from = iso(base + first * DAY_MS);
          const to = iso(base + (first + length) * DAY_MS);
          const days = events.map((event) => ({ day: iso(base + event.day * DAY_MS), amount: event.amount }));
          const series = creditConsumptionSeries(days, from, to);
          const expected = new Map<string, number>();
          for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += DAY_MS) {
            const key = periodStartOf(iso(ms), series.grouping);
            expected.set(key, (expected.get(key) ?? 0) + days.filter((day) => day.day === iso(ms)).reduce((sum, day) => sum + day.amount, 0));
          }
          expect(series.points).toEqual([...expected].map(([period_start, amount]) => ({ period_start, amount })));
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { STATISTICS_SEQUENCE_LIMIT, shouldFetchStatistics, statisticsPeriodGrouping } from './period-grouping';
import type { StatisticsPeriodGrouping } from './period-grouping';

const d = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });

describe('statisticsPeriodGrouping', () => {
  it('groups by day up to 2 weeks, by week up to 3 months, by month beyond (strictly greater)', () => {
    const from = d('2024-01-15T00:00:00');
    expect(statisticsPeriodGrouping(from, d('2024-01-20T00:00:00'))).toBe('1_day');
    expect(statisticsPeriodGrouping(from, d('2024-01-29T00:00:00'))).toBe('1_day'); // exactly 2 weeks
    expect(statisticsPeriodGrouping(from, d('2024-01-29T00:00:01'))).toBe('1_week');
    expect(statisticsPeriodGrouping(from, d('2024-04-15T00:00:00'))).toBe('1_week'); // exactly 3 months
    expect(statisticsPeriodGrouping(from, d('2024-04-16T00:00:00'))).toBe('1_month');
    expect(statisticsPeriodGrouping(from, d('2023-12-01T00:00:00'))).toBe('1_day'); // reversed
  });

  it('uses calendar months (31 January + 3 months = 30 April)', () => {
    expect(statisticsPeriodGrouping(d('2024-01-31T00:00:00'), d('2024-04-30T00:00:00'))).toBe('1_week');
    expect(statisticsPeriodGrouping(d('2024-01-31T00:00:00'), d('2024-05-01T00:00:00'))).toBe('1_month');
  });

  it('is monotone in the range length', () => {
    const rank: Record<StatisticsPeriodGrouping, number> = { '1_day': 0, '1_week': 1, '1_month': 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        (start, a, b) => {
          const from = DateTime.fromMillis(start, { zone: 'Europe/Paris' });
          const [short, long] = a <= b ? [a, b] : [b, a];
          return rank[statisticsPeriodGrouping(from, from.plus({ milliseconds: short }))] <= rank[statisticsPeriodGrouping(from, from.plus({ milliseconds: long }))];
        },
      ),
    );
  });
});

describe('shouldFetchStatistics', () => {
  it('needs both valid date bounds', () => {
    expect(STATISTICS_SEQUENCE_LIMIT).toBe(1000);
    expect(shouldFetchStatistics('2024-01-01', '2024-02-01')).toBe(true);
    expect(shouldFetchStatistics(d('2024-01-01T00:00:00'), d('2024-02-01T00:00:00'))).toBe(true);
    expect(shouldFetchStatistics('2024-01-01')).toBe(false);
    expect(shouldFetchStatistics(undefined, '2024-02-01')).toBe(false);
    expect(shouldFetchStatistics(null, null)).toBe(false);
    expect(shouldFetchStatistics('', '2024-02-01')).toBe(false);
    expect(shouldFetchStatistics('2024-01-01', '   ')).toBe(false);
    expect(shouldFetchStatistics(' 2024-01-01 ', '2024-02-01T10:00:00+01:00')).toBe(true);
    expect(shouldFetchStatistics('2024-01-01', 'hier')).toBe(false);
    expect(shouldFetchStatistics(DateTime.invalid('x'), d('2024-02-01T00:00:00'))).toBe(false);
  });
});

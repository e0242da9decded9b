import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StatisticsPeriodGrouping } from './period-grouping';
import { statisticsPeriodStartOf, statisticsPeriodStarts } from './statistics-period-starts';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Oracle: every day of the range, walked with plain UTC milliseconds, mapped to its period's first day, deduplicated. */
function oracle(from: string, to: string, grouping: StatisticsPeriodGrouping): string[] {
  const starts: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY_MS) {
    const date = new Date(ms);
    const start =
      grouping === '1_day'
        ? iso(ms)
        : grouping === '1_week'
          ? iso(ms - ((date.getUTCDay() + 6) % 7) * DAY_MS)
          : `${iso(ms).slice(0, 7)}-01`;
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}

const groupings = fc.constantFrom<StatisticsPeriodGrouping>('1_day', '1_week', '1_month');
const day = fc.integer({ min: Date.UTC(2019, 0, 1) / DAY_MS, max: Date.UTC(2031, 0, 1) / DAY_MS }).map((n) => iso(n * DAY_MS));

describe('statisticsPeriodStarts', () => {
  it('lists every period from the one holding the start to the one holding the end', () => {
    expect(statisticsPeriodStarts('2026-11-23', '2026-11-25', '1_day')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    // 2026-10-27 is a Tuesday: its week starts on Monday 26 October.
    expect(statisticsPeriodStarts('2026-10-27', '2026-11-25', '1_week')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(statisticsPeriodStarts('2025-11-26', '2026-01-03', '1_month')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(statisticsPeriodStarts('2026-03-29', '2026-03-29', '1_day')).toEqual(['2026-03-29']);
  });

  it('has no period for a reversed or invalid range', () => {
    expect(statisticsPeriodStarts('2026-11-25', '2026-11-24', '1_day')).toEqual([]);
    expect(statisticsPeriodStarts('2026-02-30', '2026-03-02', '1_day')).toEqual([]);
    expect(statisticsPeriodStarts('hier', '2026-03-02', '1_week')).toEqual([]);
  });

  it('matches the oracle (every day mapped to its period, deduplicated) on random ranges', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: 400 }), groupings, (from, length, grouping) => {
        const to = iso(Date.parse(from) + length * DAY_MS);
        expect(statisticsPeriodStarts(from, to, grouping)).toEqual(length < 0 ? [] : oracle(from, to, grouping));
      }),
    );
  });

  it('puts every day of the range in exactly one listed period (statisticsPeriodStartOf)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), groupings, (from, length, grouping) => {
        const to = iso(Date.parse(from) + length * DAY_MS);
        const starts = statisticsPeriodStarts(from, to, grouping);
        for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY_MS) {
          const start = statisticsPeriodStartOf(iso(ms), grouping);
          expect(starts.filter((listed) => listed === start)).toHaveLength(1);
        }
      }),
    );
    expect(statisticsPeriodStartOf('2026-13-01', '1_day')).toBeNull();
  });
});

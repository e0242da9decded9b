import { DateTime } from 'luxon';
import { statisticsPeriodGrouping, type StatisticsPeriodGrouping } from './period-grouping';
import { statisticsPeriodStartOf, statisticsPeriodStarts } from './statistics-period-starts';

/** The counters of one calendar day (`YYYY-MM-DD`). */
export type DayCounters<K extends string> = { readonly day: string } & Readonly<Record<K, number>>;

/** The counters of one period, named by its first day. */
export type PeriodCounters<K extends string> = { period_start: string } & Record<K, number>;

/**
 * A timeline of a range of calendar days (`from` and `to` both included): core's grouping of the range (day, ISO week
 * or month), every period of it in order with zeros where nothing happened, each day's counters added to the period
 * holding it (a day outside the range counts nowhere).
 * @rule prospecting §4 · a statistics timeline: every period of the range's grouping, each day's counts in the period holding it
 */
export function periodTimeline<K extends string>(
  from: string,
  to: string,
  counters: readonly K[],
  days: readonly DayCounters<K>[],
): { grouping: StatisticsPeriodGrouping; period_list: PeriodCounters<K>[] } {
  const grouping = statisticsPeriodGrouping(DateTime.fromISO(from, { zone: 'utc' }), DateTime.fromISO(to, { zone: 'utc' }));
  const zero = () => Object.fromEntries(counters.map((key) => [key, 0])) as Record<K, number>;
  const periods = new Map<string, Record<K, number>>(statisticsPeriodStarts(from, to, grouping).map((start) => [start, zero()]));
  for (const day of days) {
    if (day.day < from || day.day > to) continue;
    const period = periods.get(statisticsPeriodStartOf(day.day, grouping) ?? '');
    if (period !== undefined) for (const key of counters) period[key] += day[key];
  }
  return { grouping, period_list: [...periods].map(([period_start, values]) => ({ period_start, ...values }) as PeriodCounters<K>) };
}

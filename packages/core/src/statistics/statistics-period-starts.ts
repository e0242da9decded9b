import { DateTime } from 'luxon';
import type { StatisticsPeriodGrouping } from './period-grouping';

const UNIT: Readonly<Record<StatisticsPeriodGrouping, 'day' | 'week' | 'month'>> = { '1_day': 'day', '1_week': 'week', '1_month': 'month' };

const calendarDay = (day: string): DateTime => DateTime.fromISO(day, { zone: 'utc' });

/**
 * The first day (`YYYY-MM-DD`) of the period holding the calendar day `day`: the day itself by day, the Monday of
 * its ISO week by week, the first of its month by month. Null for a day that is not a valid `YYYY-MM-DD`.
 */
export function statisticsPeriodStartOf(day: string, grouping: StatisticsPeriodGrouping): string | null {
  const date = calendarDay(day);
  return date.isValid ? date.startOf(UNIT[grouping]).toISODate() : null;
}

/**
 * The periods of a range of calendar days (`from` and `to` both included, `YYYY-MM-DD`), as their first days in
 * order: from the period holding `from` to the one holding `to`, every period present (a chart fills the missing
 * ones with zeros). By day every day; by week the Mondays (ISO weeks); by month the firsts of the months. A reversed
 * or invalid range has no period.
 * @rule prospecting §4 · the periods of a statistics range: every day, ISO week (Monday) or month from the one holding the start to the one holding the end
 */
export function statisticsPeriodStarts(from: string, to: string, grouping: StatisticsPeriodGrouping): string[] {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (!start.isValid || !end.isValid || end < start) return [];
  const unit = UNIT[grouping];
  const starts: string[] = [];
  for (let period = start.startOf(unit); period <= end; period = period.plus({ [`${unit}s`]: 1 })) starts.push(period.toISODate()!);
  return starts;
}

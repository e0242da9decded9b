import { DateTime } from 'luxon';

/** How statistics are grouped over time. */
export type StatisticsPeriodGrouping = '1_day' | '1_week' | '1_month';

/**
 * Statistics cover at most 1000 sequences per call.
 * @rule prospecting §9 · statistics up to 1000 sequences
 */
export const STATISTICS_SEQUENCE_LIMIT = 1000;

/**
 * The grouping of a statistics range: '1_month' when `to` is strictly after `from` + 3 calendar months,
 * else '1_week' when strictly after `from` + 2 weeks, else '1_day' (also for an empty or reversed range).
 * Calendar arithmetic happens in the zone of `from`.
 * @rule prospecting §4 · period grouping for statistics (over 3 months by month, over 2 weeks by week, else by day)
 */
export function statisticsPeriodGrouping(from: DateTime, to: DateTime): StatisticsPeriodGrouping {
  if (to > from.plus({ months: 3 })) return '1_month';
  if (to > from.plus({ weeks: 2 })) return '1_week';
  return '1_day';
}

type DateBound = DateTime | string | null | undefined;

const isPresent = (bound: DateBound): bound is DateTime | string => {
  if (bound === null || bound === undefined) return false;
  // An empty or blank text is not valid ISO either.
  if (typeof bound === 'string') return DateTime.fromISO(bound.trim(), { zone: 'utc' }).isValid;
  return bound.isValid;
};

/**
 * Whether a statistics call is made: only with both date bounds present and valid (ISO strings or luxon dates);
 * otherwise the caller returns an empty result without calling.
 * @rule prospecting §5 · statistics calls are skipped without both date bounds
 */
export function shouldFetchStatistics(from?: DateBound, to?: DateBound): boolean {
  return isPresent(from) && isPresent(to);
}

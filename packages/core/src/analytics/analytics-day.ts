import { DateTime } from 'luxon';

/** The time zone of analytics days: the product's users work in French time (docs/analytics.md). */
export const ANALYTICS_TIME_ZONE = 'Europe/Paris';

/**
 * The calendar day (`YYYY-MM-DD`) an instant belongs to in French time: usage is counted per day as the users live it,
 * so a page viewed at 00:30 in Paris counts on that day even though it is still the day before in UTC.
 * @rule design · analytics count per calendar day in French time (Europe/Paris)
 */
export function analyticsDayOf(instant: Date): string {
  const day = DateTime.fromJSDate(instant, { zone: ANALYTICS_TIME_ZONE }).toISODate();
  if (day === null) throw new RangeError(`analyticsDayOf: invalid instant ${String(instant)}`);
  return day;
}

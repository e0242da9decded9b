import { DateTime } from 'luxon';
import { fail, ok, type Result } from '../shared/domain-error';
import { analyticsDayOf } from './analytics-day';

/** A period of analytics days, both ends included (`YYYY-MM-DD`, French days). */
export interface AnalyticsPeriod {
  readonly from: string;
  readonly to: string;
}

/** The longest period the usage page shows at once (a year, leap day included). */
export const ANALYTICS_PERIOD_MAX_DAYS = 366;

/** The periods the usage page offers in one press (last N days, today included); the first is the default. */
export const ANALYTICS_PERIOD_PRESETS: readonly number[] = [30, 7, 90];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(text: string): DateTime | null {
  if (!ISO_DAY.test(text)) return null;
  const day = DateTime.fromISO(text, { zone: 'UTC' });
  return day.isValid ? day : null;
}

/**
 * Checks a usage period: two real calendar dates `YYYY-MM-DD`, `from` not after `to`, at most
 * {@link ANALYTICS_PERIOD_MAX_DAYS} days from the first to the last; otherwise `ANALYTICS.INVALID_PERIOD` with the
 * reason (`date`, `order`, `length`).
 * @rule design · a usage period is two real dates, from ≤ to, at most 366 days long
 */
export function checkAnalyticsPeriod(period: { readonly from: string; readonly to: string }): Result<AnalyticsPeriod, 'ANALYTICS.INVALID_PERIOD'> {
  const from = dayOf(period.from);
  const to = dayOf(period.to);
  if (from === null || to === null) return fail('ANALYTICS.INVALID_PERIOD', { reason: 'date' });
  if (from > to) return fail('ANALYTICS.INVALID_PERIOD', { reason: 'order' });
  if (to.diff(from, 'days').days + 1 > ANALYTICS_PERIOD_MAX_DAYS) {
    return fail('ANALYTICS.INVALID_PERIOD', { reason: 'length', max_days: ANALYTICS_PERIOD_MAX_DAYS });
  }
  return ok({ from: period.from, to: period.to });
}

/**
 * The last `days` days up to today (French day of `now`), today included: the usage page's presets, the first one
 * by default.
 * @rule design · the usage page shows the last 30 days (today included) unless another period is chosen
 */
export function lastDaysPeriod(now: Date, days: number = ANALYTICS_PERIOD_PRESETS[0] ?? 30): AnalyticsPeriod {
  if (!Number.isInteger(days) || days < 1 || days > ANALYTICS_PERIOD_MAX_DAYS) throw new RangeError(`lastDaysPeriod: ${days} days`);
  const to = analyticsDayOf(now);
  const from = (dayOf(to) as DateTime).minus({ days: days - 1 }).toISODate() as string;
  return { from, to };
}

/**
 * Every day of a (checked) period, in order, both ends included.
 * @rule design · a usage chart has one point per day of the period
 */
export function analyticsPeriodDays(period: AnalyticsPeriod): string[] {
  const from = dayOf(period.from);
  const to = dayOf(period.to);
  if (from === null || to === null) return [];
  const days: string[] = [];
  for (let day = from; day <= to && days.length < ANALYTICS_PERIOD_MAX_DAYS; day = day.plus({ days: 1 })) days.push(day.toISODate() as string);
  return days;
}

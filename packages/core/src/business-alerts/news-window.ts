import { DateTime } from 'luxon';

/** Longest news window a search may ask for, in days, both ends counted (designed). */
export const NEWS_WINDOW_MAX_DAYS = 366;

/** The business-alerts page's default window: the last 7 days (spec "Business constants": default window 7 days). */
export const NEWS_WINDOW_DEFAULT_DAYS = 7;

/** The windows the business-alerts page offers (days, today included); the first is the default. */
export const NEWS_WINDOW_PRESETS: readonly number[] = [NEWS_WINDOW_DEFAULT_DAYS, 30, 365];

/** A publication window of news: ISO dates `YYYY-MM-DD`, both ends included. */
export interface NewsWindowDates {
  readonly start_date: string;
  readonly end_date: string;
}

/** Why a window is refused: it has no day (end before start) or more than {@link NEWS_WINDOW_MAX_DAYS}. */
export type NewsWindowProblem = 'WINDOW.START_AFTER_END' | 'WINDOW.TOO_LONG';

const dayOf = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'UTC' });

/**
 * The number of days a window covers, both ends included: 1 for a single day, 0 or less when the end is before the
 * start. Dates must be valid ISO dates (the contract checks them first).
 * @rule design · a news window counts its days with both ends included (one day: start = end)
 */
export function newsWindowDays(window: NewsWindowDates): number {
  return Math.round(dayOf(window.end_date).diff(dayOf(window.start_date), 'days').days) + 1;
}

/**
 * What is wrong with a window: `WINDOW.START_AFTER_END` when it has no day (end before start),
 * `WINDOW.TOO_LONG` past {@link NEWS_WINDOW_MAX_DAYS} days; `null` when it is accepted (HTTP 400 otherwise).
 * @rule design · a news window has 1 to 366 days (end before start or longer: 400 with a code)
 */
export function newsWindowProblem(window: NewsWindowDates): NewsWindowProblem | null {
  const days = newsWindowDays(window);
  if (days < 1) return 'WINDOW.START_AFTER_END';
  if (days > NEWS_WINDOW_MAX_DAYS) return 'WINDOW.TOO_LONG';
  return null;
}

/**
 * The window of the last `days` days up to `today` (an ISO date, the caller's French day), today included: the
 * business-alerts page's default (7 days) and its presets.
 * @rule spec · business alerts show the last 7 days (today included) unless another window is chosen
 */
export function defaultNewsWindow(today: string, days: number = NEWS_WINDOW_DEFAULT_DAYS): NewsWindowDates {
  if (!Number.isInteger(days) || days < 1 || days > NEWS_WINDOW_MAX_DAYS) throw new RangeError(`defaultNewsWindow: ${days} days`);
  const end = dayOf(today);
  if (!end.isValid) throw new RangeError(`defaultNewsWindow: ${today} is not a date`);
  return { start_date: end.minus({ days: days - 1 }).toISODate() as string, end_date: end.toISODate() as string };
}

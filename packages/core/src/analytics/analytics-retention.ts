import { DateTime } from 'luxon';
import { ANALYTICS_TIME_ZONE } from './analytics-day';

/** Raw events (one row per page view, leave or feature use) are kept this many days. */
export const ANALYTICS_EVENTS_RETENTION_DAYS = 180;

/** Daily counts (per page or feature, per user and day) are kept this many months: the CNIL's limit for audience measurement. */
export const ANALYTICS_DAILY_RETENTION_MONTHS = 25;

/**
 * What the analytics purge removes at `now`: raw events received before `eventsBefore` (180 days ago), daily counts
 * of days before `daysBefore` (25 months ago, French days).
 * @rule design · raw analytics events are kept 180 days, daily counts 25 months
 */
export function analyticsRetentionCutoffs(now: Date): { readonly eventsBefore: Date; readonly daysBefore: string } {
  const eventsBefore = new Date(now.getTime() - ANALYTICS_EVENTS_RETENTION_DAYS * 86_400_000);
  const daysBefore = DateTime.fromJSDate(now, { zone: ANALYTICS_TIME_ZONE }).minus({ months: ANALYTICS_DAILY_RETENTION_MONTHS }).toISODate() as string;
  return { eventsBefore, daysBefore };
}

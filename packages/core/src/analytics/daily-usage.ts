import { analyticsPeriodDays, type AnalyticsPeriod } from './analytics-period';

/** The usage of a page or feature on one day: events recorded and distinct users. */
export interface DailyUsage {
  readonly day: string;
  readonly event_count: number;
  readonly user_count: number;
}

/**
 * One value per day of the period, in order: the recorded day's usage, or zero events and zero users on a day with
 * nothing recorded. Days outside the period are left out.
 * @rule design · a usage chart has a value for every day of the period, 0 where nothing was recorded
 */
export function dailyUsageOf(period: AnalyticsPeriod, recorded: readonly DailyUsage[]): DailyUsage[] {
  const byDay = new Map(recorded.map((usage) => [usage.day, usage]));
  return analyticsPeriodDays(period).map((day) => byDay.get(day) ?? { day, event_count: 0, user_count: 0 });
}

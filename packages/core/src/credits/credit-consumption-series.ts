import { DateTime } from 'luxon';
import { statisticsPeriodGrouping } from '../statistics/period-grouping';
import type { StatisticsPeriodGrouping } from '../statistics/period-grouping';

/** Credits taken on one calendar day (`YYYY-MM-DD`, in the zone the caller grouped the events by). */
export interface DailyCreditConsumption {
  readonly day: string;
  readonly amount: number;
}

/** One period of the consumption chart: its first day (`YYYY-MM-DD`) and the credits taken in it. */
export interface CreditConsumptionPoint {
  readonly period_start: string;
  readonly amount: number;
}

export interface CreditConsumptionSeries {
  readonly grouping: StatisticsPeriodGrouping;
  readonly points: readonly CreditConsumptionPoint[];
}

const UNIT: Record<StatisticsPeriodGrouping, 'day' | 'week' | 'month'> = { '1_day': 'day', '1_week': 'week', '1_month': 'month' };

const dayOf = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'utc' });

/**
 * The consumption chart of a date range (`from` and `to` are days, both included): grouped by core's statistics
 * period grouping of the range (by day up to 2 weeks, by week — ISO weeks, Monday first — up to 3 months, by month
 * beyond), one point per period from the period holding `from` to the one holding `to`, zeros included. Days
 * outside the range are left out. A reversed or invalid range gives no point.
 * @rule prospecting §4 · credit consumption over time is grouped by the statistics period grouping of its range
 */
export function creditConsumptionSeries(days: readonly DailyCreditConsumption[], from: string, to: string): CreditConsumptionSeries {
  const start = dayOf(from);
  const end = dayOf(to);
  const grouping = statisticsPeriodGrouping(start, end);
  if (!start.isValid || !end.isValid || end < start) return { grouping, points: [] };
  const unit = UNIT[grouping];
  const totals = new Map<string, number>();
  for (let period = start.startOf(unit); period <= end; period = period.plus({ [`${unit}s`]: 1 })) totals.set(period.toISODate()!, 0);
  for (const { day, amount } of days) {
    const date = dayOf(day);
    if (!date.isValid || date < start || date > end) continue;
    const key = date.startOf(unit).toISODate()!;
    totals.set(key, (totals.get(key) ?? 0) + amount);
  }
  return { grouping, points: [...totals].map(([period_start, amount]) => ({ period_start, amount })) };
}

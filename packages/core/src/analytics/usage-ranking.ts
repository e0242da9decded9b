import { ANALYTICS_USAGE_MAX_SERIES } from '../contract/analytics/analytics-usage.contract';

/**
 * The pages or features the usage page lists: most events first, equal counts by key (code-point order), at most
 * `max` ({@link ANALYTICS_USAGE_MAX_SERIES} by default).
 * @rule design · usage lists the most used pages and features first (ties by key), 100 of each at most
 */
export function rankUsageSeries<T extends { readonly key: string; readonly event_count: number }>(
  series: readonly T[],
  max: number = ANALYTICS_USAGE_MAX_SERIES,
): T[] {
  return [...series].sort((a, b) => b.event_count - a.event_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).slice(0, max);
}

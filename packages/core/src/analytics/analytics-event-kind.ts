import { ANALYTICS_PAGE_LEAVE_EVENT, ANALYTICS_PAGE_VIEW_EVENT } from '../contract/analytics/analytics-event-name';

/** What an analytics event records: a page shown, a page left, or the use of a feature. */
export type AnalyticsEventKind = 'page-view' | 'page-leave' | 'feature';

/**
 * The kind of an event by its name: `page_view` and `page_leave` come from the navigation guard; every other (valid)
 * name is a feature-usage event.
 * @rule app-shell §2.4, §4 · page_view and page_leave are the navigation's events; any other name is a feature-usage event
 */
export function analyticsEventKindOf(name: string): AnalyticsEventKind {
  if (name === ANALYTICS_PAGE_VIEW_EVENT) return 'page-view';
  if (name === ANALYTICS_PAGE_LEAVE_EVENT) return 'page-leave';
  return 'feature';
}

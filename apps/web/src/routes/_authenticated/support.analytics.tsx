import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsUsagePage } from '../../features/support-analytics/AnalyticsUsagePage';

/**
 * /support/analytics (designed, docs/analytics.md "Usage page"): usage per page and per feature per day, for the
 * platform administrators only (core's `platformAdminOnly` route: the navigation guard sends anyone else away).
 */
export const Route = createFileRoute('/_authenticated/support/analytics')({
  component: AnalyticsUsagePage,
});

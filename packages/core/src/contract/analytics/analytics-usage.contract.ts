import { z } from 'zod';
import { checkAnalyticsPeriod } from '../../analytics/analytics-period';
import { ApiDateSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';

/** The period asked for (GET /v1/analytics/usage): two French days, both included (core's `checkAnalyticsPeriod`). */
export const AnalyticsUsageQuerySchema = z
  .object({ from: ApiDateSchema, to: ApiDateSchema })
  .strict()
  .refine((period) => checkAnalyticsPeriod(period).ok, { message: 'ANALYTICS.INVALID_PERIOD', path: ['to'] });
export type AnalyticsUsageQuery = z.infer<typeof AnalyticsUsageQuerySchema>;

const count = z.number().int().min(0);

/** The usage of a page or feature on one day: events recorded and distinct users (days with none are left out). */
export const AnalyticsUsageDaySchema = z.object({ day: ApiDateSchema, event_count: count, user_count: count });
export type AnalyticsUsageDay = z.infer<typeof AnalyticsUsageDaySchema>;

/**
 * The usage of one page (its route pattern, core's `analyticsPageOf`) or one feature (its event name) over the
 * period: events, distinct users over the whole period, and the days that have any.
 */
export const AnalyticsUsageSeriesSchema = z.object({
  key: safeString().min(1).max(PORT_LIMITS.url),
  event_count: count,
  user_count: count,
  day_list: z.array(AnalyticsUsageDaySchema),
});
export type AnalyticsUsageSeries = z.infer<typeof AnalyticsUsageSeriesSchema>;

/** Most pages, most features in one answer: the most used ones (a page or feature name is a route or a code's choice). */
export const ANALYTICS_USAGE_MAX_SERIES = 100;

/**
 * Usage per page (page views) and per feature (feature-usage events) per day over a period: the
 * {@link ANALYTICS_USAGE_MAX_SERIES} most used of each, most used first (ties by key).
 */
export const AnalyticsUsageResponseSchema = z.object({
  from: ApiDateSchema,
  to: ApiDateSchema,
  time_zone: safeString().max(64),
  page_list: z.array(AnalyticsUsageSeriesSchema).max(ANALYTICS_USAGE_MAX_SERIES),
  feature_list: z.array(AnalyticsUsageSeriesSchema).max(ANALYTICS_USAGE_MAX_SERIES),
});
export type AnalyticsUsageResponse = z.infer<typeof AnalyticsUsageResponseSchema>;

/** The platform administrators' view of product analytics (designed; docs/analytics.md). */
export const ANALYTICS_USAGE_ENDPOINTS = {
  getAnalyticsUsage: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/analytics/usage',
    summary: 'Usage per page and per feature per day over a period (platform administrators).',
    designed: true,
    query: AnalyticsUsageQuerySchema,
    response: AnalyticsUsageResponseSchema,
  }),
} as const;

/** The HTTP side of the usage page. */
export type AnalyticsUsageGateway = EndpointGateway<typeof ANALYTICS_USAGE_ENDPOINTS>;

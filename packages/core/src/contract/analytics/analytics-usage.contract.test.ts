import { describe, expect, it } from 'vitest';
import { ANALYTICS_USAGE_ENDPOINTS, AnalyticsUsageQuerySchema, AnalyticsUsageResponseSchema } from './analytics-usage.contract';

describe('analytics usage endpoint', () => {
  it('takes a checked period (core’s checkAnalyticsPeriod) and refuses another one with ANALYTICS.INVALID_PERIOD', () => {
    expect(AnalyticsUsageQuerySchema.parse({ from: '2026-04-01', to: '2026-04-30' })).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    for (const period of [
      { from: '2026-05-01', to: '2026-04-30' },
      { from: '2024-01-01', to: '2025-01-01' },
    ]) {
      const parsed = AnalyticsUsageQuerySchema.safeParse(period);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('ANALYTICS.INVALID_PERIOD');
    }
    expect(AnalyticsUsageQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(false);
    expect(AnalyticsUsageQuerySchema.safeParse({ from: '2026-04-01' }).success).toBe(false);
    expect(AnalyticsUsageQuerySchema.safeParse({ from: '2026-04-01', to: '2026-04-02', organization_id: '1' }).success).toBe(false);
  });

  it('answers pages and features with their days, counts never negative', () => {
    const series = { key: '/account/{company_id}', event_count: 3, user_count: 2, day_list: [{ day: '2026-04-02', event_count: 3, user_count: 2 }] };
    const answer = { from: '2026-04-01', to: '2026-04-30', time_zone: 'Europe/Paris', page_list: [series], feature_list: [] };
    expect(AnalyticsUsageResponseSchema.parse(answer)).toEqual(answer);
    expect(AnalyticsUsageResponseSchema.safeParse({ ...answer, page_list: [{ ...series, event_count: -1 }] }).success).toBe(false);
  });

  it('is the designed GET /v1/analytics/usage, for signed-in callers', () => {
    const endpoint = ANALYTICS_USAGE_ENDPOINTS.getAnalyticsUsage;
    expect(`${endpoint.method} ${endpoint.path}`).toBe('GET /v1/analytics/usage');
    expect(endpoint.auth).toBe('user');
    expect(endpoint.designed).toBe(true);
  });
});

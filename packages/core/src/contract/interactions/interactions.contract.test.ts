import { describe, expect, it } from 'vitest';
import {
  InteractionDateRangeSchema,
  InteractionListResponseSchema,
  InteractionSearchBodySchema,
  INTERACTIONS_ENDPOINTS,
  InteractionStatisticsBodySchema,
  UserInteractionStatisticsQuerySchema,
} from './interactions.contract';

describe('interactions port', () => {
  it('requires both date bounds, in order, at most two years apart', () => {
    expect(InteractionDateRangeSchema.parse({ date_from: '2025-01-01', date_to: '2025-01-31' })).toEqual({ date_from: '2025-01-01', date_to: '2025-01-31' });
    expect(InteractionDateRangeSchema.safeParse({ date_from: '2025-01-01' }).success).toBe(false);
    expect(InteractionDateRangeSchema.safeParse({ date_from: '2025-02-01', date_to: '2025-01-01' }).error?.issues[0]?.message).toBe(
      'DATE_RANGE.START_AFTER_END',
    );
    expect(InteractionDateRangeSchema.safeParse({ date_from: '2020-01-01', date_to: '2025-01-01' }).error?.issues[0]?.message).toBe(
      'DATE_RANGE.TOO_LONG',
    );
  });

  it('applies the range rule to every call', () => {
    expect(InteractionSearchBodySchema.safeParse({ user_id_list: [12] }).success).toBe(false);
    expect(InteractionSearchBodySchema.parse({ date_from: '2025-01-01', date_to: '2025-01-31', interaction_type_id_list: [1, 7] })).toEqual({
      date_from: '2025-01-01',
      date_to: '2025-01-31',
      interaction_type_id_list: [1, 7],
      limit: 20,
      offset: 0,
    });
    expect(InteractionStatisticsBodySchema.safeParse({ date_from: '2025-02-01', date_to: '2025-01-01' }).success).toBe(false);
    expect(UserInteractionStatisticsQuerySchema.parse({ date_from: '2025-01-01', date_to: '2025-03-31' }).period).toBe('1_day');
    expect(InteractionSearchBodySchema.safeParse({ date_from: '2025-01-01', date_to: '2025-01-31', interaction_type_id_list: [9] }).success).toBe(false);
    expect(InteractionSearchBodySchema.safeParse({ date_from: '2025-01-01', date_to: '2025-01-31', extra: 1 }).success).toBe(false);
  });

  it('parses an interaction list', () => {
    const interaction = { id: 1, interaction_type_id: 4, contact_id: 201, company_id: 101, user_id: 12, date: '2025-01-10T09:00:00.000Z', sequence_id: null, campaign_id: null };
    expect(InteractionListResponseSchema.parse({ interaction_list: [interaction], interaction_count: 1 }).interaction_list).toEqual([interaction]);
  });

  it('has the interaction calls', () => {
    expect(Object.values(INTERACTIONS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/interaction/search-interactions',
      'POST /v1/interaction/statistics-by-interaction-type',
      'GET /v1/interaction/users/{id}/statistics',
    ]);
  });
});

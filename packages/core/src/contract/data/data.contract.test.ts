import { describe, expect, it } from 'vitest';
import {
  AccountListResponseSchema,
  AccountSearchBodySchema,
  AccountSearchResponseSchema,
  ContactSearchResponseSchema,
  DATA_ENDPOINTS,
  DataAggregationBodySchema,
  DataAggregationResponseSchema,
  DataSearchBodySchema,
} from './data.contract';

describe('data port', () => {
  it('aggregates with criteria, metric_list and limit', () => {
    expect(DataAggregationBodySchema.parse({ criteria: { company_size_id_list: [211] }, metric_list: ['company_size_id'], limit: 5 })).toEqual({
      criteria: { company_size_id_list: [211] },
      metric_list: ['company_size_id'],
      limit: 5,
    });
    const answer = { metric_list: [{ name: 'company_size_id', total: 30, bucket_list: [{ key: '211', label: 'Grande entreprise', count: 30 }] }] };
    expect(DataAggregationResponseSchema.parse(answer)).toEqual(answer);
  });

  it('refuses no metric, a bad metric name, a limit over 100 and an unknown field', () => {
    expect(DataAggregationBodySchema.safeParse({ criteria: {}, metric_list: [] }).success).toBe(false);
    expect(DataAggregationBodySchema.safeParse({ criteria: {}, metric_list: ['DROP TABLE'] }).success).toBe(false);
    expect(DataAggregationBodySchema.safeParse({ criteria: {}, metric_list: ['x'], limit: 101 }).success).toBe(false);
    expect(DataAggregationBodySchema.safeParse({ criteria: {}, metric_list: ['x'], group: 'y' }).success).toBe(false);
  });

  it('lists accounts as company cards', () => {
    expect(AccountListResponseSchema.parse({ account_list: [], account_count: 0 })).toEqual({ account_list: [], account_count: 0 });
  });

  it('searches by criteria with a sort of the target (name by default), strict criteria, capped counts', () => {
    expect(DataSearchBodySchema.parse({ criteria: {} })).toEqual({ criteria: {}, sort: 'name_asc', limit: 20, offset: 0 });
    expect(DataSearchBodySchema.safeParse({ criteria: {}, sort: 'company_name_desc' }).success).toBe(true);
    expect(DataSearchBodySchema.safeParse({ criteria: {}, sort: 'workforce_desc' }).success).toBe(false);
    expect(AccountSearchBodySchema.safeParse({ criteria: {}, sort: 'revenue_asc', limit: 100 }).success).toBe(true);
    expect(AccountSearchBodySchema.safeParse({ criteria: {}, sort: 'company_name_asc' }).success).toBe(false);
    expect(AccountSearchBodySchema.safeParse({ criteria: { unknown_criterion: [1] } }).success).toBe(false);
    expect(AccountSearchResponseSchema.parse({ account_list: [], account_count: 10_000, account_count_capped: true })).toMatchObject({ account_count_capped: true });
    expect(ContactSearchResponseSchema.parse({ contact_list: [], contact_count: 3 })).toEqual({ contact_list: [], contact_count: 3 });
  });

  it('has the spec’s data calls under /v1/aggregator-user-data', () => {
    expect(Object.values(DATA_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/aggregator-user-data/contacts',
      'GET /v1/aggregator-user-data/accounts',
      'GET /v1/aggregator-user-data/accounts/quicksearch',
      'GET /v1/aggregator-user-data/accounts/active',
      'POST /v1/aggregator-user-data/accounts/all',
      'POST /v1/aggregator-user-data/contacts/search/full',
      'POST /v1/aggregator-user-data/accounts/search',
      'GET /v1/aggregator-user-data/contacts/active',
      'POST /v1/aggregator-user-data/contacts/active/matches',
    ]);
  });
});

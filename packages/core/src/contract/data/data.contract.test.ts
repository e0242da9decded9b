import { describe, expect, it } from 'vitest';
import { AccountListResponseSchema, DATA_ENDPOINTS, DataAggregationBodySchema, DataAggregationResponseSchema } from './data.contract';

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

  it('has the spec’s data calls under /v1/aggregator-user-data', () => {
    expect(Object.values(DATA_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /v1/aggregator-user-data/contacts',
      'GET /v1/aggregator-user-data/accounts',
      'GET /v1/aggregator-user-data/accounts/quicksearch',
      'GET /v1/aggregator-user-data/accounts/active',
      'POST /v1/aggregator-user-data/accounts/all',
      'POST /v1/aggregator-user-data/contacts/search/full',
      'GET /v1/aggregator-user-data/contacts/active',
      'POST /v1/aggregator-user-data/contacts/active/matches',
    ]);
  });
});

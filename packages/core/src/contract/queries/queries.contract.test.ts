import { describe, expect, it } from 'vitest';
import {
  QUERIES_ENDPOINTS,
  QueryCreateBodySchema,
  QueryListQuerySchema,
  QueryListResponseSchema,
  QuerySchema,
  QuerySharingBodySchema,
  QueryUpdateBodySchema,
} from './queries.contract';

const query = {
  id: 9,
  name: 'DSI Île-de-France',
  query_type_id: 2,
  criteria: { company_office_region_id_list: [108], job_function_id_list: [12] },
  is_alert: false,
  owner_user_id: 12,
  organization_id: 3,
  creation_date: '2025-01-10T09:00:00.000Z',
  modification_date: null,
};

describe('queries port schemas', () => {
  it('parses a query with the spec’s fields and a list with count', () => {
    expect(QuerySchema.parse(query)).toEqual(query);
    expect(QueryListResponseSchema.parse({ query_list: [query], query_count: 1 }).query_list[0]?.criteria).toEqual(query.criteria);
  });

  it('refuses a query type outside 1–13 and a wrong criteria type', () => {
    expect(QuerySchema.safeParse({ ...query, query_type_id: 14 }).success).toBe(false);
    expect(QuerySchema.safeParse({ ...query, criteria: { company_id_list: 'all' } }).success).toBe(false);
  });

  it('checks creation, update and sharing bodies (strict, bounded)', () => {
    expect(QueryCreateBodySchema.parse({ name: 'Mes prospects', query_type_id: 6, criteria: { company_id_list: [1, 2] } })).toEqual({
      name: 'Mes prospects',
      query_type_id: 6,
      criteria: { company_id_list: [1, 2] },
    });
    expect(QueryCreateBodySchema.safeParse({ name: 'x', query_type_id: 6, criteria: {}, owner_user_id: 1 }).success).toBe(false);
    expect(QueryCreateBodySchema.safeParse({ name: 'x'.repeat(256), query_type_id: 6, criteria: {} }).success).toBe(false);
    expect(QueryUpdateBodySchema.safeParse({ query_type_id: 3 }).success).toBe(false);
    expect(QuerySharingBodySchema.parse({ shared_user_id: 15 })).toEqual({ shared_user_id: 15 });
    expect(QuerySharingBodySchema.safeParse({ shared_user_id: '15' }).success).toBe(false);
  });

  it('lists 1000 per page by default', () => {
    expect(QueryListQuerySchema.parse({ query_type_id_list: '1', is_alert: 'true' })).toEqual({
      query_type_id_list: [1],
      is_alert: true,
      limit: 1000,
      offset: 0,
    });
  });
});

describe('QUERIES_ENDPOINTS', () => {
  it('has the spec’s v1 and v2 query calls', () => {
    expect(Object.values(QUERIES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/users/{user}/queries',
      'POST /v1/users/{user}/queries',
      'GET /v1/users/{user}/queries-light',
      'GET /v1/users/{user}/queries/{id}',
      'POST /v1/users/{user}/queries/{id}/sharings',
      'GET /v1/users/queries/count',
      'GET /v2/user/queries',
      'POST /v2/user/queries',
      'PATCH /v2/user/queries/{id}',
      'DELETE /v2/user/queries/{id}',
    ]);
  });
});

import { z } from 'zod';
import { SearchCriteriaSchema } from '../../criteria/search-criteria.schema';
import { ApiDateTimeSchema, ApiIdSchema, ApiNameSchema, safeString } from '../shared/api-primitives';
import { counters } from '../shared/counters';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryBoolean, queryIntList } from '../shared/query-params';

const queryTypeId = z.number().int().min(1).max(13);

/**
 * Query: a list, segment, alert or saved search (the spec's entity). Designed names: `name`, `is_alert` (the alert
 * flag), `owner_user_id` (the owner), `creation_date`, `modification_date`.
 */
export const QuerySchema = z.object({
  id: z.number().int().min(1),
  name: safeString(),
  query_type_id: queryTypeId,
  criteria: SearchCriteriaSchema,
  is_alert: z.boolean(),
  owner_user_id: z.number().int().min(1),
  organization_id: z.number().int().min(1),
  creation_date: ApiDateTimeSchema,
  modification_date: ApiDateTimeSchema.nullable(),
});
export type Query = z.infer<typeof QuerySchema>;

/** A query without its criteria (the "light" list used by pickers). */
export const QueryLightSchema = QuerySchema.pick({ id: true, name: true, query_type_id: true, is_alert: true, owner_user_id: true });
export type QueryLight = z.infer<typeof QueryLightSchema>;

/** Query list (`query_list`, `query_count`). */
export const QueryListResponseSchema = pagedList(QuerySchema, 'query_list', 'query_count');
export type QueryListResponse = z.infer<typeof QueryListResponseSchema>;

export const QueryLightListResponseSchema = pagedList(QueryLightSchema, 'query_list', 'query_count');
export type QueryLightListResponse = z.infer<typeof QueryLightListResponseSchema>;

/** Query list filters: types, alert flag; 1000 per page, newest creation first (docs/rules/ports.md "Bounds"). */
export const QueryListQuerySchema = z.object({
  query_type_id_list: queryIntList(13, 1, 13).optional(),
  is_alert: queryBoolean().optional(),
  ...paginationQuery(1000),
});
export type QueryListQuery = z.infer<typeof QueryListQuerySchema>;

/** New query: name, type, criteria, alert flag (defaults to false). */
export const QueryCreateBodySchema = z
  .object({
    name: ApiNameSchema,
    query_type_id: queryTypeId,
    criteria: SearchCriteriaSchema,
    is_alert: z.boolean().optional(),
  })
  .strict();
export type QueryCreateBody = z.infer<typeof QueryCreateBodySchema>;

/** Query change: name, criteria, alert flag (the type never changes). */
export const QueryUpdateBodySchema = z
  .object({
    name: ApiNameSchema.optional(),
    criteria: SearchCriteriaSchema.optional(),
    is_alert: z.boolean().optional(),
  })
  .strict();
export type QueryUpdateBody = z.infer<typeof QueryUpdateBodySchema>;

/** Sharing of a query with a colleague (the spec's call: shared_user_id). */
export const QuerySharingBodySchema = z.object({ shared_user_id: ApiIdSchema }).strict();
export type QuerySharingBody = z.infer<typeof QuerySharingBodySchema>;

/** A sharing (designed answer: the copy given to the colleague). */
export const QuerySharingSchema = z.object({
  query_id: z.number().int().min(1),
  shared_user_id: z.number().int().min(1),
  shared_query_id: z.number().int().min(1),
});
export type QuerySharing = z.infer<typeof QuerySharingSchema>;

/** Count of the caller's queries, by the same filters as the list (limits of 10 per kind: `QUERY_LIMITS`). */
export const QueryCountQuerySchema = z.object({
  query_type_id_list: queryIntList(13, 1, 13).optional(),
  is_alert: queryBoolean().optional(),
});
export type QueryCountQuery = z.infer<typeof QueryCountQuerySchema>;

export const QueryCountResponseSchema = counters(['query_count']);
export type QueryCountResponse = z.infer<typeof QueryCountResponseSchema>;

/**
 * Queries: lists, segments, alerts, saved searches (the spec's "Queries" and "Queries v2": docs/rules/ports.md
 * "queries").
 */
export const QUERIES_ENDPOINTS = {
  listUserQueries: defineEndpoint({
    method: 'GET',
    path: '/v1/users/{user}/queries',
    summary: 'Queries of a user, newest creation first.',
    query: QueryListQuerySchema,
    response: QueryListResponseSchema,
  }),
  createUserQuery: defineEndpoint({
    method: 'POST',
    path: '/v1/users/{user}/queries',
    summary: 'Create a query for a user.',
    body: QueryCreateBodySchema,
    response: QuerySchema,
  }),
  listUserQueriesLight: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/users/{user}/queries-light',
    summary: 'Queries of a user without their criteria.',
    designed: true,
    query: QueryListQuerySchema,
    response: QueryLightListResponseSchema,
  }),
  getUserQuery: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/users/{user}/queries/{id}',
    summary: 'One query of a user.',
    designed: true,
    response: QuerySchema,
  }),
  shareUserQuery: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/users/{user}/queries/{id}/sharings',
    summary: 'Share a query with a colleague of the same organisation.',
    designed: true,
    body: QuerySharingBodySchema,
    response: QuerySharingSchema,
  }),
  countQueries: defineEndpoint({
    method: 'GET',
    path: '/v1/users/queries/count',
    summary: 'Count the caller’s queries by type and alert flag.',
    query: QueryCountQuerySchema,
    response: QueryCountResponseSchema,
  }),
  listQueries: defineEndpoint({
    method: 'GET',
    path: '/v2/user/queries',
    summary: 'Queries of the caller, newest creation first.',
    query: QueryListQuerySchema,
    response: QueryListResponseSchema,
  }),
  createQuery: defineEndpoint({
    method: 'POST',
    path: '/v2/user/queries',
    summary: 'Create a query for the caller.',
    body: QueryCreateBodySchema,
    response: QuerySchema,
  }),
  updateQuery: defineEndpoint({
    method: 'PATCH',
    path: '/v2/user/queries/{id}',
    summary: 'Change a query of the caller.',
    body: QueryUpdateBodySchema,
    response: QuerySchema,
  }),
  deleteQuery: defineEndpoint({
    method: 'DELETE',
    path: '/v2/user/queries/{id}',
    summary: 'Delete a query of the caller.',
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The queries port. */
export type QueriesGateway = EndpointGateway<typeof QUERIES_ENDPOINTS>;

import { z } from 'zod';
import { ACCOUNT_SEARCH_SORTS, CONTACT_SEARCH_SORTS } from '../../criteria/advanced-search-limits';
import { SearchCriteriaSchema } from '../../criteria/search-criteria.schema';
import { apiIdList, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationBody, paginationQuery } from '../shared/pagination';
import { queryInt, queryText } from '../shared/query-params';
import { CompanyCardSchema, ContactCardSchema } from '../quick-search/quick-search.contract';

/** A metric to aggregate (a field name of the data, snake_case). */
export const DataMetricNameSchema = safeString().regex(/^[a-z][a-z0-9_]{0,63}$/, 'DATA.INVALID_METRIC');

/** Aggregation request (the spec's call: criteria, metric_list, limit — the number of buckets per metric, ≤ 100). */
export const DataAggregationBodySchema = z
  .object({
    criteria: SearchCriteriaSchema,
    metric_list: z.array(DataMetricNameSchema).min(1).max(20),
    limit: z.number().int().min(1).max(100).default(10),
  })
  .strict();
export type DataAggregationBody = z.infer<typeof DataAggregationBodySchema>;

/** One aggregated metric: the largest buckets (key and count) and the total (designed). */
export const DataMetricSchema = z.object({
  name: safeString(),
  total: z.number().int().min(0),
  bucket_list: z.array(z.object({ key: safeString(), label: safeString().nullable(), count: z.number().int().min(0) })),
});
export type DataMetric = z.infer<typeof DataMetricSchema>;

export const DataAggregationResponseSchema = listOnlyResponse(DataMetricSchema, 'metric_list');
export type DataAggregationResponse = z.infer<typeof DataAggregationResponseSchema>;

/** Accounts (companies) list (`account_list`, `account_count`). */
export const AccountListResponseSchema = pagedList(CompanyCardSchema, 'account_list', 'account_count');
export type AccountListResponse = z.infer<typeof AccountListResponseSchema>;

/** Contacts list (`contact_list`, `contact_count`). */
export const ContactListResponseSchema = pagedList(ContactCardSchema, 'contact_list', 'contact_count');
export type ContactListResponse = z.infer<typeof ContactListResponseSchema>;

export const DataPageQuerySchema = z.object(paginationQuery(20, 100));
export type DataPageQuery = z.infer<typeof DataPageQuerySchema>;

export const AccountQuickSearchQuerySchema = z.object({
  text: queryText(200).pipe(safeString().min(1)),
  limit: queryInt(1, 50).default(6),
});
export type AccountQuickSearchQuery = z.infer<typeof AccountQuickSearchQuerySchema>;

/** Search of contacts by criteria, paged; `sort` designed (default: by name). */
export const DataSearchBodySchema = z
  .object({ criteria: SearchCriteriaSchema, sort: z.enum(CONTACT_SEARCH_SORTS).default('name_asc'), ...paginationBody(20, 100) })
  .strict();
export type DataSearchBody = z.infer<typeof DataSearchBodySchema>;

/** Search of accounts by criteria, paged (designed): the same body with the account sorts (default: by name). */
export const AccountSearchBodySchema = z
  .object({ criteria: SearchCriteriaSchema, sort: z.enum(ACCOUNT_SEARCH_SORTS).default('name_asc'), ...paginationBody(20, 100) })
  .strict();
export type AccountSearchBody = z.infer<typeof AccountSearchBodySchema>;

/**
 * Contacts found by an advanced search: `contact_count` is exact up to ADVANCED_SEARCH_COUNT_CAP; beyond it the count
 * is the cap and `contact_count_capped` is true (shown "10 000+").
 */
export const ContactSearchResponseSchema = ContactListResponseSchema.extend({ contact_count_capped: z.boolean().optional() });
export type ContactSearchResponse = z.infer<typeof ContactSearchResponseSchema>;

/** Accounts found by an advanced search (count capped like {@link ContactSearchResponseSchema}). */
export const AccountSearchResponseSchema = AccountListResponseSchema.extend({ account_count_capped: z.boolean().optional() });
export type AccountSearchResponse = z.infer<typeof AccountSearchResponseSchema>;

/** Which of these contacts are active (designed). */
export const ActiveContactMatchesBodySchema = z.object({ contact_id_list: apiIdList(PORT_LIMITS.pageLimit).min(1) }).strict();
export type ActiveContactMatchesBody = z.infer<typeof ActiveContactMatchesBodySchema>;

export const ActiveContactMatchesResponseSchema = listOnlyResponse(
  z.object({ contact_id: z.number().int().min(1), active: z.boolean() }),
  'match_list',
);
export type ActiveContactMatchesResponse = z.infer<typeof ActiveContactMatchesResponseSchema>;


/**
 * Data pages: aggregated and searched accounts and contacts (the spec's "Data" calls, prefix designed:
 * docs/rules/ports.md "data").
 */
export const DATA_ENDPOINTS = {
  aggregateContacts: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/aggregator-user-data/contacts',
    summary: 'Aggregate contacts matching criteria by metrics.',
    designed: true,
    body: DataAggregationBodySchema,
    response: DataAggregationResponseSchema,
  }),
  listAccounts: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/aggregator-user-data/accounts',
    summary: 'Accounts of the caller’s data, paged.',
    designed: true,
    query: DataPageQuerySchema,
    response: AccountListResponseSchema,
  }),
  quickSearchAccounts: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/aggregator-user-data/accounts/quicksearch',
    summary: 'Accounts whose name matches a text.',
    designed: true,
    query: AccountQuickSearchQuerySchema,
    response: AccountListResponseSchema,
  }),
  listActiveAccounts: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/aggregator-user-data/accounts/active',
    summary: 'Active accounts, paged.',
    designed: true,
    query: DataPageQuerySchema,
    response: AccountListResponseSchema,
  }),
  aggregateAllAccounts: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/aggregator-user-data/accounts/all',
    summary: 'Aggregate all accounts matching criteria by metrics.',
    designed: true,
    body: DataAggregationBodySchema,
    response: DataAggregationResponseSchema,
  }),
  searchContactsFull: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/aggregator-user-data/contacts/search/full',
    summary: 'Contacts matching criteria, paged.',
    designed: true,
    body: DataSearchBodySchema,
    response: ContactSearchResponseSchema,
  }),
  searchAccounts: defineEndpoint({
    // designed: not in spec (the account side of the advanced search)
    method: 'POST',
    path: '/v1/aggregator-user-data/accounts/search',
    summary: 'Accounts matching criteria, paged and sorted.',
    designed: true,
    body: AccountSearchBodySchema,
    response: AccountSearchResponseSchema,
  }),
  listActiveContacts: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/aggregator-user-data/contacts/active',
    summary: 'Active contacts, paged.',
    designed: true,
    query: DataPageQuerySchema,
    response: ContactListResponseSchema,
  }),
  matchActiveContacts: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/aggregator-user-data/contacts/active/matches',
    summary: 'Say which of the given contacts are active.',
    designed: true,
    body: ActiveContactMatchesBodySchema,
    response: ActiveContactMatchesResponseSchema,
  }),
} as const;

/** The data port. */
export type DataGateway = EndpointGateway<typeof DATA_ENDPOINTS>;

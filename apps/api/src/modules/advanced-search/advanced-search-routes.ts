import { DATA_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { AdvancedSearchService } from './advanced-search-service';

export interface AdvancedSearchRoutesOptions {
  readonly service: AdvancedSearchService;
}

const COMMON =
  'Criteria: core\'s SearchCriteriaSchema (unknown key or contradictory range: 400), evaluated as docs/rules/criteria.md "Evaluation" says. ' +
  'A criterion the server cannot apply (in_my_network; campaign and sequence criteria until those features exist): 400 CRITERIA.UNSUPPORTED naming it (details.field). ' +
  'query_id_list / segment_id_list: the caller\'s own saved queries, two levels deep at most (400 CRITERIA.QUERIES_TOO_DEEP); another user\'s or organisation\'s: 404. ' +
  'Counts exact up to 10 000, beyond: the cap and `*_count_capped: true`. Time-out 1 000 ms: 422 SEARCH.TIMEOUT. Sales PME: cards blurred as in quick search.';

/** The advanced search (HTTP only): contacts and accounts by criteria. */
export const advancedSearchRoutes: FastifyPluginAsyncZod<AdvancedSearchRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, { searchContactsFull: DATA_ENDPOINTS.searchContactsFull, searchAccounts: DATA_ENDPOINTS.searchAccounts }, {
    searchContactsFull: {
      access: permission('ADVANCED_SEARCH', 'read'),
      errors: [404, 422],
      description: `Active contacts matching the criteria; sort name_asc (default), name_desc, company_name_asc, company_name_desc. ${COMMON}`,
      handle: ({ auth, body }) => service.searchContacts(auth, body),
    },
    searchAccounts: {
      access: permission('ADVANCED_SEARCH', 'read'),
      errors: [404, 422],
      description: `Companies matching the criteria (with contact criteria: having a matching active contact); sort name_asc (default), name_desc, workforce_asc, workforce_desc, revenue_asc, revenue_desc. ${COMMON}`,
      handle: ({ auth, body }) => service.searchAccounts(auth, body),
    },
  });
};

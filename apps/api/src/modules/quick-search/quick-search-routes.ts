import { QUICK_SEARCH_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { QuickSearchService } from './quick-search-service';

export interface QuickSearchRoutesOptions {
  readonly service: QuickSearchService;
}

/** GET /v1/quick-search (HTTP only). */
export const quickSearchRoutes: FastifyPluginAsyncZod<QuickSearchRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, QUICK_SEARCH_ENDPOINTS, {
    quickSearch: {
      access: permission('QUICK_SEARCH', 'read'),
      description:
        'Each column also needs its QUICK_SEARCH_* subject (an empty column otherwise). Words are prefixes, accents and case ignored; ' +
        'exact names first, then names starting with the text, then the text-search rank of the first candidates. Totals are counted up to 1 001 ' +
        '(`total_capped`). Sales PME: cards not visible to the licence are blurred (`blurred`, hidden fields null).',
      handle: ({ auth, query }) => service.search(auth, query),
    },
  });
};

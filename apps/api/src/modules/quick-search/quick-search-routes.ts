import { QUICK_SEARCH_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { requireAuth } from '../../security/authorize';
import { registerEndpoint } from '../../server/register-endpoint';
import { createCachedQuickSearchRepository } from './cached-quick-search-repository';
import { createQuickSearchRepository } from './quick-search-repository';
import { createQuickSearchService } from './quick-search-service';
import type { QuickSearchService } from './quick-search-service';

/** Either the service, or the database to build it on (build-server.ts registers the module in one line). */
export type QuickSearchRoutesOptions = { readonly service: QuickSearchService } | { readonly db: Database };

/** GET /v1/quick-search (HTTP only). */
export const quickSearchRoutes: FastifyPluginAsyncZod<QuickSearchRoutesOptions> = async (app, options) => {
  const service = 'service' in options ? options.service : createQuickSearchService(createCachedQuickSearchRepository(createQuickSearchRepository(options.db)));
  registerEndpoint(
    app,
    QUICK_SEARCH_ENDPOINTS.quickSearch,
    {
      permission: { subject: 'QUICK_SEARCH', action: 'read' },
      description:
        'Each column also needs its QUICK_SEARCH_* subject (an empty column otherwise). Words are prefixes, accents and case ignored; ' +
        'exact names first, then names starting with the text, then the text-search rank of the first candidates. Totals are counted up to 1 001 ' +
        '(`total_capped`). Sales PME: cards not visible to the licence are blurred (`blurred`, hidden fields null).',
    },
    async (request) => service.search(requireAuth(request), request.query),
  );
};

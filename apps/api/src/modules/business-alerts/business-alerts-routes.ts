import { BUSINESS_ALERTS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { BusinessAlertsService } from './business-alerts-service';

export interface BusinessAlertsRoutesOptions {
  readonly service: BusinessAlertsService;
}

const COMMON =
  'Criteria: core\'s SearchCriteriaSchema, matched as alerts match news (the company through the criteria, the news criteria on the piece; docs/business-alerts.md). ' +
  'window: 1 to 366 days, both ends included (end before start: 400 WINDOW.START_AFTER_END; longer: 400 WINDOW.TOO_LONG). ' +
  'text: every word a prefix of a title word, accents and case ignored. facet_filters: picked ids per facet field (unknown field: 400); values of a field are alternatives, fields combine. ' +
  'query_id_list / segment_id_list: the caller\'s own saved queries (another\'s: 404).';

/** The business alerts (HTTP only): facets and news of a window. */
export const businessAlertsRoutes: FastifyPluginAsyncZod<BusinessAlertsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, BUSINESS_ALERTS_ENDPOINTS, {
    businessAlertFacets: {
      access: permission('BUSINESS_ALERTS', 'read'),
      errors: [404],
      description: `News counts per value of each facet field (all fields unless facet_field_list), each field under every filter but its own picks; at most \`limit\` (≤ 100) values, largest count first, ties by id. ${COMMON}`,
      handle: ({ auth, body }) => service.facets(auth, body),
    },
    businessAlertNews: {
      access: permission('BUSINESS_ALERTS', 'read'),
      errors: [404],
      description: `Matching news, newest first (publication date, then id, descending), 12 per page by default; news_count exact. Sales PME: cards blurred as in quick search. ${COMMON}`,
      handle: ({ auth, body }) => service.news(auth, body),
    },
  });
};

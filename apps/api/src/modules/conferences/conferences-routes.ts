import { CONFERENCES_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { ConferencesService } from './conferences-service';

export interface ConferencesRoutesOptions {
  readonly service: ConferencesService;
}

const REFERENCE_DATA = 'Reference data shared by every organisation (no organisation scope).';
const CONFERENCES = permission('CONFERENCES', 'read');

/** POST /v1/news/conferences, GET /v1/news/conferences/themes, GET /v1/news/conferences/{conference_id}. */
export const conferencesRoutes: FastifyPluginAsyncZod<ConferencesRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, CONFERENCES_ENDPOINTS, {
    searchConferences: {
      access: CONFERENCES,
      description:
        `${REFERENCE_DATA} From start_date_min (default today in Europe/Paris) to start_date_max (inclusive; before the first: 400 ` +
        'CONFERENCES.DATE_RANGE_INVERTED), theme exact, region_id by postcode (unknown: 400 CONFERENCES.UNKNOWN_REGION), text as word ' +
        'prefixes of the name; sorted by start date then id; conference_count is exact. A non-empty criterion: 400 CRITERIA.UNSUPPORTED.',
      handle: ({ body }) => service.search(body),
    },
    getConferenceThemes: {
      access: CONFERENCES,
      description: REFERENCE_DATA,
      handle: () => service.themes(),
    },
    getConferenceProgram: {
      access: CONFERENCES,
      ids: { params: { conference_id: 'conference' } },
      description: `${REFERENCE_DATA} 404 NOT_FOUND for a conference that does not exist. Sales PME: speakers not visible to the licence are blurred cards.`,
      handle: ({ auth, params }) => service.program(auth, params.conference_id),
    },
  });
};

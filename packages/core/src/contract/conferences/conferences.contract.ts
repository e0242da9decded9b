import { z } from 'zod';
import { SearchCriteriaSchema } from '../../criteria/search-criteria.schema';
import { ApiDateSchema } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationBody } from '../shared/pagination';
import { ConferenceSchema } from '../quick-search/quick-search.contract';

/** Sort orders of the conference list: by start date, ascending (default) or descending. */
export const CONFERENCE_SORTS = ['start_date', '-start_date'] as const;
export type ConferenceSort = (typeof CONFERENCE_SORTS)[number];

/**
 * Conference search (the spec's call: criteria, paging). Designed: `start_date_min` (the page sends today, a
 * constant of the spec), `sort` (default `start_date`), 12 per page by default.
 */
export const ConferenceSearchBodySchema = z
  .object({
    criteria: SearchCriteriaSchema,
    start_date_min: ApiDateSchema.optional(),
    sort: z.enum(CONFERENCE_SORTS).default('start_date'),
    ...paginationBody(12, 100),
  })
  .strict();
export type ConferenceSearchBody = z.infer<typeof ConferenceSearchBodySchema>;

/** Conference list (`conference_list`, `conference_count`). */
export const ConferenceListResponseSchema = pagedList(ConferenceSchema, 'conference_list', 'conference_count');
export type ConferenceListResponse = z.infer<typeof ConferenceListResponseSchema>;

/** Conferences (docs/rules/ports.md "conferences"). */
export const CONFERENCES_ENDPOINTS = {
  searchConferences: defineEndpoint({
    method: 'POST',
    path: '/v1/news/conferences',
    summary: 'Conferences matching criteria, from a start date, sorted by start date.',
    body: ConferenceSearchBodySchema,
    response: ConferenceListResponseSchema,
  }),
} as const;

/** The conferences port. */
export type ConferencesGateway = EndpointGateway<typeof CONFERENCES_ENDPOINTS>;

import { z } from 'zod';
import { SearchCriteriaSchema } from '../../criteria/search-criteria.schema';
import { ApiDateSchema, ApiDateTimeSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse, pagedList, paginationBody } from '../shared/pagination';
import { ConferenceSchema, ContactCardSchema } from '../quick-search/quick-search.contract';

/** Sort orders of the conference list: by start date, ascending (default) or descending. */
export const CONFERENCE_SORTS = ['start_date', '-start_date'] as const;
export type ConferenceSort = (typeof CONFERENCE_SORTS)[number];

/** Page size of the conference list (12 per page: docs/conferences.md). */
export const CONFERENCE_PAGE_SIZE = 12;

/** Longest text filter of the conference list (designed, as the quick search's text). */
export const CONFERENCE_TEXT_MAX = 200;

/** Error codes of the conference calls (400 by the error table: refusals of an input). */
export const CONFERENCE_ERROR_CODES = {
  /** The asked window ends before it starts (`start_date_max` before `start_date_min`, or before today without it). */
  dateRangeInverted: 'CONFERENCES.DATE_RANGE_INVERTED',
  /** `region_id` is not a French region of the catalogue. */
  unknownRegion: 'CONFERENCES.UNKNOWN_REGION',
} as const;

/**
 * Conference search (the spec's call: criteria, paging). Designed: `start_date_min` (default today in Europe/Paris,
 * the list starts today), `start_date_max` (the last start date, inclusive; refused before the first), `theme` (one
 * of the themes, exact), `region_id` (a French region: the conferences whose postcode is in it), `text` (words of the
 * name, prefixes, accents and case ignored, as the quick search), `sort` (default `start_date`), 12 per page by
 * default. `criteria` is the shared criteria object: no criterion applies to conferences yet, so a non-empty one is
 * refused (400 CRITERIA.UNSUPPORTED naming it) rather than ignored.
 */
export const ConferenceSearchBodySchema = z
  .object({
    criteria: SearchCriteriaSchema,
    start_date_min: ApiDateSchema.optional(),
    start_date_max: ApiDateSchema.optional(),
    theme: safeString().trim().min(1).max(PORT_LIMITS.name).optional(),
    region_id: z.number().int().min(1).max(PORT_LIMITS.maxId).optional(),
    text: safeString().trim().max(CONFERENCE_TEXT_MAX).optional(),
    sort: z.enum(CONFERENCE_SORTS).default('start_date'),
    ...paginationBody(CONFERENCE_PAGE_SIZE, 100),
  })
  .strict();
export type ConferenceSearchBody = z.infer<typeof ConferenceSearchBodySchema>;

/** Conference list (`conference_list`, `conference_count`: the exact number of matches). */
export const ConferenceListResponseSchema = pagedList(ConferenceSchema, 'conference_list', 'conference_count');
export type ConferenceListResponse = z.infer<typeof ConferenceListResponseSchema>;

/** The themes conferences have, for the theme filter (designed), in alphabetical order. */
export const ConferenceThemesResponseSchema = listOnlyResponse(safeString(), 'theme_list');
export type ConferenceThemesResponse = z.infer<typeof ConferenceThemesResponseSchema>;

/** A session of a conference program: a talk, its kind, when, and its speaker's contact card (blurred per licence). */
export const ConferenceSessionSchema = z.object({
  id: z.number().int().min(1),
  title: safeString(),
  /** Kind of talk (Conférence, Table ronde, Keynote, Atelier…), the news highlight's `type_name`. */
  type_name: safeString().nullable(),
  starts_at: ApiDateTimeSchema,
  speaker: ContactCardSchema,
});
export type ConferenceSession = z.infer<typeof ConferenceSessionSchema>;

/**
 * A conference with its program (designed): the conference (its card plus `start_date`, `end_date` — the last day,
 * inclusive — and `theme`) and its sessions in time order (ties by id).
 */
export const ConferenceProgramSchema = z.object({
  conference: ConferenceSchema.extend({ start_date: ApiDateSchema, end_date: ApiDateSchema }),
  sessions: z.array(ConferenceSessionSchema),
});
export type ConferenceProgram = z.infer<typeof ConferenceProgramSchema>;

/** Conferences (docs/rules/ports.md "conferences", docs/conferences.md). */
export const CONFERENCES_ENDPOINTS = {
  searchConferences: defineEndpoint({
    method: 'POST',
    path: '/v1/news/conferences',
    summary: 'Conferences matching criteria, theme, region, dates and text, from today by default, sorted by start date.',
    body: ConferenceSearchBodySchema,
    response: ConferenceListResponseSchema,
  }),
  getConferenceThemes: defineEndpoint({
    method: 'GET',
    path: '/v1/news/conferences/themes',
    summary: 'The themes of the conferences (the theme filter).',
    designed: true,
    response: ConferenceThemesResponseSchema,
  }),
  getConferenceProgram: defineEndpoint({
    method: 'GET',
    path: '/v1/news/conferences/{conference_id}',
    summary: 'A conference with its organisers, place, dates and sessions in time order, speakers as contact cards.',
    designed: true,
    response: ConferenceProgramSchema,
  }),
} as const;

/** The conferences port. */
export type ConferencesGateway = EndpointGateway<typeof CONFERENCES_ENDPOINTS>;

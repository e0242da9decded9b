import { z } from 'zod';
import { SearchCriteriaSchema } from '../../criteria/search-criteria.schema';
import { ApiDateSchema } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationBody } from '../shared/pagination';
import { NewsPieceSchema } from '../quick-search/quick-search.contract';

/** Longest news window a search may ask for, in days (designed). */
export const NEWS_WINDOW_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/**
 * The publication window of a news search: ISO dates, both inclusive, start ≤ end, at most 366 days.
 * The business-alerts page sends the last 7 days by default (a constant of the spec; docs/rules/ports.md "Bounds").
 */
export const NewsWindowSchema = z
  .object({ start_date: ApiDateSchema, end_date: ApiDateSchema })
  .strict()
  .refine((window) => window.start_date <= window.end_date, { message: 'WINDOW.START_AFTER_END', path: ['end_date'] })
  .refine((window) => (Date.parse(window.end_date) - Date.parse(window.start_date)) / DAY_MS <= NEWS_WINDOW_MAX_DAYS, {
    message: 'WINDOW.TOO_LONG',
    path: ['end_date'],
  });
export type NewsWindow = z.infer<typeof NewsWindowSchema>;

/** Fields a business-alert facet can count on (designed). */
export const BUSINESS_ALERT_FACET_FIELDS = [
  'business_opportunity_type_id',
  'news_type_id',
  'tag_id',
  'company_size_id',
  'company_industry_class_id',
  'job_type_id',
] as const;
export type BusinessAlertFacetField = (typeof BUSINESS_ALERT_FACET_FIELDS)[number];

/**
 * Facet request: criteria, window, fields to count (all by default), at most 100 values per field (docs/rules/ports.md
 * "Bounds").
 */
export const BusinessAlertFacetBodySchema = z
  .object({
    criteria: SearchCriteriaSchema,
    window: NewsWindowSchema,
    facet_field_list: z.array(z.enum(BUSINESS_ALERT_FACET_FIELDS)).max(BUSINESS_ALERT_FACET_FIELDS.length).optional(),
    limit: z.number().int().min(1).max(100).default(100),
  })
  .strict();
export type BusinessAlertFacetBody = z.infer<typeof BusinessAlertFacetBodySchema>;

/** One facet: a field and the count of news per value, largest first. */
export const BusinessAlertFacetSchema = z.object({
  field: z.enum(BUSINESS_ALERT_FACET_FIELDS),
  value_list: z.array(z.object({ id: z.number().int(), count: z.number().int().min(0) })),
});
export type BusinessAlertFacet = z.infer<typeof BusinessAlertFacetSchema>;

export const BusinessAlertFacetResponseSchema = z.object({ facet_list: z.array(BusinessAlertFacetSchema) });
export type BusinessAlertFacetResponse = z.infer<typeof BusinessAlertFacetResponseSchema>;

/** News request: criteria, window, paging (12 per page: docs/rules/ports.md "Bounds"); newest first. */
export const BusinessAlertNewsBodySchema = z
  .object({
    criteria: SearchCriteriaSchema,
    window: NewsWindowSchema,
    ...paginationBody(12, 100),
  })
  .strict();
export type BusinessAlertNewsBody = z.infer<typeof BusinessAlertNewsBodySchema>;

/** News list (`news_list`, `news_count`). */
export const NewsListResponseSchema = pagedList(NewsPieceSchema, 'news_list', 'news_count');
export type NewsListResponse = z.infer<typeof NewsListResponseSchema>;

/** Business alerts (docs/rules/ports.md "business_alerts"). */
export const BUSINESS_ALERTS_ENDPOINTS = {
  businessAlertFacets: defineEndpoint({
    method: 'POST',
    path: '/v1/business-alert/facet',
    summary: 'Count news per value of some fields for criteria and a window.',
    body: BusinessAlertFacetBodySchema,
    response: BusinessAlertFacetResponseSchema,
  }),
  businessAlertNews: defineEndpoint({
    method: 'POST',
    path: '/v1/business-alert/news',
    summary: 'News matching criteria in a window, newest first.',
    body: BusinessAlertNewsBodySchema,
    response: NewsListResponseSchema,
  }),
} as const;

/** The business-alerts port. */
export type BusinessAlertsGateway = EndpointGateway<typeof BUSINESS_ALERTS_ENDPOINTS>;

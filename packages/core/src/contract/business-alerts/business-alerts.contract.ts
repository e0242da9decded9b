import { z } from 'zod';
import { SearchCriteriaSchema } from '../../criteria/search-criteria.schema';
import { BUSINESS_ALERT_FACET_FIELDS, BUSINESS_ALERT_FACET_LIMIT, type BusinessAlertFacetField } from '../../business-alerts/business-alert-facet-field';
import { newsWindowProblem } from '../../business-alerts/news-window';
import { ApiDateSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationBody } from '../shared/pagination';
import { NewsPieceSchema } from '../quick-search/quick-search.contract';

/**
 * The publication window of a news search: ISO dates, both inclusive, 1 to 366 days (core's newsWindowProblem: end
 * before start `WINDOW.START_AFTER_END`, longer `WINDOW.TOO_LONG`, both 400). The business-alerts page sends the last
 * 7 days by default (core's defaultNewsWindow; docs/rules/ports.md "Bounds").
 */
export const NewsWindowSchema = z
  .object({ start_date: ApiDateSchema, end_date: ApiDateSchema })
  .strict()
  .superRefine((window, context) => {
    const problem = newsWindowProblem(window);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem, path: ['end_date'] });
  });
export type NewsWindow = z.infer<typeof NewsWindowSchema>;

/** Most picked ids per facet field (designed). */
export const BUSINESS_ALERT_FACET_PICKS_MAX = 100;

/**
 * The facet panel's picks: ids per facet field (designed). Values of one field are alternatives, fields combine
 * (core's passesFacetPicks). An unknown field: 400.
 */
export const BusinessAlertFacetFiltersSchema = z
  .object(
    Object.fromEntries(BUSINESS_ALERT_FACET_FIELDS.map((field) => [field, z.array(z.number().int().min(0).max(32_767)).max(BUSINESS_ALERT_FACET_PICKS_MAX).optional()])) as Record<
      BusinessAlertFacetField,
      z.ZodOptional<z.ZodArray<z.ZodNumber>>
    >,
  )
  .strict();
export type BusinessAlertFacetFilters = z.infer<typeof BusinessAlertFacetFiltersSchema>;

/** Longest text filter (designed). */
export const BUSINESS_ALERT_TEXT_MAX = 200;

/**
 * What both calls share: the criteria (a saved search's or alert's; company through the criteria, news criteria on
 * the piece, as alerts do), the window, a text the piece's title must contain word by word (designed; the
 * `quick_search` route parameter pre-fills it) and the facet picks.
 */
const newsSearchFields = {
  criteria: SearchCriteriaSchema,
  window: NewsWindowSchema,
  text: safeString().max(BUSINESS_ALERT_TEXT_MAX).optional(),
  facet_filters: BusinessAlertFacetFiltersSchema.optional(),
};

/**
 * Facet request: criteria, window, text, picks, fields to count (all by default), at most 100 values per field
 * (docs/rules/ports.md "Bounds"). Each field counts under every filter but its own picks (core's businessAlertFacets).
 */
export const BusinessAlertFacetBodySchema = z
  .object({
    ...newsSearchFields,
    facet_field_list: z.array(z.enum(BUSINESS_ALERT_FACET_FIELDS)).min(1).max(BUSINESS_ALERT_FACET_FIELDS.length).optional(),
    limit: z.number().int().min(1).max(BUSINESS_ALERT_FACET_LIMIT).default(BUSINESS_ALERT_FACET_LIMIT),
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

/** Business alerts show 12 news per page (spec "Business constants": limit 12). */
export const BUSINESS_ALERT_NEWS_PAGE = 12;

/**
 * News request: criteria, window, text, picks (all of them), paging (12 per page: docs/rules/ports.md "Bounds");
 * newest first (publication date, then id, descending); `news_count` exact.
 */
export const BusinessAlertNewsBodySchema = z
  .object({
    ...newsSearchFields,
    ...paginationBody(BUSINESS_ALERT_NEWS_PAGE, 100),
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

import * as z from 'zod/mini';

/** What the advanced search lists: contacts or companies. */
export const ADVANCED_SEARCH_TARGETS = ['contacts', 'companies'] as const;
export type AdvancedSearchTarget = (typeof ADVANCED_SEARCH_TARGETS)[number];

/**
 * Sort orders a URL may hold: core's CONTACT_SEARCH_SORTS and ACCOUNT_SEARCH_SORTS together (written out here so that
 * the route's check needs no more of core; advancedSearchSearch.test.ts checks they are the same).
 */
export const ADVANCED_SEARCH_SORTS = [
  'name_asc',
  'name_desc',
  'company_name_asc',
  'company_name_desc',
  'workforce_asc',
  'workforce_desc',
  'revenue_asc',
  'revenue_desc',
] as const;
export type AdvancedSearchSort = (typeof ADVANCED_SEARCH_SORTS)[number];

/** The last page the URL may ask for (20 a page up to the count cap of 10 000). */
export const ADVANCED_SEARCH_MAX_PAGE = 500;

/**
 * The search params of /advanced-search: the target, the criteria (an object; each criterion is checked by the page
 * against core's criteria schema, and one that does not pass is left out, the others kept), the sort and the page.
 * Anything unreadable reads as the default. zod/mini: the route's URL check is part of the first route
 * (docs/performance.md, first-route budget); the full criteria schema is loaded with the page.
 */
export const AdvancedSearchSearchSchema = z.object({
  target: z.catch(z.optional(z.enum(ADVANCED_SEARCH_TARGETS)), undefined),
  criteria: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
  sort: z.catch(z.optional(z.enum(ADVANCED_SEARCH_SORTS)), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADVANCED_SEARCH_MAX_PAGE))), undefined),
});
export type AdvancedSearchSearch = z.infer<typeof AdvancedSearchSearchSchema>;

import { safeText } from '@cible/core';
import * as z from 'zod/mini';
import { QUICK_SEARCH_RESULTS_VIEWS } from './quickSearchLink';
import { QUICK_SEARCH_MAX_PAGE } from './quickSearchPaging';

/**
 * The search params of /quick-search: the text, the view (a bad or missing one reads as the first view the licence
 * shows) and the page (from 1; anything unreadable or out of range reads as the first page). zod/mini: the route's
 * URL check is part of the first route (docs/performance.md, first-route budget).
 */
export const QuickSearchResultsSearchSchema = z.object({
  search: z.catch(z.optional(safeText()), undefined),
  view: z.catch(z.optional(z.enum(QUICK_SEARCH_RESULTS_VIEWS)), undefined),
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(QUICK_SEARCH_MAX_PAGE))), undefined),
});
export type QuickSearchResultsSearch = z.infer<typeof QuickSearchResultsSearchSchema>;

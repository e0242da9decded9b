import { safeString } from '@cible/core';
import { z } from 'zod';
import { QUICK_SEARCH_RESULTS_VIEWS } from './quickSearchLink';
import { QUICK_SEARCH_MAX_PAGE } from './QuickSearchResultsViewModel';

/**
 * The search params of /quick-search: the text, the view (a bad or missing one reads as the first view the licence
 * shows) and the page (from 1; anything unreadable or out of range reads as the first page).
 */
export const QuickSearchResultsSearchSchema = z.object({
  search: safeString().optional().catch(undefined),
  view: z.enum(QUICK_SEARCH_RESULTS_VIEWS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(QUICK_SEARCH_MAX_PAGE).optional().catch(undefined),
});
export type QuickSearchResultsSearch = z.infer<typeof QuickSearchResultsSearchSchema>;

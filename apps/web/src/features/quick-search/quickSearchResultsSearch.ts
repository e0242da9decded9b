import { safeString } from '@cible/core';
import { z } from 'zod';
import { QUICK_SEARCH_RESULTS_VIEWS } from './quickSearchLink';

/** The search params of /quick-search: the text and the view (a bad or missing view reads as companies). */
export const QuickSearchResultsSearchSchema = z.object({
  search: safeString().optional().catch(undefined),
  view: z.enum(QUICK_SEARCH_RESULTS_VIEWS).optional().catch(undefined),
});
export type QuickSearchResultsSearch = z.infer<typeof QuickSearchResultsSearchSchema>;

import { QUICK_SEARCH_TOTAL_CAP } from '@cible/core';

// The paging of the quick-search results page, apart from its view-model: the page's URL check (the first route)
// reads it without the view-model's code.

/** Results per page of the results page (designed; every page of a text the same size: the API pages are then exact). */
export const QUICK_SEARCH_PAGE_SIZE = 20;
/** Results listed at most (the API's: its count cap; beyond it the total reads "1 000+"). */
export const QUICK_SEARCH_PAGE_MAX_RESULTS = QUICK_SEARCH_TOTAL_CAP;
/** The last page that can hold results. */
export const QUICK_SEARCH_MAX_PAGE = Math.ceil(QUICK_SEARCH_PAGE_MAX_RESULTS / QUICK_SEARCH_PAGE_SIZE);

/**
 * Default debounce of the quick-search input.
 * @rule app-shell §2.7, §9 · quick search debounce 500 ms
 */
export const QUICK_SEARCH_DEBOUNCE_MS = 500;

/**
 * Number of results requested per quick-search column (companies, contacts, news, conferences).
 * @rule app-shell §2.7, §9 · quick search requests 6 results
 */
export const QUICK_SEARCH_RESULT_COUNT = 6;

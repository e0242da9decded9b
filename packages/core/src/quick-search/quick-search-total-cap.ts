/**
 * Matches are counted up to this cap plus one (designed): a column whose `total` is `QUICK_SEARCH_TOTAL_CAP + 1`
 * (1 001) with `total_capped: true` means "more than 1 000" (shown "1 000+"); exact counts over large matches are slow.
 * A module of its own, without zod: the web app's first route reads it (its results page's URL check) without the
 * quick-search contract; the contract re-exports it.
 */
export const QUICK_SEARCH_TOTAL_CAP = 1000;

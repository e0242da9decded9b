import type { TextKey } from '../i18n/text-key';

/**
 * Advanced search counts are exact up to this cap; beyond it the answer says `*_count_capped: true` with the cap as
 * the count (shown "10 000+"): an exact count over millions of rows is slow.
 * @rule prospecting §9 · advanced search counts are exact up to 10 000, "10 000+" beyond
 */
export const ADVANCED_SEARCH_COUNT_CAP = 10_000;

/**
 * The spec's "Search time-out 1000 ms": a search still running after it is stopped and answers `SEARCH.TIMEOUT`.
 * @rule prospecting §9 · an advanced search is stopped after 1 000 ms (SEARCH.TIMEOUT, narrow the criteria)
 */
export const ADVANCED_SEARCH_TIMEOUT_MS = 1000;

/** The error code of a search stopped by the time-out (status in ERROR_CODE_STATUS). */
export const SEARCH_TIMEOUT_CODE = 'SEARCH.TIMEOUT';

/** The user-facing text of the advanced search's error codes (core's i18n; `{{field}}`: the criterion's name). */
export const ADVANCED_SEARCH_ERROR_TEXT_KEYS = {
  'CRITERIA.UNSUPPORTED': 'criteria.error.unsupported',
  'SEARCH.TIMEOUT': 'criteria.error.searchTimeout',
} as const satisfies Readonly<Record<string, TextKey>>;

/** Sort orders of an account search. */
export const ACCOUNT_SEARCH_SORTS = ['name_asc', 'name_desc', 'workforce_asc', 'workforce_desc', 'revenue_asc', 'revenue_desc'] as const;
export type AccountSearchSort = (typeof ACCOUNT_SEARCH_SORTS)[number];

/** Sort orders of a contact search. */
export const CONTACT_SEARCH_SORTS = ['name_asc', 'name_desc', 'company_name_asc', 'company_name_desc'] as const;
export type ContactSearchSort = (typeof CONTACT_SEARCH_SORTS)[number];

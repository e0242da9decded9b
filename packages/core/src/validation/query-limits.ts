import { QUERY_TYPE } from '../catalogues/query-types';

/**
 * What is limited: saved searches, company (account) segments, contact segments and alerts. Company and contact
 * segments are counted separately, each on its own page (designed here).
 */
export type QueryLimitKind = 'saved_search' | 'account_segment' | 'contact_segment' | 'alert';

/**
 * At most 10 of each kind per user.
 * @rule prospecting §2, §5, §9 · saved searches, segments and alerts limited to 10 each
 */
export const QUERY_LIMITS = {
  saved_search: 10,
  account_segment: 10,
  contact_segment: 10,
  alert: 10,
} as const satisfies Record<QueryLimitKind, number>;

/**
 * The limited kind of a query type id; `null` for lists (address book, clients, prospecting lists…), which have no limit.
 * @rule prospecting §5 · which query types the 10-per-kind limit applies to
 */
export function queryLimitKindOfType(queryTypeId: number): QueryLimitKind | null {
  switch (queryTypeId) {
    case QUERY_TYPE.search:
      return 'saved_search';
    case QUERY_TYPE.account_segment:
      return 'account_segment';
    case QUERY_TYPE.contact_segment:
      return 'contact_segment';
    case QUERY_TYPE.alert:
      return 'alert';
    default:
      return null;
  }
}

/**
 * Whether one more query of this kind may be created given how many the user already has.
 * @rule prospecting §5 · a saved search, segment or alert can be created only below 10 of its kind
 */
export function canCreateQuery(kind: QueryLimitKind, existingCount: number): boolean {
  return existingCount < QUERY_LIMITS[kind];
}

import { QUERY_TYPE } from '../catalogues/query-types';
import { text } from '../i18n/text';
import type { Text } from '../i18n/text';
import { QUERY_LIMITS, queryLimitKindOfType } from './query-limits';
import type { QueryLimitKind } from './query-limits';

/** The limited kinds, in the order a refusal names them. */
export const QUERY_LIMIT_KINDS: readonly QueryLimitKind[] = ['saved_search', 'account_segment', 'contact_segment', 'alert'];

/** A query as the limits see it: its type and its alert flag. */
export interface QueryLimitSubject {
  readonly query_type_id: number;
  readonly is_alert: boolean;
}

/** How many queries of a user have a type and an alert flag (one row of a `GROUP BY query_type_id, is_alert`). */
export interface QueryLimitGroup extends QueryLimitSubject {
  readonly count: number;
}

/**
 * The alert flag a query is stored with: always true for the alert type (an alert is an alert), as asked otherwise
 * (false when not given). `null` when the caller asks for an alert-type query that is not an alert (refused:
 * `QUERY.ALERT_FLAG_REQUIRED`). So the stored flag alone says whether a query counts as an alert.
 * @rule prospecting §3, §5 · an alert-type query always carries the alert flag; another type carries it when turned into an alert
 */
export function storedAlertFlag(queryTypeId: number, requested: boolean | undefined): boolean | null {
  if (queryTypeId === QUERY_TYPE.alert) return requested === false ? null : true;
  return requested ?? false;
}

/**
 * The limited kinds a query counts toward: its type's kind (saved search, company segment, contact segment) and
 * `alert` when it is an alert (the alert type, or the alert flag on any other type). A saved search turned into an
 * alert counts as a saved search AND as an alert; a list (address book, clients…) counts toward nothing unless it is
 * an alert.
 * @rule prospecting §5 · a query counts toward its type's limit and, when it is an alert (type or flag), toward the alerts' limit
 */
export function queryLimitKinds(query: QueryLimitSubject): QueryLimitKind[] {
  const kinds = new Set<QueryLimitKind>();
  const ofType = queryLimitKindOfType(query.query_type_id);
  if (ofType !== null) kinds.add(ofType);
  if (query.is_alert) kinds.add('alert');
  return QUERY_LIMIT_KINDS.filter((kind) => kinds.has(kind));
}

/** How many of a user's queries count toward each kind, from the counts by type and alert flag. */
export function queryLimitCounts(groups: readonly QueryLimitGroup[]): Record<QueryLimitKind, number> {
  const counts: Record<QueryLimitKind, number> = { saved_search: 0, account_segment: 0, contact_segment: 0, alert: 0 };
  for (const group of groups) for (const kind of queryLimitKinds(group)) counts[kind] += group.count;
  return counts;
}

/**
 * Why a new or changed query is refused: the first kind it GAINS (every kind of a new query; `alert` for a saved
 * search or list turned into an alert) of which the owner already has the limit (10); `null` when allowed. A kind the
 * query already counted toward never refuses (renaming, changing the criteria or removing the alert flag at the limit
 * is allowed). `counts` are the owner's counts before the change (the changed query included, as it was).
 * @rule prospecting §5 · a query is refused when it would be the 11th of a kind it gains; turning one into an alert at 10 alerts is refused
 */
export function queryLimitRefusal(
  counts: Readonly<Record<QueryLimitKind, number>>,
  before: QueryLimitSubject | null,
  after: QueryLimitSubject,
): QueryLimitKind | null {
  const had = new Set(before === null ? [] : queryLimitKinds(before));
  return queryLimitKinds(after).find((kind) => !had.has(kind) && counts[kind] >= QUERY_LIMITS[kind]) ?? null;
}

/** Whose limit was reached: the caller's own, or the colleague's a query is shared with. */
export type QueryLimitOwner = 'self' | 'colleague';

/** The sentence of a limit refusal, naming the kind and the limit. */
export function queryLimitReachedText(kind: QueryLimitKind, owner: QueryLimitOwner = 'self'): Text {
  return text(owner === 'self' ? `queryLimit.reached.${kind}` : `queryLimit.colleagueReached.${kind}`, { limit: QUERY_LIMITS[kind] });
}

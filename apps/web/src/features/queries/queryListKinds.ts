import { QUERY_LIMITS, QUERY_TYPE, QUERY_TYPES, type PersonalSpaceLinkKey, type Query, type QueryLimitKind, type QueryListQuery } from '@cible/core';

/**
 * The pages that list the user's queries: the four personal-space pages (docs/advanced-search.md "The pages of
 * queries") and my lists (/my-lists).
 */
export type QueryListKind = 'saved-searches' | 'company-segments' | 'contact-segments' | 'alerts' | 'my-lists';

/** What a page of queries lists and how: the list filter, the limit it shows, what its previews hold. */
export interface QueryListKindDefinition {
  readonly kind: QueryListKind;
  /** The personal-space link (its label is the page's title); null for my lists, a page of its own. */
  readonly link: PersonalSpaceLinkKey | null;
  /** The filter of the list call (GET /v2/user/queries). */
  readonly filter: Pick<QueryListQuery, 'query_type_id_list' | 'is_alert'>;
  /** The limit the page states before the user reaches it (core's QUERY_LIMITS); null: lists have none. */
  readonly limitKind: QueryLimitKind | null;
  /** What the previews list: one target for the page, or each query's own (a list of companies or of contacts). */
  readonly previewTarget: 'companies' | 'contacts' | 'byType';
}

/** The API's code for a query refused at the limit of its kind (the page then says which limit). */
export const QUERY_LIMIT_REACHED_CODE = 'LIMIT.QUERIES_REACHED';

/** The query types that are lists of companies or of contacts (address book, clients, prospects…). */
export const LIST_QUERY_TYPE_IDS: readonly number[] = QUERY_TYPES.filter((type) => type.target !== 'criteria').map((type) => type.id);

/**
 * The pages: saved searches (type search), company segments (type account segment: companies), contact segments
 * (type contact segment: contacts), alerts (every query flagged `is_alert`, of whichever type), my lists (the list
 * types, each previewed as what it holds).
 */
export const QUERY_LIST_KINDS: Readonly<Record<QueryListKind, QueryListKindDefinition>> = {
  'saved-searches': {
    kind: 'saved-searches',
    link: 'saved-searches',
    filter: { query_type_id_list: [QUERY_TYPE.search] },
    limitKind: 'saved_search',
    previewTarget: 'contacts',
  },
  'company-segments': {
    kind: 'company-segments',
    link: 'company-segments',
    filter: { query_type_id_list: [QUERY_TYPE.account_segment] },
    limitKind: 'account_segment',
    previewTarget: 'companies',
  },
  'contact-segments': {
    kind: 'contact-segments',
    link: 'contact-segments',
    filter: { query_type_id_list: [QUERY_TYPE.contact_segment] },
    limitKind: 'contact_segment',
    previewTarget: 'contacts',
  },
  alerts: {
    kind: 'alerts',
    link: 'alerts',
    filter: { is_alert: true },
    limitKind: 'alert',
    previewTarget: 'contacts',
  },
  'my-lists': {
    kind: 'my-lists',
    link: null,
    filter: { query_type_id_list: [...LIST_QUERY_TYPE_IDS] },
    limitKind: null,
    previewTarget: 'byType',
  },
};

/** The most queries of this page's kind a user may keep (10 each); null when unlimited (lists). */
export function queryListLimit(kind: QueryListKind): number | null {
  const limitKind = QUERY_LIST_KINDS[kind].limitKind;
  return limitKind === null ? null : QUERY_LIMITS[limitKind];
}

/** What a query's preview lists on a page: the page's target, or the query's own for lists. */
export function previewTargetOf(kind: QueryListKind, query: Pick<Query, 'query_type_id'>): 'companies' | 'contacts' {
  const target = QUERY_LIST_KINDS[kind].previewTarget;
  if (target !== 'byType') return target;
  return QUERY_TYPES.find((type) => type.id === query.query_type_id)?.target === 'account' ? 'companies' : 'contacts';
}

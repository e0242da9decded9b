import { QUERY_LIMITS, QUERY_TYPE, type PersonalSpaceLinkKey, type QueryLimitKind, type QueryListQuery } from '@cible/core';

/** The four personal-space pages that list the user's queries (docs/web-shell.md "Saved searches, segments, alerts"). */
export type QueryListKind = 'saved-searches' | 'company-segments' | 'contact-segments' | 'alerts';

/** What a page of queries lists and how: the list filter, the limit it shows, what its previews hold. */
export interface QueryListKindDefinition {
  readonly kind: QueryListKind;
  /** The personal-space link (its label is the page's title). */
  readonly link: PersonalSpaceLinkKey;
  /** The filter of the list call (GET /v2/user/queries). */
  readonly filter: Pick<QueryListQuery, 'query_type_id_list' | 'is_alert'>;
  /** The limit the page states before the user reaches it (core's QUERY_LIMITS). */
  readonly limitKind: QueryLimitKind;
  /** What the previews list. */
  readonly previewTarget: 'companies' | 'contacts';
}

/**
 * The pages: saved searches (type search), company segments (type account segment: companies), contact segments
 * (type contact segment: contacts), alerts (every query flagged `is_alert`, of whichever type). Previews show
 * companies for company segments, contacts otherwise.
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
};

/** The most queries of this page's kind a user may keep (10 each). */
export function queryListLimit(kind: QueryListKind): number {
  return QUERY_LIMITS[QUERY_LIST_KINDS[kind].limitKind];
}

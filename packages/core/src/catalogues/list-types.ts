import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** List type ids, 1 to 6 (the spec names the types; ids are designed here, in the spec's order). */
export type ListTypeId = 1 | 2 | 3 | 4 | 5 | 6;

/** Stable code names of the list types. */
export type ListTypeCode =
  | 'all'
  | 'my_contact_lists'
  | 'my_company_lists'
  | 'openers_clickers'
  | 'automatic'
  | 'unsubscribed';

export interface ListType extends CatalogueEntry<ListTypeId> {
  readonly code: ListTypeCode;
}

/**
 * List types: the filter tabs of the lists page. "Openers/clickers" are the lists a campaign builds of the contacts
 * who opened or clicked; "automatic" are the lists the application creates itself rather than the user;
 * "unsubscribed" is the list of contacts who opted out of mailings (docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · list types all, my contact lists, my company lists, openers/clickers, automatic, unsubscribed
 */
export const LIST_TYPES: readonly ListType[] = labelled<ListType>('listTypes', [
  { id: 1, code: 'all' },
  { id: 2, code: 'my_contact_lists' },
  { id: 3, code: 'my_company_lists' },
  { id: 4, code: 'openers_clickers' },
  { id: 5, code: 'automatic' },
  { id: 6, code: 'unsubscribed' },
]);

/** List type id by code. */
export const LIST_TYPE = {
  all: 1,
  my_contact_lists: 2,
  my_company_lists: 3,
  openers_clickers: 4,
  automatic: 5,
  unsubscribed: 6,
} as const satisfies Record<ListTypeCode, ListTypeId>;

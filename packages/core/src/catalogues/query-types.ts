import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Query types (the spec's names): alert, contact segment, account segment, address book, clients, prospects,
 * competitors, key accounts, network school contact, network company contact, search, prospecting contact,
 * prospecting account. The spec gives the names, not the ids: we number them 1 to 13 in the spec's order.
 */
export type QueryTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;
export type QueryTypeCode =
  | 'alert'
  | 'contact_segment'
  | 'account_segment'
  | 'address_book'
  | 'clients'
  | 'prospects'
  | 'competitors'
  | 'key_accounts'
  | 'network_school_contact'
  | 'network_company_contact'
  | 'search'
  | 'prospecting_contact'
  | 'prospecting_account';

/** Whether a list of this type holds companies (account), contacts, or is a criteria-based query. */
export type QueryTarget = 'account' | 'contact' | 'criteria';

export interface QueryType extends CatalogueEntry<QueryTypeId> {
  readonly code: QueryTypeCode;
  readonly target: QueryTarget;
}

/**
 * Query types, with the kind of list each one is (account lists need company ids, contact lists need person ids).
 * @rule prospecting §3 · query types (ids designed here) and their list kind
 */
export const QUERY_TYPES: readonly QueryType[] = labelled<QueryType>('queryTypes', [
  { id: 1, code: 'alert', target: 'criteria' },
  { id: 2, code: 'contact_segment', target: 'criteria' },
  { id: 3, code: 'account_segment', target: 'criteria' },
  { id: 4, code: 'address_book', target: 'contact' },
  { id: 5, code: 'clients', target: 'account' },
  { id: 6, code: 'prospects', target: 'account' },
  { id: 7, code: 'competitors', target: 'account' },
  { id: 8, code: 'key_accounts', target: 'account' },
  { id: 9, code: 'network_school_contact', target: 'contact' },
  { id: 10, code: 'network_company_contact', target: 'contact' },
  { id: 11, code: 'search', target: 'criteria' },
  { id: 12, code: 'prospecting_contact', target: 'contact' },
  { id: 13, code: 'prospecting_account', target: 'account' },
]);

export const QUERY_TYPE = {
  alert: 1,
  contact_segment: 2,
  account_segment: 3,
  address_book: 4,
  clients: 5,
  prospects: 6,
  competitors: 7,
  key_accounts: 8,
  network_school_contact: 9,
  network_company_contact: 10,
  search: 11,
  prospecting_contact: 12,
  prospecting_account: 13,
} as const satisfies Record<QueryTypeCode, QueryTypeId>;

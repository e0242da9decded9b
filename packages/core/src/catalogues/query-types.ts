import type { CatalogueEntry } from './catalogue-entry';

/**
 * Query types (prospecting §3): alert, contact segment, account segment, address book, clients, prospects,
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
export const QUERY_TYPES: readonly QueryType[] = [
  { id: 1, code: 'alert', target: 'criteria', label: 'Alerte', labelEn: 'Alert' },
  { id: 2, code: 'contact_segment', target: 'criteria', label: 'Segment de contacts', labelEn: 'Contact segment' },
  { id: 3, code: 'account_segment', target: 'criteria', label: 'Segment d’entreprises', labelEn: 'Account segment' },
  { id: 4, code: 'address_book', target: 'contact', label: 'Carnet d’adresses', labelEn: 'Address book' },
  { id: 5, code: 'clients', target: 'account', label: 'Clients', labelEn: 'Clients' },
  { id: 6, code: 'prospects', target: 'account', label: 'Prospects', labelEn: 'Prospects' },
  { id: 7, code: 'competitors', target: 'account', label: 'Concurrents', labelEn: 'Competitors' },
  { id: 8, code: 'key_accounts', target: 'account', label: 'Comptes clés', labelEn: 'Key accounts' },
  { id: 9, code: 'network_school_contact', target: 'contact', label: 'Réseau école', labelEn: 'School network' },
  { id: 10, code: 'network_company_contact', target: 'contact', label: 'Réseau entreprise', labelEn: 'Company network' },
  { id: 11, code: 'search', target: 'criteria', label: 'Recherche sauvegardée', labelEn: 'Saved search' },
  { id: 12, code: 'prospecting_contact', target: 'contact', label: 'Liste de contacts', labelEn: 'Contact list' },
  { id: 13, code: 'prospecting_account', target: 'account', label: 'Liste d’entreprises', labelEn: 'Company list' },
];

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

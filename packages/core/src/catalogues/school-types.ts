import type { CatalogueEntry } from './catalogue-entry';

/** School type ids, 1 to 7 (prospecting §3 gives the count; ids and names are designed here). */
export type SchoolTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The 7 school types (person_school_type_id_list).
 * @rule prospecting §3 · 7 school types
 */
export const SCHOOL_TYPES: readonly CatalogueEntry<SchoolTypeId>[] = [
  { id: 1, label: 'École de commerce', labelEn: 'Business school' },
  { id: 2, label: 'École d’ingénieurs', labelEn: 'Engineering school' },
  { id: 3, label: 'Université', labelEn: 'University' },
  { id: 4, label: 'Institut d’études politiques (IEP)', labelEn: 'Institute of political studies (Sciences Po)' },
  { id: 5, label: 'École de la haute fonction publique', labelEn: 'Senior civil service school' },
  { id: 6, label: 'École de journalisme et de communication', labelEn: 'Journalism and communication school' },
  { id: 7, label: 'École d’art, d’architecture et de design', labelEn: 'Art, architecture and design school' },
];

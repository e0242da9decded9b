import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * School type ids, 1 to 7 (the spec gives the count; ids and names are designed here:
 * docs/rules/catalogues-places-companies.md "School types").
 */
export type SchoolTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The 7 school types (person_school_type_id_list).
 * @rule prospecting §3 · 7 school types
 */
export const SCHOOL_TYPES: readonly CatalogueEntry<SchoolTypeId>[] = labelled<CatalogueEntry<SchoolTypeId>>('schoolTypes', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
  { id: 4 },
  { id: 5 },
  { id: 6 },
  { id: 7 },
]);

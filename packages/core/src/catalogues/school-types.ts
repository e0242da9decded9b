import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/**
 * School type ids, 1 to 7 (the spec gives the count; ids and names are designed here:
 * docs/rules/catalogues-places-companies.md "School types").
 */
export type SchoolTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The 7 school types (person_school_type_id_list).
 * @rule prospecting §3 · 7 school types
 */
export const SCHOOL_TYPES: readonly CatalogueEntry<SchoolTypeId>[] = numberedCatalogue<SchoolTypeId>('schoolTypes', 7);

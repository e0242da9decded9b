import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/**
 * Industry class ids, 1 to 12 (the spec gives the count; ids and names are designed here:
 * docs/rules/catalogues-places-companies.md "Industry classes").
 */
export type IndustryClassId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/**
 * The 12 industry classes that group the industry types (company_industry_class_id_list).
 * @rule prospecting §3 · 12 industry classes
 */
export const INDUSTRY_CLASSES: readonly CatalogueEntry<IndustryClassId>[] = numberedCatalogue<IndustryClassId>('industryClasses', 12);

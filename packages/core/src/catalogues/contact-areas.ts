import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/** Contact-area category id, 1 to 36. */
export type ContactAreaCategoryId = number;

/**
 * The 36 contact-area categories: the functional area a contact works in within the company (the spec gives
 * the count; ids and names are designed here, documented in docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · 36 contact-area categories
 */
export const CONTACT_AREA_CATEGORIES: readonly CatalogueEntry<ContactAreaCategoryId>[] = numberedCatalogue<ContactAreaCategoryId>('contactAreaCategories', 36);

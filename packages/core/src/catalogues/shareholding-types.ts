import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/** Shareholding type ids, 1 to 5 (ids designed here, in the spec's order). */
export type ShareholdingTypeId = 1 | 2 | 3 | 4 | 5;

/**
 * Shareholding types (company_shareholding_type_id_list): who owns the company. "Public" means owned by the State or
 * public bodies, not listed on a stock exchange (listing is the separate company_publicly_traded criterion).
 * @rule prospecting §3 · shareholding types public, family, franchise, group subsidiary, investment-fund owned
 */
export const SHAREHOLDING_TYPES: readonly CatalogueEntry<ShareholdingTypeId>[] = numberedCatalogue<ShareholdingTypeId>('shareholdingTypes', 5);

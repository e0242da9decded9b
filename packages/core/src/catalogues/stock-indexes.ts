import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/** Stock index ids, 1 to 11 (ids designed here). */
export type StockIndexId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/**
 * Euronext Paris stock indexes (company_stock_market_index_id_list), from the largest capitalisations down.
 * Index names are proper names: the English label is the same.
 * @rule prospecting §3 · stock-index names
 */
export const STOCK_INDEXES: readonly CatalogueEntry<StockIndexId>[] = numberedCatalogue<StockIndexId>('stockIndexes', 11);

import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Stock index ids, 1 to 11 (ids designed here). */
export type StockIndexId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/**
 * Euronext Paris stock indexes (company_stock_market_index_id_list), from the largest capitalisations down.
 * Index names are proper names: the English label is the same.
 * @rule prospecting §3 · stock-index names
 */
export const STOCK_INDEXES: readonly CatalogueEntry<StockIndexId>[] = labelled<CatalogueEntry<StockIndexId>>('stockIndexes', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
  { id: 4 },
  { id: 5 },
  { id: 6 },
  { id: 7 },
  { id: 8 },
  { id: 9 },
  { id: 10 },
  { id: 11 },
]);

import type { CatalogueEntry } from './catalogue-entry';

/** Stock index ids, 1 to 11 (ids designed here). */
export type StockIndexId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/**
 * Euronext Paris stock indexes (company_stock_market_index_id_list), from the largest capitalisations down.
 * Index names are proper names: the English label is the same.
 * @rule prospecting §3 · stock-index names
 */
export const STOCK_INDEXES: readonly CatalogueEntry<StockIndexId>[] = [
  { id: 1, label: 'CAC 40', labelEn: 'CAC 40' },
  { id: 2, label: 'CAC Next 20', labelEn: 'CAC Next 20' },
  { id: 3, label: 'CAC Large 60', labelEn: 'CAC Large 60' },
  { id: 4, label: 'SBF 120', labelEn: 'SBF 120' },
  { id: 5, label: 'CAC Mid 60', labelEn: 'CAC Mid 60' },
  { id: 6, label: 'CAC Mid & Small', labelEn: 'CAC Mid & Small' },
  { id: 7, label: 'CAC Small', labelEn: 'CAC Small' },
  { id: 8, label: 'CAC All-Tradable', labelEn: 'CAC All-Tradable' },
  { id: 9, label: 'CAC 40 ESG', labelEn: 'CAC 40 ESG' },
  { id: 10, label: 'Euronext Growth All Share', labelEn: 'Euronext Growth All Share' },
  { id: 11, label: 'EnterNext PEA-PME 150', labelEn: 'EnterNext PEA-PME 150' },
];

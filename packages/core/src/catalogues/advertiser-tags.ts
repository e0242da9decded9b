import type { CatalogueEntry } from './catalogue-entry';

/** Advertiser tag ids (prospecting §3): 1 advertisers only, 2 top 100, 3 growing, 4 declining. */
export type AdvertiserTagId = 1 | 2 | 3 | 4;

/**
 * Advertiser tags: filters on a company's advertising investment.
 * @rule prospecting §3 · advertiser tags 1 advertisers only, 2 top 100, 3 growing, 4 declining
 */
export const ADVERTISER_TAGS: readonly CatalogueEntry<AdvertiserTagId>[] = [
  { id: 1, label: 'Annonceurs uniquement', labelEn: 'Advertisers only' },
  { id: 2, label: 'Top 100 des annonceurs', labelEn: 'Top 100 advertisers' },
  { id: 3, label: 'Investissements publicitaires en croissance', labelEn: 'Growing advertising spend' },
  { id: 4, label: 'Investissements publicitaires en décroissance', labelEn: 'Declining advertising spend' },
];

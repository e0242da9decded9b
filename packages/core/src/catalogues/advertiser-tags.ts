import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/**
 * Advertiser tag ids (docs/rules/catalogues-places-companies.md "Small tag catalogues"): 1 advertisers only, 2 top 100,
 * 3 growing, 4 declining.
 */
export type AdvertiserTagId = 1 | 2 | 3 | 4;

/**
 * Advertiser tags: filters on a company's advertising investment.
 * @rule prospecting §3 · advertiser tags 1 advertisers only, 2 top 100, 3 growing, 4 declining
 */
export const ADVERTISER_TAGS: readonly CatalogueEntry<AdvertiserTagId>[] = numberedCatalogue<AdvertiserTagId>('advertiserTags', 4);

import type { CatalogueEntry } from './catalogue-entry';
import { numberedCatalogue } from './catalogue-entry';

/** Advertiser medium ids, 1 to 6 (ids designed here, in the spec's order). */
export type AdvertiserMediumId = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Advertising media (the media types of the advertiser-investment criterion).
 * @rule prospecting §3 · advertiser media press, radio, TV, billboard, cinema, internet display
 */
export const ADVERTISER_MEDIA: readonly CatalogueEntry<AdvertiserMediumId>[] = numberedCatalogue<AdvertiserMediumId>('advertiserMedia', 6);

import type { CatalogueEntry } from './catalogue-entry';

/** Advertiser medium ids, 1 to 6 (ids designed here, in the spec's order). */
export type AdvertiserMediumId = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Advertising media (the media types of the advertiser-investment criterion).
 * @rule prospecting §3 · advertiser media press, radio, TV, billboard, cinema, internet display
 */
export const ADVERTISER_MEDIA: readonly CatalogueEntry<AdvertiserMediumId>[] = [
  { id: 1, label: 'Presse', labelEn: 'Press' },
  { id: 2, label: 'Radio', labelEn: 'Radio' },
  { id: 3, label: 'Télévision', labelEn: 'Television' },
  { id: 4, label: 'Affichage', labelEn: 'Billboard' },
  { id: 5, label: 'Cinéma', labelEn: 'Cinema' },
  { id: 6, label: 'Display internet', labelEn: 'Internet display' },
];

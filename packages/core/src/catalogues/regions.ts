import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * French region ids (docs/rules/catalogues-places-companies.md "Regions"): 101 to 112 the mainland regions in
 * alphabetical order, 113 the overseas departments, 114 the overseas collectivities.
 */
export type FrenchRegionId = 101 | 102 | 103 | 104 | 105 | 106 | 107 | 108 | 109 | 110 | 111 | 112 | 113 | 114;

export interface FrenchRegion extends CatalogueEntry<FrenchRegionId> {
  /**
   * INSEE region codes (COG) the entry covers: one per mainland region, two for 112 (Provence-Alpes-Côte d’Azur 93
   * and Corse 94), the five overseas regions for 113, none for 114 (collectivities are not regions).
   */
  readonly inseeCodes: readonly string[];
}

/**
 * French regions (2016 map). Corsica has no id of its own: its two departments belong to 112, labelled
 * "Provence-Alpes-Côte d’Azur et Corse" (see docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · French regions 101 to 112, 113 overseas departments, 114 overseas collectivities
 */
export const FRENCH_REGIONS: readonly FrenchRegion[] = labelled<FrenchRegion>('regions', [
  { id: 101, inseeCodes: ['84'] },
  { id: 102, inseeCodes: ['27'] },
  { id: 103, inseeCodes: ['53'] },
  { id: 104, inseeCodes: ['24'] },
  { id: 105, inseeCodes: ['44'] },
  { id: 106, inseeCodes: ['32'] },
  { id: 107, inseeCodes: ['11'] },
  { id: 108, inseeCodes: ['28'] },
  { id: 109, inseeCodes: ['75'] },
  { id: 110, inseeCodes: ['76'] },
  { id: 111, inseeCodes: ['52'] },
  {
    id: 112,
    inseeCodes: ['93', '94'],
  },
  { id: 113, inseeCodes: ['01', '02', '03', '04', '06'] },
  { id: 114, inseeCodes: [] },
]);

/**
 * The region entry that holds Corsica (Corse-du-Sud and Haute-Corse).
 * @rule prospecting §3 · Corsica belongs to region 112
 */
export const CORSICA_REGION_ID = 112;

/** The region entry of the five overseas departments (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte). */
export const OVERSEAS_DEPARTMENTS_REGION_ID = 113;

/** The region entry of the overseas collectivities (Saint-Pierre-et-Miquelon, Saint-Barthélemy, …). */
export const OVERSEAS_COLLECTIVITIES_REGION_ID = 114;

/** Whether a number is a French region id. */
export function isFrenchRegionId(id: number): id is FrenchRegionId {
  return FRENCH_REGIONS.some((region) => region.id === id);
}

/** The region with this id, `undefined` when unknown. */
export function frenchRegionById(id: number): FrenchRegion | undefined {
  return FRENCH_REGIONS.find((region) => region.id === id);
}

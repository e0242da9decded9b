import type { CatalogueEntry } from './catalogue-entry';
import type { FrenchRegionId } from './regions';

/** Regional leader id, 1 to 12. */
export type RegionalLeaderId = number;

export interface RegionalLeader extends CatalogueEntry<RegionalLeaderId> {
  /** The mainland region (101 to 112) the company leads. */
  readonly regionId: FrenchRegionId;
}

/**
 * Regional leaders: a company counted among the leading companies of a mainland region (prospecting §3 gives the
 * count, 12, which is the number of mainland region entries 101 to 112: one leader tag per region, in region order).
 * @rule prospecting §3 · 12 regional leaders, one per mainland region
 */
export const REGIONAL_LEADERS: readonly RegionalLeader[] = [
  { id: 1, regionId: 101, label: 'Leader régional Auvergne-Rhône-Alpes', labelEn: 'Regional leader Auvergne-Rhône-Alpes' },
  { id: 2, regionId: 102, label: 'Leader régional Bourgogne-Franche-Comté', labelEn: 'Regional leader Bourgogne-Franche-Comté' },
  { id: 3, regionId: 103, label: 'Leader régional Bretagne', labelEn: 'Regional leader Brittany' },
  { id: 4, regionId: 104, label: 'Leader régional Centre-Val de Loire', labelEn: 'Regional leader Centre-Val de Loire' },
  { id: 5, regionId: 105, label: 'Leader régional Grand Est', labelEn: 'Regional leader Grand Est' },
  { id: 6, regionId: 106, label: 'Leader régional Hauts-de-France', labelEn: 'Regional leader Hauts-de-France' },
  { id: 7, regionId: 107, label: 'Leader régional Île-de-France', labelEn: 'Regional leader Île-de-France' },
  { id: 8, regionId: 108, label: 'Leader régional Normandie', labelEn: 'Regional leader Normandy' },
  { id: 9, regionId: 109, label: 'Leader régional Nouvelle-Aquitaine', labelEn: 'Regional leader Nouvelle-Aquitaine' },
  { id: 10, regionId: 110, label: 'Leader régional Occitanie', labelEn: 'Regional leader Occitanie' },
  { id: 11, regionId: 111, label: 'Leader régional Pays de la Loire', labelEn: 'Regional leader Pays de la Loire' },
  {
    id: 12,
    regionId: 112,
    label: 'Leader régional Provence-Alpes-Côte d’Azur et Corse',
    labelEn: 'Regional leader Provence-Alpes-Côte d’Azur and Corsica',
  },
];

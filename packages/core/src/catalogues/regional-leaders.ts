import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { FrenchRegionId } from './regions';

/** Regional leader id, 1 to 12. */
export type RegionalLeaderId = number;

export interface RegionalLeader extends CatalogueEntry<RegionalLeaderId> {
  /** The mainland region (101 to 112) the company leads. */
  readonly regionId: FrenchRegionId;
}

/**
 * Regional leaders: a company counted among the leading companies of a mainland region (the spec gives the
 * count, 12, which is the number of mainland region entries 101 to 112: one leader tag per region, in region order).
 * @rule prospecting §3 · 12 regional leaders, one per mainland region
 */
export const REGIONAL_LEADERS: readonly RegionalLeader[] = labelled<RegionalLeader>('regionalLeaders', [
  { id: 1, regionId: 101 },
  { id: 2, regionId: 102 },
  { id: 3, regionId: 103 },
  { id: 4, regionId: 104 },
  { id: 5, regionId: 105 },
  { id: 6, regionId: 106 },
  { id: 7, regionId: 107 },
  { id: 8, regionId: 108 },
  { id: 9, regionId: 109 },
  { id: 10, regionId: 110 },
  { id: 11, regionId: 111 },
  {
    id: 12,
    regionId: 112,
  },
]);

import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Growth type ids: 1 growth, 2 hypergrowth (ids designed here). */
export type GrowthTypeId = 1 | 2;

/**
 * Growth types (the company "growth" criterion).
 * @rule prospecting §3 · growth types growth, hypergrowth
 */
export const GROWTH_TYPES: readonly CatalogueEntry<GrowthTypeId>[] = labelled<CatalogueEntry<GrowthTypeId>>('growthTypes', [
  { id: 1 },
  { id: 2 },
]);

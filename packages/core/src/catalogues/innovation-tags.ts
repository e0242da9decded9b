import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Innovation tag ids: 1 innovative, 2 mission-driven (ids designed here). */
export type InnovationTagId = 1 | 2;

/**
 * Innovation tags (company_structure_innovation_list). "Entreprise à mission" is the legal status created by the
 * PACTE law (2019).
 * @rule prospecting §3 · innovation tags innovative, mission-driven
 */
export const INNOVATION_TAGS: readonly CatalogueEntry<InnovationTagId>[] = labelled<CatalogueEntry<InnovationTagId>>('innovationTags', [
  { id: 1 },
  { id: 2 },
]);

import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Structure type ids (docs/rules/catalogues-places-companies.md "Client types and structure types"): 102, 132, 160. */
export type StructureTypeId = 102 | 132 | 160;

/**
 * Structure types (legal nature of the organisation), the values of `company_new_structure_type_id_list`.
 * The spec gives the ids only; the labels are designed here (docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · structure types 102, 132, 160 (labels designed)
 */
export const STRUCTURE_TYPES: readonly CatalogueEntry<StructureTypeId>[] = labelled<CatalogueEntry<StructureTypeId>>('structureTypes', [
  { id: 102 },
  { id: 132 },
  { id: 160 },
]);

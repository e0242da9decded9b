import type { CatalogueEntry } from './catalogue-entry';

/** Structure type ids (prospecting §3): 102, 132, 160. */
export type StructureTypeId = 102 | 132 | 160;

/**
 * Structure types (legal nature of the organisation), the values of `company_new_structure_type_id_list`.
 * The spec gives the ids only; the labels are designed here (docs/rules/catalogues-places-companies.md).
 * @rule prospecting §3 · structure types 102, 132, 160 (labels designed)
 */
export const STRUCTURE_TYPES: readonly CatalogueEntry<StructureTypeId>[] = [
  { id: 102, label: 'Entreprise privée', labelEn: 'Private company' },
  { id: 132, label: 'Établissement public', labelEn: 'Public body' },
  { id: 160, label: 'Association / ONG', labelEn: 'Non-profit / NGO' },
];

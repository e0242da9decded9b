import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { IndustryClassId } from './industry-classes';

/** Industry type id, within 1 to 81 (ids 20, 26, 32, 38, 51 and 52 are reserved and unused). */
export type IndustryTypeId = number;

export interface IndustryType extends CatalogueEntry<IndustryTypeId> {
  readonly industryClassId: IndustryClassId;
}

/**
 * The 75 industry types (company_industry_type_id_list and its negated form), each in one industry class.
 * Ids run from 1 to 81 with six reserved, unused ids; an id is never reassigned to another sector.
 * @rule prospecting §3 · about 75 industry types (ids 1 to 81), each in an industry class
 */
export const INDUSTRY_TYPES: readonly IndustryType[] = labelled<IndustryType>('industryTypes', [
  // 1 Agriculture et agroalimentaire
  { id: 1, industryClassId: 1 },
  { id: 2, industryClassId: 1 },
  { id: 3, industryClassId: 1 },
  // 2 Industrie manufacturière
  { id: 4, industryClassId: 2 },
  { id: 5, industryClassId: 2 },
  { id: 6, industryClassId: 2 },
  { id: 7, industryClassId: 2 },
  { id: 8, industryClassId: 2 },
  { id: 9, industryClassId: 2 },
  { id: 10, industryClassId: 2 },
  { id: 11, industryClassId: 2 },
  { id: 12, industryClassId: 2 },
  { id: 13, industryClassId: 2 },
  { id: 14, industryClassId: 2 },
  { id: 15, industryClassId: 2 },
  { id: 16, industryClassId: 2 },
  { id: 17, industryClassId: 2 },
  { id: 18, industryClassId: 2 },
  { id: 19, industryClassId: 2 },
  // 3 Énergie et environnement
  { id: 21, industryClassId: 3 },
  { id: 22, industryClassId: 3 },
  { id: 23, industryClassId: 3 },
  { id: 24, industryClassId: 3 },
  { id: 25, industryClassId: 3 },
  // 4 BTP et immobilier
  { id: 27, industryClassId: 4 },
  { id: 28, industryClassId: 4 },
  { id: 29, industryClassId: 4 },
  { id: 30, industryClassId: 4 },
  { id: 31, industryClassId: 4 },
  // 5 Commerce et distribution
  { id: 33, industryClassId: 5 },
  { id: 34, industryClassId: 5 },
  { id: 35, industryClassId: 5 },
  { id: 36, industryClassId: 5 },
  { id: 37, industryClassId: 5 },
  // 6 Transport et logistique
  { id: 39, industryClassId: 6 },
  { id: 40, industryClassId: 6 },
  { id: 41, industryClassId: 6 },
  { id: 42, industryClassId: 6 },
  { id: 43, industryClassId: 6 },
  { id: 44, industryClassId: 6 },
  { id: 45, industryClassId: 6 },
  // 7 Banque, finance et assurance
  { id: 46, industryClassId: 7 },
  { id: 47, industryClassId: 7 },
  { id: 48, industryClassId: 7 },
  { id: 49, industryClassId: 7 },
  { id: 50, industryClassId: 7 },
  // 8 Numérique et télécommunications
  { id: 53, industryClassId: 8 },
  { id: 54, industryClassId: 8 },
  { id: 55, industryClassId: 8 },
  { id: 56, industryClassId: 8 },
  { id: 57, industryClassId: 8 },
  { id: 58, industryClassId: 8 },
  // 9 Médias, loisirs et tourisme
  { id: 59, industryClassId: 9 },
  { id: 60, industryClassId: 9 },
  { id: 61, industryClassId: 9 },
  { id: 62, industryClassId: 9 },
  { id: 63, industryClassId: 9 },
  { id: 64, industryClassId: 9 },
  { id: 65, industryClassId: 9 },
  { id: 66, industryClassId: 9 },
  { id: 67, industryClassId: 9 },
  { id: 68, industryClassId: 9 },
  // 10 Santé et action sociale
  { id: 69, industryClassId: 10 },
  { id: 70, industryClassId: 10 },
  { id: 71, industryClassId: 10 },
  { id: 72, industryClassId: 10 },
  // 11 Services aux entreprises
  { id: 73, industryClassId: 11 },
  { id: 74, industryClassId: 11 },
  { id: 75, industryClassId: 11 },
  { id: 76, industryClassId: 11 },
  { id: 77, industryClassId: 11 },
  { id: 78, industryClassId: 11 },
  // 12 Secteur public, enseignement et associations
  { id: 79, industryClassId: 12 },
  { id: 80, industryClassId: 12 },
  { id: 81, industryClassId: 12 },
]);

/**
 * Industry type ids that are reserved and never used (never reassigned).
 * @rule prospecting §3 · industry type ids 1 to 81 with gaps
 */
export const RESERVED_INDUSTRY_TYPE_IDS: readonly number[] = [20, 26, 32, 38, 51, 52];

/** The industry types of an industry class, in catalogue order; empty for an unknown class. */
export function industryTypesOfClass(industryClassId: number): readonly IndustryType[] {
  return INDUSTRY_TYPES.filter((type) => type.industryClassId === industryClassId);
}

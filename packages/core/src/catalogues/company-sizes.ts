import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Company size ids (docs/rules/catalogues-places-companies.md "Company sizes"): 211, 245, 247, 251, 367, 365, 207. */
export type CompanySizeId = 211 | 245 | 247 | 251 | 367 | 365 | 207;

/** Stable code names of the company sizes. */
export type CompanySizeCode =
  | 'large_company'
  | 'mid_size_company'
  | 'mid_size_subsidiary'
  | 'sme_subsidiary'
  | 'medium_company'
  | 'small_company'
  | 'startup';

export interface CompanySize extends CatalogueEntry<CompanySizeId> {
  readonly code: CompanySizeCode;
}

/**
 * Company sizes, in the spec's order (largest first, start-ups last). ETI is the French legal category
 * "entreprise de taille intermédiaire" (mid-size company), PME "petite et moyenne entreprise" (SME),
 * TPE "très petite entreprise" (micro-company).
 * @rule app-shell §9 · company size ids 211 large … 207 start-up
 */
export const COMPANY_SIZES: readonly CompanySize[] = labelled<CompanySize>('companySizes', [
  { id: 211, code: 'large_company' },
  { id: 245, code: 'mid_size_company' },
  { id: 247, code: 'mid_size_subsidiary' },
  { id: 251, code: 'sme_subsidiary' },
  { id: 367, code: 'medium_company' },
  { id: 365, code: 'small_company' },
  { id: 207, code: 'startup' },
]);

/** Company size id by code. */
export const COMPANY_SIZE = {
  large_company: 211,
  mid_size_company: 245,
  mid_size_subsidiary: 247,
  sme_subsidiary: 251,
  medium_company: 367,
  small_company: 365,
  startup: 207,
} as const satisfies Record<CompanySizeCode, CompanySizeId>;

/** Whether a number is a company size id. */
export function isCompanySizeId(id: number): id is CompanySizeId {
  return COMPANY_SIZES.some((size) => size.id === id);
}

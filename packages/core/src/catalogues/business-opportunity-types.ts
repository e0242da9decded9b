import type { CatalogueEntry } from './catalogue-entry';

/** Business opportunity type ids (prospecting §3): 1 to 11, 16, 17, 18 and 26. Ids 12–15 and 19–25 do not exist. */
export type BusinessOpportunityTypeId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 16 | 17 | 18 | 26;

export type BusinessOpportunityTypeCode =
  | 'external_growth'
  | 'business_development'
  | 'new_site'
  | 'diversification'
  | 'marketing_project'
  | 'international_development'
  | 'digital_project'
  | 'it_project'
  | 'rd_investment'
  | 'companies_in_difficulty'
  | 'recruitment_hr_project'
  | 'fundraising'
  | 'it_tender'
  | 'marketing_tender'
  | 'training_tender';

export interface BusinessOpportunityType extends CatalogueEntry<BusinessOpportunityTypeId> {
  readonly code: BusinessOpportunityTypeCode;
  /** True for the three calls for tenders (IT, marketing, training). */
  readonly isTender: boolean;
}

/**
 * Business opportunity types (the news criterion "business opportunity types" and the business_opportunity_type
 * of a news piece), exactly the fifteen ids of the spec.
 * @rule prospecting §3 · business opportunity types 1–11, 16 fundraising, 17 IT tender, 18 marketing tender, 26 training tender
 */
export const BUSINESS_OPPORTUNITY_TYPES: readonly BusinessOpportunityType[] = [
  { id: 1, code: 'external_growth', isTender: false, label: 'Croissance externe', labelEn: 'External growth' },
  { id: 2, code: 'business_development', isTender: false, label: 'Développement commercial', labelEn: 'Business development' },
  { id: 3, code: 'new_site', isTender: false, label: 'Nouveau site', labelEn: 'New site' },
  { id: 4, code: 'diversification', isTender: false, label: 'Diversification', labelEn: 'Diversification' },
  { id: 5, code: 'marketing_project', isTender: false, label: 'Projet marketing', labelEn: 'Marketing project' },
  { id: 6, code: 'international_development', isTender: false, label: 'Développement international', labelEn: 'International development' },
  { id: 7, code: 'digital_project', isTender: false, label: 'Projet digital', labelEn: 'Digital project' },
  { id: 8, code: 'it_project', isTender: false, label: 'Projet IT', labelEn: 'IT project' },
  { id: 9, code: 'rd_investment', isTender: false, label: 'Investissement R&D', labelEn: 'R&D investment' },
  { id: 10, code: 'companies_in_difficulty', isTender: false, label: 'Entreprise en difficulté', labelEn: 'Company in difficulty' },
  { id: 11, code: 'recruitment_hr_project', isTender: false, label: 'Recrutement et projet RH', labelEn: 'Recruitment and HR project' },
  { id: 16, code: 'fundraising', isTender: false, label: 'Levée de fonds', labelEn: 'Fundraising' },
  { id: 17, code: 'it_tender', isTender: true, label: 'Appel d’offres IT', labelEn: 'IT tender' },
  { id: 18, code: 'marketing_tender', isTender: true, label: 'Appel d’offres marketing', labelEn: 'Marketing tender' },
  { id: 26, code: 'training_tender', isTender: true, label: 'Appel d’offres formation', labelEn: 'Training tender' },
];

/** Business opportunity type id by code. */
export const BUSINESS_OPPORTUNITY_TYPE = {
  external_growth: 1,
  business_development: 2,
  new_site: 3,
  diversification: 4,
  marketing_project: 5,
  international_development: 6,
  digital_project: 7,
  it_project: 8,
  rd_investment: 9,
  companies_in_difficulty: 10,
  recruitment_hr_project: 11,
  fundraising: 16,
  it_tender: 17,
  marketing_tender: 18,
  training_tender: 26,
} as const satisfies Record<BusinessOpportunityTypeCode, BusinessOpportunityTypeId>;

/** Narrows a number to a business opportunity type id. */
export function isBusinessOpportunityTypeId(value: unknown): value is BusinessOpportunityTypeId {
  return typeof value === 'number' && BUSINESS_OPPORTUNITY_TYPES.some((type) => type.id === value);
}

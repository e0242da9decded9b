import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Business opportunity type ids (docs/rules/catalogues-people-process.md "Catalogues"): 1 to 11, 16, 17, 18 and 26. Ids
 * 12–15 and 19–25 do not exist.
 */
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
export const BUSINESS_OPPORTUNITY_TYPES: readonly BusinessOpportunityType[] = labelled<BusinessOpportunityType>('businessOpportunityTypes', [
  { id: 1, code: 'external_growth', isTender: false },
  { id: 2, code: 'business_development', isTender: false },
  { id: 3, code: 'new_site', isTender: false },
  { id: 4, code: 'diversification', isTender: false },
  { id: 5, code: 'marketing_project', isTender: false },
  { id: 6, code: 'international_development', isTender: false },
  { id: 7, code: 'digital_project', isTender: false },
  { id: 8, code: 'it_project', isTender: false },
  { id: 9, code: 'rd_investment', isTender: false },
  { id: 10, code: 'companies_in_difficulty', isTender: false },
  { id: 11, code: 'recruitment_hr_project', isTender: false },
  { id: 16, code: 'fundraising', isTender: false },
  { id: 17, code: 'it_tender', isTender: true },
  { id: 18, code: 'marketing_tender', isTender: true },
  { id: 26, code: 'training_tender', isTender: true },
]);

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

import {
  countryIdsOfContinents,
  criterionItems,
  emailDomain,
  foldCriterionText,
  nafCodeOfCriterion,
  schoolIdsOfTypes,
} from './criteria-values';
import type { SearchCriteria, SearchCriteriaField } from './search-criteria.schema';
import { CRITERIA_MAX_QUERY_DEPTH, TARGET_EXCLUSION_CRITERIA, UNSUPPORTED_CRITERIA, UnsupportedCriterionError } from './supported-criteria';
import { isEmptyCriterionValue } from './is-empty-criterion-value';

/**
 * The plain in-memory evaluation of search criteria (the ORACLE of the API's SQL translation; docs/rules/criteria.md
 * "Evaluation"). It reads plain records, so the model-based test can compare it with the database's answer.
 */

/** An office of a company, as the criteria read it. */
export interface CriteriaOffice {
  readonly siret: string | null;
  readonly nafCode: string | null;
  readonly zipCode: string | null;
  readonly city: string | null;
  readonly departmentId: number | null;
  readonly regionId: number | null;
  readonly countryId: number;
}

/** A news item of a company, as the criteria read it. */
export interface CriteriaNews {
  readonly typeId: number;
  readonly businessOpportunityTypeId: number | null;
  readonly publicationDate: string;
  readonly highlightStartDate: string | null;
}

/** A company with its offices and news, as the criteria read it. */
export interface CriteriaCompany {
  readonly id: number;
  readonly siren: string | null;
  readonly groupId: number | null;
  readonly groupHeadCountryId: number | null;
  readonly isHeadquarters: boolean;
  readonly isGroupHead: boolean;
  readonly sizeId: number;
  readonly clientTypeId: number | null;
  readonly structureTypeId: number | null;
  readonly shareholdingTypeId: number | null;
  readonly industryTypeId: number | null;
  readonly industryClassId: number | null;
  readonly idccId: number | null;
  readonly activity: string | null;
  readonly workforceLower: number | null;
  readonly workforceUpper: number | null;
  readonly salesRevenueLower: number | null;
  readonly salesRevenueUpper: number | null;
  readonly publiclyTraded: boolean;
  readonly stockIndexId: number | null;
  readonly growthTypeId: number | null;
  readonly innovationTagIds: readonly number[];
  readonly startupTechId: number | null;
  readonly advertiserTagIds: readonly number[];
  readonly advertiserInvestment: number | null;
  readonly advertiserMediaIds: readonly number[];
  readonly brandNames: readonly string[];
  readonly awardIds: readonly number[];
  readonly cacMandateEndDate: string | null;
  readonly closureDate: string | null;
  readonly offices: readonly CriteriaOffice[];
  readonly news: readonly CriteriaNews[];
}

/** A contact, as the criteria read it (`previousCompanyNames`: the names of its previous companies still known). */
export interface CriteriaContact {
  readonly id: number;
  readonly companyId: number;
  readonly active: boolean;
  readonly jobTitleId: number | null;
  readonly jobLabel: string | null;
  readonly mainJobFunctionId: number | null;
  readonly jobFunctionIds: readonly number[];
  readonly jobTypeId: number | null;
  readonly hierarchicalLevelId: number | null;
  readonly communicationTypeIds: readonly number[];
  readonly email: string | null;
  readonly schoolIds: readonly number[];
  readonly hobbyIds: readonly number[];
  readonly previousCompanyIds: readonly number[];
  readonly previousCompanyNames: readonly string[];
  readonly experienceCompleted: boolean;
  readonly studiesCompleted: boolean;
}

/** What a search reads: companies, contacts, and the caller's saved queries the criteria may name (id → criteria). */
export interface CriteriaDataset {
  readonly companies: readonly CriteriaCompany[];
  readonly contacts: readonly CriteriaContact[];
  /** `null`: a list query without any member (it matches nothing). */
  readonly queries?: ReadonlyMap<number, SearchCriteria | null>;
}

/**
 * The contact criteria (docs/rules/criteria.md): they apply to contacts; in an account search a company matches them
 * when one of its active contacts does.
 */
export const CONTACT_CRITERIA_FIELDS: readonly SearchCriteriaField[] = [
  'person_id_list',
  'person_school_id_list',
  'person_school_type_id_list',
  'person_hobby_id_list',
  'job_id_list',
  'main_job_function_id_list',
  'job_function_id_list',
  'job_type_id_list',
  'job_keyword_list',
  'job_hierarchical_level_tag_id_list',
  'has_direct_email',
  'has_direct_line',
  'has_phone',
  'has_assistant',
  'has_mobile_phone',
  'person_previous_company_id_list',
  'person_previous_company_name_list',
  'person_experience_completed',
  'person_studies_completed',
  'max_contact_per_company',
  'in_my_network',
  'excluded_email_list',
  'excluded_email_domain_list',
];

const CONTACT_FIELDS = new Set<string>(CONTACT_CRITERIA_FIELDS);

/** Whether criteria hold a contact criterion with a value (an account search then needs a matching contact). */
export function hasContactCriteria(criteria: SearchCriteria): boolean {
  return Object.entries(criteria).some(([field, value]) => CONTACT_FIELDS.has(field) && !isEmptyCriterionValue(value));
}

/** Throws {@link UnsupportedCriterionError} for the first criterion with a value the evaluation cannot apply. */
export function assertSupportedCriteria(criteria: SearchCriteria): void {
  for (const field of [...UNSUPPORTED_CRITERIA, ...TARGET_EXCLUSION_CRITERIA]) {
    if (!isEmptyCriterionValue(criteria[field])) throw new UnsupportedCriterionError(field);
  }
}

const anyOf = <T>(list: readonly T[] | undefined, value: T | null): boolean => {
  const items = criterionItems(list);
  return items.length === 0 || (value !== null && items.includes(value));
};
const overlaps = (list: readonly number[] | undefined, values: readonly number[]): boolean => {
  const items = criterionItems(list);
  return items.length === 0 || values.some((value) => items.includes(value));
};
const noneOf = <T>(list: readonly T[] | undefined, value: T | null): boolean => value === null || !criterionItems(list).includes(value);
const flag = (wanted: boolean | undefined, value: boolean): boolean => wanted !== true || value;
/** `min ≤ value ≤ max`, bounds optional; a missing value matches no bound. */
const within = <T extends number | string>(value: T | null, min: T | undefined, max: T | undefined): boolean =>
  (min === undefined && max === undefined) || (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max));
/** A bracket boundary `upper` is open (null: no upper limit) when lower is known: it passes a min, never a max. */
const withinUpper = (lower: number | null, upper: number | null, min: number | undefined, max: number | undefined): boolean => {
  if (min === undefined && max === undefined) return true;
  if (lower === null) return false;
  if (upper === null) return max === undefined;
  return within(upper, min, max);
};
const containsAnyText = (list: readonly string[] | undefined, value: string | null): boolean => {
  const items = criterionItems(list).map(foldCriterionText);
  if (items.length === 0) return true;
  if (value === null) return false;
  const folded = foldCriterionText(value);
  return items.some((item) => folded.includes(item));
};
const equalsAnyText = (list: readonly string[] | undefined, values: readonly string[]): boolean => {
  const items = criterionItems(list).map(foldCriterionText);
  return items.length === 0 || values.some((value) => items.includes(foldCriterionText(value)));
};

const PLACE_FIELDS = [
  'company_office_region_id_list',
  'company_office_department_id_list',
  'company_office_country_id_list',
  'company_office_city_list',
  'company_office_zip_code_list',
] as const satisfies readonly SearchCriteriaField[];

/** Whether criteria name places (one of the location lists has an item). */
export function hasPlaces(criteria: SearchCriteria): boolean {
  return PLACE_FIELDS.some((field) => criterionItems<number | string>(criteria[field]).length > 0);
}

/**
 * The location criteria (region, department, country, city, zip code) together name ONE set of places: an office is
 * in it when it is in any listed region OR department OR country OR city OR under any zip prefix; the company matches
 * when one of its offices is. So a department inside a chosen region adds nothing (the clean-up may drop it).
 */
function inPlaces(criteria: SearchCriteria, office: CriteriaOffice): boolean {
  const regions = criterionItems(criteria.company_office_region_id_list);
  const departments = criterionItems(criteria.company_office_department_id_list);
  const countries = criterionItems(criteria.company_office_country_id_list);
  const cities = criterionItems(criteria.company_office_city_list).map(foldCriterionText);
  const zips = criterionItems(criteria.company_office_zip_code_list).map((zip) => zip.toUpperCase());
  return (
    (office.regionId !== null && regions.includes(office.regionId)) ||
    (office.departmentId !== null && departments.includes(office.departmentId)) ||
    countries.includes(office.countryId) ||
    (office.city !== null && cities.includes(foldCriterionText(office.city))) ||
    (office.zipCode !== null && zips.some((zip) => office.zipCode!.toUpperCase().startsWith(zip)))
  );
}

/**
 * Whether a company matches the company and news criteria (not the contact or query criteria).
 * @rule design · company criteria: lists are "any of", excluded_ lists "none of", ranges and brackets inclusive, flags only when true
 * @rule design · office location criteria name one set of places: a company matches when one of its offices is in it
 * @rule design · news criteria: the company has a news item of that type within the dates, per family
 */
export function companyMatchesCriteria(criteria: SearchCriteria, company: CriteriaCompany): boolean {
  const c = criteria;
  const sirets = criterionItems(c.company_office_siret_code_list);
  const nafCodes = criterionItems(c.company_office_siret_naf_code_list).map(nafCodeOfCriterion);
  return (
    anyOf(c.company_id_list, company.id) &&
    anyOf(c.company_size_id_list, company.sizeId) &&
    anyOf(c.company_client_type_id_list, company.clientTypeId) &&
    anyOf(c.company_shareholding_type_id_list, company.shareholdingTypeId) &&
    anyOf(c.company_new_structure_type_id_list, company.structureTypeId) &&
    overlaps(c.company_structure_innovation_list, company.innovationTagIds) &&
    anyOf(c.company_startup_tech_id_list, company.startupTechId) &&
    anyOf(c.company_stock_market_index_id_list, company.stockIndexId) &&
    flag(c.company_publicly_traded, company.publiclyTraded) &&
    anyOf(c.company_industry_type_id_list, company.industryTypeId) &&
    noneOf(c.excluded_company_industry_type_id_list, company.industryTypeId) &&
    anyOf(c.company_industry_class_id_list, company.industryClassId) &&
    within(company.workforceLower, c.company_workforce_lower_min, c.company_workforce_lower_max) &&
    withinUpper(company.workforceLower, company.workforceUpper, c.company_workforce_upper_min, c.company_workforce_upper_max) &&
    within(company.salesRevenueLower, c.company_sales_revenue_lower_min, c.company_sales_revenue_lower_max) &&
    withinUpper(company.salesRevenueLower, company.salesRevenueUpper, c.company_sales_revenue_upper_min, c.company_sales_revenue_upper_max) &&
    within(company.advertiserInvestment, c.company_advertiser_investment_min, c.company_advertiser_investment_max) &&
    overlaps(c.company_advertiser_media_id_list, company.advertiserMediaIds) &&
    overlaps(c.company_advertiser_tag_id_list, company.advertiserTagIds) &&
    anyOf(c.corporation_siren_code_list, company.siren) &&
    (sirets.length === 0 || company.offices.some((office) => office.siret !== null && sirets.includes(office.siret))) &&
    (!hasPlaces(c) || company.offices.some((office) => inPlaces(c, office))) &&
    (nafCodes.length === 0 || company.offices.some((office) => office.nafCode !== null && nafCodes.includes(office.nafCode))) &&
    anyOf(c.company_idcc_id_list, company.idccId) &&
    containsAnyText(c.company_activity_keyword_list, company.activity) &&
    anyOf(c.company_growth_type_id_list, company.growthTypeId) &&
    equalsAnyText(c.company_brand_name_list, company.brandNames) &&
    overlaps(c.company_award_id_list, company.awardIds) &&
    anyOf(c.group_head_country_list, company.groupHeadCountryId) &&
    groupHeadContinentMatches(c.group_head_country_tag_id_list, company.groupHeadCountryId) &&
    flag(c.is_headquarters, company.isHeadquarters) &&
    flag(c.is_group_head, company.isGroupHead) &&
    flag(c.is_group_head_with_their_subsidiaries, company.groupId !== null) &&
    within(company.cacMandateEndDate, c.company_cac_mandate_end_date_min, c.company_cac_mandate_end_date_max) &&
    within(company.closureDate, c.company_closure_date_min, c.company_closure_date_max) &&
    newsMatch(c, company.news)
  );
}

function groupHeadContinentMatches(continentIds: readonly number[] | undefined, countryId: number | null): boolean {
  const continents = criterionItems(continentIds);
  return continents.length === 0 || (countryId !== null && countryIdsOfContinents(continents).includes(countryId));
}

/**
 * News criteria: each family (business opportunities, news, highlights) asks for ONE news item of the company that
 * meets all of that family's criteria (type in the list, date within the range); families are independent.
 */
function newsMatch(c: SearchCriteria, news: readonly CriteriaNews[]): boolean {
  const opportunityTypes = criterionItems(c.business_opportunity_type_id_list);
  const opportunity =
    opportunityTypes.length === 0 && c.business_opportunity_publication_date_min === undefined && c.business_opportunity_publication_date_max === undefined
      ? true
      : news.some(
          (item) =>
            item.businessOpportunityTypeId !== null &&
            (opportunityTypes.length === 0 || opportunityTypes.includes(item.businessOpportunityTypeId)) &&
            within(item.publicationDate, c.business_opportunity_publication_date_min, c.business_opportunity_publication_date_max),
        );
  const newsTypes = criterionItems(c.news_type_id_list);
  const typed =
    newsTypes.length === 0 && c.news_publication_date_min === undefined && c.news_publication_date_max === undefined
      ? true
      : news.some(
          (item) => (newsTypes.length === 0 || newsTypes.includes(item.typeId)) && within(item.publicationDate, c.news_publication_date_min, c.news_publication_date_max),
        );
  const highlight =
    c.highlight_start_date_min === undefined && c.highlight_start_date_max === undefined
      ? true
      : news.some((item) => item.highlightStartDate !== null && within(item.highlightStartDate, c.highlight_start_date_min, c.highlight_start_date_max));
  return opportunity && typed && highlight;
}

/**
 * Whether a contact matches the contact criteria (not its company's, not max_contact_per_company).
 * @rule design · contact criteria: lists "any of", data flags only when true, excluded e-mails and domains "none of"
 */
export function contactMatchesCriteria(criteria: SearchCriteria, contact: CriteriaContact): boolean {
  const c = criteria;
  const schoolTypes = criterionItems(c.person_school_type_id_list);
  const excludedEmails = criterionItems(c.excluded_email_list).map((email) => email.toLowerCase());
  const excludedDomains = criterionItems(c.excluded_email_domain_list).map((domain) => domain.toLowerCase());
  const email = contact.email;
  const has = (wanted: boolean | undefined, typeId: number) => flag(wanted, contact.communicationTypeIds.includes(typeId));
  return (
    anyOf(c.person_id_list, contact.id) &&
    overlaps(c.person_school_id_list, contact.schoolIds) &&
    (schoolTypes.length === 0 || schoolIdsOfTypes(schoolTypes).some((id) => contact.schoolIds.includes(id))) &&
    overlaps(c.person_hobby_id_list, contact.hobbyIds) &&
    anyOf(c.job_id_list, contact.jobTitleId) &&
    anyOf(c.main_job_function_id_list, contact.mainJobFunctionId) &&
    overlaps(c.job_function_id_list, contact.jobFunctionIds) &&
    anyOf(c.job_type_id_list, contact.jobTypeId) &&
    containsAnyText(c.job_keyword_list, contact.jobLabel) &&
    anyOf(c.job_hierarchical_level_tag_id_list, contact.hierarchicalLevelId) &&
    has(c.has_direct_email, 1) &&
    has(c.has_direct_line, 2) &&
    has(c.has_phone, 3) &&
    has(c.has_assistant, 4) &&
    has(c.has_mobile_phone, 5) &&
    overlaps(c.person_previous_company_id_list, contact.previousCompanyIds) &&
    containsAnyTextOf(c.person_previous_company_name_list, contact.previousCompanyNames) &&
    flag(c.person_experience_completed, contact.experienceCompleted) &&
    flag(c.person_studies_completed, contact.studiesCompleted) &&
    (email === null || !excludedEmails.includes(email.toLowerCase())) &&
    (email === null || excludedDomains.length === 0 || !excludedDomains.includes(emailDomain(email) ?? ''))
  );
}

const containsAnyTextOf = (list: readonly string[] | undefined, values: readonly string[]): boolean =>
  criterionItems(list).length === 0 || values.some((value) => containsAnyText(list, value));

/**
 * The companies an account search returns (ids ascending): company and news criteria; with a contact criterion, the
 * company must have an active contact that matches the contact criteria; query_id_list and segment_id_list: the
 * company is in the account search of one of those queries (each list separately).
 * @rule design · an account search with contact criteria returns the companies having a matching active contact
 * @rule design · query_id_list and segment_id_list keep the targets of any of the named queries, two levels deep at most
 */
export function searchCompaniesByCriteria(dataset: CriteriaDataset, criteria: SearchCriteria, depth = 0): number[] {
  assertSupportedCriteria(criteria);
  const withContact = hasContactCriteria(criteria);
  const companiesWithContact = withContact
    ? new Set(dataset.contacts.filter((contact) => contact.active && contactMatchesCriteria(criteria, contact)).map((contact) => contact.companyId))
    : null;
  const inQueries = queryMembership(dataset, criteria, depth, searchCompaniesByCriteria);
  return dataset.companies
    .filter((company) => companyMatchesCriteria(criteria, company) && (companiesWithContact === null || companiesWithContact.has(company.id)) && inQueries(company.id))
    .map((company) => company.id)
    .sort((a, b) => a - b);
}

/**
 * The contacts a contact search returns (ids ascending): ACTIVE contacts matching the contact criteria whose company
 * matches the company and news criteria, in one of the named queries' contact searches; then at most
 * `max_contact_per_company` per company, those with the smallest ids.
 * @rule design · a contact search returns active contacts only; max_contact_per_company keeps the smallest ids
 */
export function searchContactsByCriteria(dataset: CriteriaDataset, criteria: SearchCriteria, depth = 0): number[] {
  assertSupportedCriteria(criteria);
  const companies = new Map(dataset.companies.map((company) => [company.id, company]));
  const inQueries = queryMembership(dataset, criteria, depth, searchContactsByCriteria);
  const matching = dataset.contacts
    .filter((contact) => {
      const company = companies.get(contact.companyId);
      return contact.active && company !== undefined && contactMatchesCriteria(criteria, contact) && companyMatchesCriteria(criteria, company) && inQueries(contact.id);
    })
    .sort((a, b) => a.id - b.id);
  const max = criteria.max_contact_per_company;
  if (max === undefined) return matching.map((contact) => contact.id);
  const perCompany = new Map<number, number>();
  return matching
    .filter((contact) => {
      const count = perCompany.get(contact.companyId) ?? 0;
      perCompany.set(contact.companyId, count + 1);
      return count < max;
    })
    .map((contact) => contact.id);
}

/**
 * query_id_list and segment_id_list: the target is in the search (same kind) of ANY query of the list; both lists
 * must hold. A query's criteria may name queries again, CRITERIA_MAX_QUERY_DEPTH levels deep.
 */
function queryMembership(
  dataset: CriteriaDataset,
  criteria: SearchCriteria,
  depth: number,
  search: (dataset: CriteriaDataset, criteria: SearchCriteria, depth: number) => number[],
): (id: number) => boolean {
  const sets: Set<number>[] = [];
  for (const field of ['query_id_list', 'segment_id_list'] as const) {
    const queryIds = criterionItems(criteria[field]);
    if (queryIds.length === 0) continue;
    if (depth >= CRITERIA_MAX_QUERY_DEPTH) throw new UnsupportedCriterionError(field);
    const members = new Set<number>();
    for (const queryId of queryIds) {
      const queryCriteria = dataset.queries?.get(queryId);
      if (queryCriteria === undefined) throw new UnsupportedCriterionError(field);
      if (queryCriteria === null) continue;
      for (const id of search(dataset, queryCriteria, depth + 1)) members.add(id);
    }
    sets.push(members);
  }
  return (id) => sets.every((members) => members.has(id));
}

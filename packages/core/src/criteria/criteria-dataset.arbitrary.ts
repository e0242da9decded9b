import fc from 'fast-check';
import { ADVERTISER_MEDIA } from '../catalogues/advertiser-media';
import { ADVERTISER_TAGS } from '../catalogues/advertiser-tags';
import { AWARDS } from '../catalogues/awards';
import { BUSINESS_OPPORTUNITY_TYPES } from '../catalogues/business-opportunity-types';
import { CLIENT_TYPES } from '../catalogues/client-types';
import { COMPANY_SIZES } from '../catalogues/company-sizes';
import { FRENCH_DEPARTMENTS } from '../catalogues/departments';
import { GROWTH_TYPES } from '../catalogues/growth-types';
import { HIERARCHICAL_LEVELS } from '../catalogues/hierarchical-levels';
import { HOBBIES } from '../catalogues/hobbies';
import { INDUSTRY_CLASSES } from '../catalogues/industry-classes';
import { INDUSTRY_TYPES } from '../catalogues/industry-types';
import { INNOVATION_TAGS } from '../catalogues/innovation-tags';
import { JOB_FUNCTIONS } from '../catalogues/job-functions';
import { JOB_TITLES } from '../catalogues/job-titles';
import { JOB_TYPES } from '../catalogues/job-types';
import { NEWS_TYPES } from '../catalogues/news-types';
import { SCHOOLS } from '../catalogues/schools';
import { SHAREHOLDING_TYPES } from '../catalogues/shareholding-types';
import { STARTUP_TECHS } from '../catalogues/startup-techs';
import { STOCK_INDEXES } from '../catalogues/stock-indexes';
import { STRUCTURE_TYPES } from '../catalogues/structure-types';
import type { CriteriaCompany, CriteriaContact, CriteriaDataset, CriteriaNews, CriteriaOffice } from './matches-criteria';
import { withOrderedRanges } from './search-criteria.arbitrary';
import type { SearchCriteria } from './search-criteria.schema';

// Test support only (the model-based test of the SQL translation and the oracle's properties): small datasets whose
// values are valid for the database's CHECK constraints, and criteria drawn from the same small pools so they hit.

/** The first ids of a catalogue (a small pool, so that random criteria and random data meet). */
const pool = (catalogue: readonly { readonly id: number }[], size = 3): number[] => catalogue.slice(0, size).map((entry) => entry.id);

const POOLS = {
  size: pool(COMPANY_SIZES),
  clientType: pool(CLIENT_TYPES),
  structureType: pool(STRUCTURE_TYPES),
  shareholdingType: pool(SHAREHOLDING_TYPES),
  industryType: pool(INDUSTRY_TYPES),
  industryClass: pool(INDUSTRY_CLASSES),
  stockIndex: pool(STOCK_INDEXES, 2),
  growthType: pool(GROWTH_TYPES, 2),
  innovationTag: pool(INNOVATION_TAGS, 2),
  startupTech: pool(STARTUP_TECHS),
  advertiserTag: pool(ADVERTISER_TAGS),
  advertiserMedia: pool(ADVERTISER_MEDIA),
  award: pool(AWARDS),
  newsType: pool(NEWS_TYPES, 4),
  opportunityType: pool(BUSINESS_OPPORTUNITY_TYPES),
  jobTitle: pool(JOB_TITLES),
  jobFunction: pool(JOB_FUNCTIONS),
  jobType: pool(JOB_TYPES),
  hierarchicalLevel: pool(HIERARCHICAL_LEVELS),
  school: [SCHOOLS[0]!.id, SCHOOLS[1]!.id, SCHOOLS.find((school) => school.schoolTypeId !== SCHOOLS[0]!.schoolTypeId)!.id],
  schoolType: [...new Set(SCHOOLS.map((school) => school.schoolTypeId))].slice(0, 3),
  hobby: pool(HOBBIES),
  /** Germany 5 (Europe), South Africa 2 (Africa), France 72. */
  country: [5, 2, 72],
  continent: [1, 3, 7],
  department: [13, 69, 75, 92],
  region: [...new Set([13, 69, 75, 92].map((id) => FRENCH_DEPARTMENTS.find((department) => department.id === id)!.regionId))],
  city: ['Paris', 'Lyon', 'Marseille', 'Saint-Étienne', 'Nanterre'],
  naf: ['62.01Z', '70.22Z', '46.51Z'],
  workforce: [0, 10, 50, 200, 1000],
  euros: [0, 100_000, 1_000_000, 50_000_000],
  date: ['2024-12-31', '2025-01-01', '2025-03-15', '2025-06-30', '2025-12-31'],
  activity: ['Conseil en stratégie', 'Édition de logiciels', 'Transport routier'],
  activityKeyword: ['conseil', 'LOGICIEL', 'edition', ' transport ', 'xyz', ''],
  brand: ['Lumio', 'Atlas', 'Boréa'],
  brandCriterion: ['lumio', 'ATLAS', 'borea', 'autre'],
  companyName: ['Atlas Conseil', 'Boréal Industrie', 'Lumière SA', 'Cobalt'],
  companyNameCriterion: ['atlas', 'boreal', 'LUMIERE', 'zinc'],
  jobLabel: ['Directeur commercial', 'Directrice des achats', 'DSI', 'Chef de projet'],
  jobKeyword: ['directeur', 'achats', 'dsi', 'Projet', 'rien'],
  emailDomain: ['example.fr', 'acme.com'],
} as const;

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 3 });
const some = <T>(values: readonly T[], maxLength = 2) => fc.uniqueArray(fc.constantFrom(...values), { maxLength });
const bracket = (values: readonly number[]) =>
  fc.oneof(
    fc.constant<[number | null, number | null]>([null, null]),
    fc.tuple(fc.constantFrom(...values), maybe(fc.constantFrom(...values))).map(([lower, upper]): [number | null, number | null] => [lower, upper === null ? null : Math.max(lower, upper)]),
  );

const arbitraryOffice: fc.Arbitrary<Omit<CriteriaOffice, 'siret'> & { readonly french: boolean }> = fc.oneof(
  fc.record({
    french: fc.constant(true),
    nafCode: maybe(fc.constantFrom(...POOLS.naf)),
    departmentId: fc.constantFrom(...POOLS.department),
    city: maybe(fc.constantFrom(...POOLS.city)),
    zipSuffix: fc.constantFrom('000', '001', '100'),
  }).map(({ departmentId, zipSuffix, ...rest }) => ({
    ...rest,
    departmentId,
    regionId: FRENCH_DEPARTMENTS.find((department) => department.id === departmentId)!.regionId,
    zipCode: `${String(departmentId).padStart(2, '0')}${zipSuffix}`,
    countryId: 72,
  })),
  fc.record({
    french: fc.constant(false),
    nafCode: fc.constant(null),
    departmentId: fc.constant(null),
    regionId: fc.constant(null),
    city: maybe(fc.constantFrom('Berlin', 'Lyon')),
    zipCode: maybe(fc.constant('10115')),
    countryId: fc.constantFrom(5, 2),
  }),
);

const arbitraryNews: fc.Arbitrary<CriteriaNews> = fc.record({
  typeId: fc.constantFrom(...POOLS.newsType),
  businessOpportunityTypeId: maybe(fc.constantFrom(...POOLS.opportunityType)),
  publicationDate: fc.constantFrom(...POOLS.date),
  highlightStartDate: maybe(fc.constantFrom(...POOLS.date)),
});

/** A company without its id-dependent fields (siren, siret, group, previous companies), which the dataset sets. */
const arbitraryCompanyFields = fc.record({
  name: fc.constantFrom(...POOLS.companyName),
  inGroup: fc.constantFrom<'none' | 'head' | 'member'>('none', 'head', 'member'),
  groupHeadCountryId: maybe(fc.constantFrom(...POOLS.country)),
  isHeadquarters: fc.boolean(),
  sizeId: fc.constantFrom(...POOLS.size),
  clientTypeId: maybe(fc.constantFrom(...POOLS.clientType)),
  structureTypeId: maybe(fc.constantFrom(...POOLS.structureType)),
  shareholdingTypeId: maybe(fc.constantFrom(...POOLS.shareholdingType)),
  industryTypeId: maybe(fc.constantFrom(...POOLS.industryType)),
  industryClassId: maybe(fc.constantFrom(...POOLS.industryClass)),
  /** The collective agreements referential is not in the scratch data: no company has one. */
  idccId: fc.constant<number | null>(null),
  activity: maybe(fc.constantFrom(...POOLS.activity)),
  workforce: bracket(POOLS.workforce),
  salesRevenue: bracket(POOLS.euros),
  publiclyTraded: fc.boolean(),
  stockIndexId: maybe(fc.constantFrom(...POOLS.stockIndex)),
  growthTypeId: maybe(fc.constantFrom(...POOLS.growthType)),
  innovationTagIds: some(POOLS.innovationTag),
  startupTechId: maybe(fc.constantFrom(...POOLS.startupTech)),
  advertiserTagIds: some(POOLS.advertiserTag),
  advertiserInvestment: maybe(fc.constantFrom(...POOLS.euros)),
  advertiserMediaIds: some(POOLS.advertiserMedia),
  brandNames: some(POOLS.brand),
  awardIds: some(POOLS.award),
  cacMandateEndDate: maybe(fc.constantFrom(...POOLS.date)),
  closureDate: maybe(fc.constantFrom(...POOLS.date)),
  offices: fc.array(arbitraryOffice, { maxLength: 3 }),
  news: fc.array(arbitraryNews, { maxLength: 3 }),
});

const arbitraryContactFields = fc.record({
  companyIndex: fc.nat(),
  active: fc.boolean(),
  jobTitleId: maybe(fc.constantFrom(...POOLS.jobTitle)),
  jobLabel: maybe(fc.constantFrom(...POOLS.jobLabel)),
  mainJobFunctionId: maybe(fc.constantFrom(...POOLS.jobFunction)),
  jobFunctionIds: some(POOLS.jobFunction),
  jobTypeId: maybe(fc.constantFrom(...POOLS.jobType)),
  hierarchicalLevelId: maybe(fc.constantFrom(...POOLS.hierarchicalLevel)),
  communicationTypeIds: some([1, 2, 3, 4, 5], 3),
  emailDomain: maybe(fc.constantFrom(...POOLS.emailDomain)),
  schoolIds: some(POOLS.school),
  hobbyIds: some(POOLS.hobby),
  previousCompanyIndexes: fc.uniqueArray(fc.nat({ max: 9 }), { maxLength: 2 }),
  experienceCompleted: fc.boolean(),
  studiesCompleted: fc.boolean(),
});

/** A company of a generated dataset and its name (the SQL needs it; the oracle reads it through the contacts). */
export interface GeneratedCompany extends CriteriaCompany {
  readonly name: string;
}

/** A dataset for the oracle, with the company names the database needs. */
export interface GeneratedCriteriaDataset extends CriteriaDataset {
  readonly companies: readonly GeneratedCompany[];
}

/**
 * A small random dataset (2–6 companies, up to 12 contacts), ids from `firstId` (companies) and `firstId` (contacts)
 * upwards; sirens and sirets unique; a previous company index past the last company is an id that is not in the data.
 */
export function arbitraryCriteriaDataset(firstId = 1): fc.Arbitrary<GeneratedCriteriaDataset> {
  return fc
    .tuple(fc.array(arbitraryCompanyFields, { minLength: 2, maxLength: 6 }), fc.array(arbitraryContactFields, { maxLength: 12 }))
    .map(([companyFields, contactFields]) => {
      const companyIds = companyFields.map((_, index) => firstId + index);
      const headId = companyFields.findIndex((fields) => fields.inGroup === 'head');
      const companies: GeneratedCompany[] = companyFields.map(({ inGroup, workforce, salesRevenue, offices, ...fields }, index) => {
        const id = companyIds[index]!;
        const siren = String(100_000_000 + id).slice(-9);
        const groupId = inGroup === 'head' ? id : inGroup === 'member' && headId >= 0 ? companyIds[headId]! : null;
        return {
          ...fields,
          id,
          siren,
          groupId,
          isGroupHead: inGroup === 'head',
          workforceLower: workforce[0],
          workforceUpper: workforce[1],
          salesRevenueLower: salesRevenue[0],
          salesRevenueUpper: salesRevenue[1],
          offices: offices.map(({ french, ...office }, officeIndex) => ({ ...office, siret: french ? `${siren}${String(officeIndex + 1).padStart(5, '0')}` : null })),
        };
      });
      const names = new Map(companies.map((company) => [company.id, company.name]));
      const contacts: CriteriaContact[] = contactFields.map(({ companyIndex, emailDomain, previousCompanyIndexes, ...fields }, index) => {
        const id = firstId + index;
        const previousCompanyIds = previousCompanyIndexes.map((previous) => firstId + previous);
        return {
          ...fields,
          id,
          companyId: companyIds[companyIndex % companyIds.length]!,
          email: emailDomain === null ? null : `contact${id}@${emailDomain}`,
          previousCompanyIds,
          previousCompanyNames: previousCompanyIds.flatMap((previous) => (names.has(previous) ? [names.get(previous)!] : [])),
        };
      });
      return { companies, contacts };
    });
}

/** Mostly non-empty lists (an empty list is no filter: one draw in five keeps that case). */
const listOf = <T>(values: readonly T[], maxLength = 2) =>
  fc.oneof({ weight: 4, arbitrary: fc.array(fc.constantFrom(...values), { minLength: 1, maxLength }) }, { weight: 1, arbitrary: fc.constant<T[]>([]) });
const bound = <T>(values: readonly T[]) => fc.constantFrom(...values);

/**
 * Random criteria of the SUPPORTED fields, drawn from the dataset's pools (ids of companies and contacts from
 * `firstId`), ranges ordered. Query fields are not drawn here (the test builds them with saved queries).
 */
export function arbitrarySupportedCriteria(firstId = 1): fc.Arbitrary<SearchCriteria> {
  const entityIds = (count: number) => fc.array(fc.integer({ min: firstId, max: firstId + count }), { minLength: 1, maxLength: 3 });
  return fc
    .record(
      {
        company_id_list: entityIds(6),
        company_size_id_list: listOf(POOLS.size),
        company_client_type_id_list: listOf(POOLS.clientType),
        company_shareholding_type_id_list: listOf(POOLS.shareholdingType),
        company_new_structure_type_id_list: listOf(POOLS.structureType),
        company_structure_innovation_list: listOf(POOLS.innovationTag),
        company_startup_tech_id_list: listOf(POOLS.startupTech),
        company_stock_market_index_id_list: listOf(POOLS.stockIndex),
        company_publicly_traded: fc.boolean(),
        company_industry_type_id_list: listOf(POOLS.industryType),
        excluded_company_industry_type_id_list: listOf(POOLS.industryType),
        company_industry_class_id_list: listOf(POOLS.industryClass),
        company_workforce_lower_min: bound(POOLS.workforce),
        company_workforce_lower_max: bound(POOLS.workforce),
        company_workforce_upper_min: bound(POOLS.workforce),
        company_workforce_upper_max: bound(POOLS.workforce),
        company_sales_revenue_lower_min: bound(POOLS.euros),
        company_sales_revenue_lower_max: bound(POOLS.euros),
        company_sales_revenue_upper_min: bound(POOLS.euros),
        company_sales_revenue_upper_max: bound(POOLS.euros),
        company_advertiser_investment_min: bound(POOLS.euros),
        company_advertiser_investment_max: bound(POOLS.euros),
        company_advertiser_media_id_list: listOf(POOLS.advertiserMedia),
        company_advertiser_tag_id_list: listOf(POOLS.advertiserTag),
        corporation_siren_code_list: fc.array(fc.integer({ min: firstId, max: firstId + 6 }).map((id) => ` ${String(100_000_000 + id).slice(-9)}`), { maxLength: 2 }),
        company_office_siret_code_list: fc.array(
          fc.tuple(fc.integer({ min: firstId, max: firstId + 6 }), fc.integer({ min: 1, max: 3 })).map(([id, office]) => `${String(100_000_000 + id).slice(-9)}${String(office).padStart(5, '0')}`),
          { maxLength: 2 },
        ),
        company_office_region_id_list: listOf(POOLS.region),
        company_office_department_id_list: listOf(POOLS.department),
        company_office_country_id_list: listOf(POOLS.country),
        company_office_city_list: listOf(['paris', 'LYON', 'saint-etienne', 'Berlin', ' ']),
        company_office_zip_code_list: listOf(['75', '69001', '13', '10115', '']),
        company_idcc_id_list: listOf([16, 1486]),
        company_office_siret_naf_code_list: listOf(['6201Z', '70.22z', '46.51Z']),
        company_activity_keyword_list: listOf(POOLS.activityKeyword),
        company_growth_type_id_list: listOf(POOLS.growthType),
        company_brand_name_list: listOf(POOLS.brandCriterion),
        company_award_id_list: listOf(POOLS.award),
        group_head_country_list: listOf(POOLS.country),
        group_head_country_tag_id_list: listOf(POOLS.continent),
        is_headquarters: fc.boolean(),
        is_group_head: fc.boolean(),
        is_group_head_with_their_subsidiaries: fc.boolean(),
        company_cac_mandate_end_date_min: bound(POOLS.date),
        company_cac_mandate_end_date_max: bound(POOLS.date),
        company_closure_date_min: bound(POOLS.date),
        company_closure_date_max: bound(POOLS.date),
        business_opportunity_type_id_list: listOf(POOLS.opportunityType),
        business_opportunity_publication_date_min: bound(POOLS.date),
        business_opportunity_publication_date_max: bound(POOLS.date),
        news_type_id_list: listOf(POOLS.newsType),
        news_publication_date_min: bound(POOLS.date),
        news_publication_date_max: bound(POOLS.date),
        highlight_start_date_min: bound(POOLS.date),
        highlight_start_date_max: bound(POOLS.date),
        person_id_list: entityIds(12),
        person_school_id_list: listOf(POOLS.school),
        person_school_type_id_list: listOf(POOLS.schoolType),
        person_hobby_id_list: listOf(POOLS.hobby),
        job_id_list: listOf(POOLS.jobTitle),
        main_job_function_id_list: listOf(POOLS.jobFunction),
        job_function_id_list: listOf(POOLS.jobFunction),
        job_type_id_list: listOf(POOLS.jobType),
        job_keyword_list: listOf(POOLS.jobKeyword),
        job_hierarchical_level_tag_id_list: listOf(POOLS.hierarchicalLevel),
        has_direct_email: fc.boolean(),
        has_direct_line: fc.boolean(),
        has_phone: fc.boolean(),
        has_assistant: fc.boolean(),
        has_mobile_phone: fc.boolean(),
        person_previous_company_id_list: entityIds(8),
        person_previous_company_name_list: listOf(POOLS.companyNameCriterion),
        person_experience_completed: fc.boolean(),
        person_studies_completed: fc.boolean(),
        max_contact_per_company: fc.integer({ min: 1, max: 3 }),
        excluded_email_list: fc.array(fc.integer({ min: firstId, max: firstId + 12 }).map((id) => `CONTACT${id}@example.fr`), { maxLength: 2 }),
        excluded_email_domain_list: listOf(['example.fr', 'ACME.com', '']),
      },
      { requiredKeys: [] },
    )
    .chain((criteria) =>
      // Most random sets of 75 fields match nothing: keep 1 to 3 of the drawn fields.
      fc.shuffledSubarray(Object.keys(criteria), { minLength: 1, maxLength: 3 }).map((kept) => withOrderedRanges(Object.fromEntries(kept.map((field) => [field, (criteria as Record<string, unknown>)[field]])) as SearchCriteria)),
    );
}

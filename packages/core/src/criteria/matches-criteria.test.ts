import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanCriteria } from './clean-criteria';
import { arbitraryCriteriaDataset, arbitrarySupportedCriteria } from './criteria-dataset.arbitrary';
import {
  companyMatchesCriteria,
  contactMatchesCriteria,
  type CriteriaCompany,
  type CriteriaContact,
  type CriteriaDataset,
  searchCompaniesByCriteria,
  searchContactsByCriteria,
} from './matches-criteria';
import { criteriaEquivalentAfterCleanUp } from './criteria-clean-up-equivalence';
import type { SearchCriteria } from './search-criteria.schema';
import { UnsupportedCriterionError } from './supported-criteria';

const office = (fields: Partial<CriteriaCompany['offices'][number]> = {}): CriteriaCompany['offices'][number] => ({
  siret: null,
  nafCode: null,
  zipCode: null,
  city: null,
  departmentId: null,
  regionId: null,
  countryId: 72,
  ...fields,
});

const company = (id: number, fields: Partial<CriteriaCompany> = {}): CriteriaCompany => ({
  id,
  siren: null,
  groupId: null,
  groupHeadCountryId: null,
  isHeadquarters: true,
  isGroupHead: false,
  sizeId: 211,
  clientTypeId: null,
  structureTypeId: null,
  shareholdingTypeId: null,
  industryTypeId: null,
  industryClassId: null,
  idccId: null,
  activity: null,
  workforceLower: null,
  workforceUpper: null,
  salesRevenueLower: null,
  salesRevenueUpper: null,
  publiclyTraded: false,
  stockIndexId: null,
  growthTypeId: null,
  innovationTagIds: [],
  startupTechId: null,
  advertiserTagIds: [],
  advertiserInvestment: null,
  advertiserMediaIds: [],
  brandNames: [],
  awardIds: [],
  cacMandateEndDate: null,
  closureDate: null,
  offices: [],
  news: [],
  ...fields,
});

const contact = (id: number, companyId: number, fields: Partial<CriteriaContact> = {}): CriteriaContact => ({
  id,
  companyId,
  active: true,
  jobTitleId: null,
  jobLabel: null,
  mainJobFunctionId: null,
  jobFunctionIds: [],
  jobTypeId: null,
  hierarchicalLevelId: null,
  communicationTypeIds: [],
  email: null,
  schoolIds: [],
  hobbyIds: [],
  previousCompanyIds: [],
  previousCompanyNames: [],
  experienceCompleted: false,
  studiesCompleted: false,
  ...fields,
});

const matches = (criteria: SearchCriteria, record: CriteriaCompany) => companyMatchesCriteria(criteria, record);

describe('companyMatchesCriteria', () => {
  it('lists are "any of"; an empty or blank list is no filter; excluded_ lists are "none of" (a missing value is none)', () => {
    const it12 = company(1, { industryTypeId: 12 });
    expect(matches({ company_industry_type_id_list: [3, 12] }, it12)).toBe(true);
    expect(matches({ company_industry_type_id_list: [3] }, it12)).toBe(false);
    expect(matches({ company_industry_type_id_list: [] }, it12)).toBe(true);
    expect(matches({ excluded_company_industry_type_id_list: [12] }, it12)).toBe(false);
    expect(matches({ excluded_company_industry_type_id_list: [3] }, it12)).toBe(true);
    expect(matches({ excluded_company_industry_type_id_list: [3] }, company(2))).toBe(true);
    expect(matches({ company_industry_type_id_list: [3] }, company(2))).toBe(false);
    expect(matches({ corporation_siren_code_list: [' 552100554 ', ''] }, company(3, { siren: '552100554' }))).toBe(true);
    expect(matches({ corporation_siren_code_list: ['', '  '] }, company(3))).toBe(true);
  });

  it('brackets: lower within [lower_min, lower_max], upper within [upper_min, upper_max]; an open upper passes a min, never a max', () => {
    const bracket = company(1, { workforceLower: 50, workforceUpper: 199 });
    const open = company(2, { workforceLower: 10_000, workforceUpper: null });
    const unknown = company(3);
    expect(matches({ company_workforce_lower_min: 50, company_workforce_upper_max: 199 }, bracket)).toBe(true);
    expect(matches({ company_workforce_lower_min: 51 }, bracket)).toBe(false);
    expect(matches({ company_workforce_upper_max: 198 }, bracket)).toBe(false);
    expect(matches({ company_workforce_upper_min: 5000 }, open)).toBe(true);
    expect(matches({ company_workforce_upper_max: 1_000_000 }, open)).toBe(false);
    expect(matches({ company_workforce_upper_min: 0 }, unknown)).toBe(false);
    expect(matches({ company_sales_revenue_lower_max: 1_000 }, company(4, { salesRevenueLower: 1_000, salesRevenueUpper: 2_000 }))).toBe(true);
  });

  it('plain ranges and dates are inclusive; a missing value matches no bound; flags filter only when true', () => {
    const dated = company(1, { closureDate: '2025-12-31', advertiserInvestment: 100, publiclyTraded: false });
    expect(matches({ company_closure_date_min: '2025-12-31', company_closure_date_max: '2025-12-31' }, dated)).toBe(true);
    expect(matches({ company_closure_date_min: '2026-01-01' }, dated)).toBe(false);
    expect(matches({ company_cac_mandate_end_date_max: '2030-01-01' }, dated)).toBe(false);
    expect(matches({ company_advertiser_investment_min: 100, company_advertiser_investment_max: 100 }, dated)).toBe(true);
    expect(matches({ company_publicly_traded: true }, dated)).toBe(false);
    expect(matches({ company_publicly_traded: false }, dated)).toBe(true);
    expect(matches({ is_group_head_with_their_subsidiaries: true }, company(2, { groupId: 9 }))).toBe(true);
    expect(matches({ is_group_head_with_their_subsidiaries: true }, company(2))).toBe(false);
  });

  it('location lists name one set of places: a company matches when one office is in any of them', () => {
    const lyon = company(1, { offices: [office({ departmentId: 69, regionId: 101, city: 'Saint-Étienne', zipCode: '69001' })] });
    const berlin = company(2, { offices: [office({ countryId: 5, city: 'Berlin' })] });
    expect(matches({ company_office_region_id_list: [107], company_office_department_id_list: [69] }, lyon)).toBe(true);
    expect(matches({ company_office_region_id_list: [107] }, lyon)).toBe(false);
    expect(matches({ company_office_city_list: ['SAINT-ETIENNE'] }, lyon)).toBe(true);
    expect(matches({ company_office_zip_code_list: ['69'] }, lyon)).toBe(true);
    expect(matches({ company_office_zip_code_list: ['75'], company_office_country_id_list: [5] }, berlin)).toBe(true);
    expect(matches({ company_office_country_id_list: [5] }, company(3))).toBe(false);
    expect(matches({ company_office_siret_naf_code_list: ['6201z'] }, company(4, { offices: [office({ nafCode: '62.01Z' })] }))).toBe(true);
  });

  it('news criteria: one news item of the family meets its type and dates together', () => {
    const news = company(1, {
      news: [
        { typeId: 1, businessOpportunityTypeId: null, publicationDate: '2025-01-01', highlightStartDate: null },
        { typeId: 2, businessOpportunityTypeId: 3, publicationDate: '2025-06-30', highlightStartDate: '2025-07-01' },
      ],
    });
    expect(matches({ news_type_id_list: [1], news_publication_date_min: '2025-01-01' }, news)).toBe(true);
    expect(matches({ news_type_id_list: [1], news_publication_date_min: '2025-02-01' }, news)).toBe(false);
    expect(matches({ business_opportunity_publication_date_max: '2025-01-01' }, news)).toBe(false);
    expect(matches({ business_opportunity_type_id_list: [3], highlight_start_date_min: '2025-07-01' }, news)).toBe(true);
  });
});

describe('contactMatchesCriteria', () => {
  it('contact lists, data flags, folded text and e-mail exclusions', () => {
    const person = contact(1, 1, { jobLabel: 'Directrice des Achats', communicationTypeIds: [1, 3], email: 'Jean@Example.fr', schoolIds: [1], previousCompanyNames: ['Boréal Industrie'] });
    expect(contactMatchesCriteria({ job_keyword_list: ['achats'] }, person)).toBe(true);
    expect(contactMatchesCriteria({ has_direct_email: true, has_phone: true }, person)).toBe(true);
    expect(contactMatchesCriteria({ has_mobile_phone: true }, person)).toBe(false);
    expect(contactMatchesCriteria({ excluded_email_list: ['jean@example.fr'] }, person)).toBe(false);
    expect(contactMatchesCriteria({ excluded_email_domain_list: ['EXAMPLE.fr'] }, person)).toBe(false);
    expect(contactMatchesCriteria({ excluded_email_domain_list: ['acme.com'] }, person)).toBe(true);
    expect(contactMatchesCriteria({ person_previous_company_name_list: ['boreal'] }, person)).toBe(true);
    expect(contactMatchesCriteria({ person_school_type_id_list: [1] }, person)).toBe(true);
  });
});

describe('searchContactsByCriteria and searchCompaniesByCriteria', () => {
  const dataset: CriteriaDataset = {
    companies: [company(1, { sizeId: 211 }), company(2, { sizeId: 245 })],
    contacts: [contact(10, 1, { jobTypeId: 4 }), contact(11, 1, { jobTypeId: 4 }), contact(12, 1, { active: false, jobTypeId: 4 }), contact(13, 2)],
    queries: new Map<number, SearchCriteria | null>([
      [100, { company_size_id_list: [245] }],
      [101, null],
      [102, { query_id_list: [100] }],
      [103, { query_id_list: [102] }],
    ]),
  };

  it('returns active contacts only, at most max_contact_per_company per company (smallest ids)', () => {
    expect(searchContactsByCriteria(dataset, {})).toEqual([10, 11, 13]);
    expect(searchContactsByCriteria(dataset, { max_contact_per_company: 1 })).toEqual([10, 13]);
    expect(searchContactsByCriteria(dataset, { company_size_id_list: [211] })).toEqual([10, 11]);
  });

  it('an account search with contact criteria keeps the companies having a matching active contact', () => {
    expect(searchCompaniesByCriteria(dataset, { job_type_id_list: [4] })).toEqual([1]);
    expect(searchCompaniesByCriteria(dataset, {})).toEqual([1, 2]);
  });

  it('query_id_list keeps the targets of any named query, a list without members matches nothing, two levels at most', () => {
    expect(searchCompaniesByCriteria(dataset, { query_id_list: [100] })).toEqual([2]);
    expect(searchContactsByCriteria(dataset, { segment_id_list: [100, 101] })).toEqual([13]);
    expect(searchCompaniesByCriteria(dataset, { query_id_list: [101] })).toEqual([]);
    expect(searchCompaniesByCriteria(dataset, { query_id_list: [102] })).toEqual([2]);
    expect(() => searchCompaniesByCriteria(dataset, { query_id_list: [103] })).toThrow(UnsupportedCriterionError);
  });

  it('refuses unsupported criteria by name', () => {
    expect(() => searchContactsByCriteria(dataset, { in_my_network: true })).toThrow(expect.objectContaining({ field: 'in_my_network' }));
    expect(() => searchCompaniesByCriteria(dataset, { excluded_campaign_query_id: 3 })).toThrow(expect.objectContaining({ field: 'excluded_campaign_query_id' }));
    expect(searchContactsByCriteria(dataset, { in_my_network: false })).toEqual([10, 11, 13]);
  });

  it('property: an excluded_ list keeps exactly the companies the positive list does not (a missing industry is kept)', () => {
    fc.assert(
      fc.property(arbitraryCriteriaDataset(), fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }), (data, industries) => {
        const positive = new Set(searchCompaniesByCriteria(data, { company_industry_type_id_list: industries }));
        const negative = searchCompaniesByCriteria(data, { excluded_company_industry_type_id_list: industries });
        const all = searchCompaniesByCriteria(data, {});
        expect(negative).toEqual(industries.length === 0 ? all : all.filter((id) => !positive.has(id)));
      }),
    );
  });

  it('property: the contacts found belong to the companies an account search finds with the same criteria', () => {
    fc.assert(
      fc.property(arbitraryCriteriaDataset(), arbitrarySupportedCriteria(), (data, criteria) => {
        const companies = new Set(searchCompaniesByCriteria(data, criteria));
        const byId = new Map(data.contacts.map((person) => [person.id, person]));
        for (const id of searchContactsByCriteria(data, criteria)) expect(companies.has(byId.get(id)!.companyId)).toBe(true);
      }),
    );
  });

  it('property: cleaning then searching finds what searching the raw criteria finds, where the clean-up is equivalent', () => {
    fc.assert(
      fc.property(arbitraryCriteriaDataset(), arbitrarySupportedCriteria(), (data, raw) => {
        const criteria = criteriaEquivalentAfterCleanUp(raw);
        const cleaned = cleanCriteria(criteria);
        expect(searchCompaniesByCriteria(data, cleaned)).toEqual(searchCompaniesByCriteria(data, criteria));
        expect(searchContactsByCriteria(data, cleaned)).toEqual(searchContactsByCriteria(data, criteria));
      }),
    );
  });
});

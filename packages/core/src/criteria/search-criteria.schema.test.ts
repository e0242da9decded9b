import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arbitrarySearchCriteria } from './search-criteria.arbitrary';
import {
  CRITERIA_CONTRADICTORY_RANGE,
  SEARCH_CRITERIA_RANGE_PAIRS,
  SEARCH_CRITERIA_MAX_LIST_LENGTH,
  SEARCH_CRITERIA_MAX_STRING_LENGTH,
  SearchCriteriaSchema,
} from './search-criteria.schema';

describe('SearchCriteriaSchema', () => {
  it('accepts an empty object (every field is optional)', () => {
    expect(SearchCriteriaSchema.parse({})).toEqual({});
  });

  it('accepts a criteria set covering the four groups', () => {
    const criteria = {
      company_size_id_list: [211, 245],
      excluded_company_industry_type_id_list: [12],
      company_workforce_lower_min: 50,
      company_workforce_upper_max: 200,
      company_sales_revenue_upper_max: 1_500_000,
      company_advertiser_investment_min: 10_000,
      corporation_siren_code_list: ['552100554'],
      company_office_siret_code_list: ['55210055400013'],
      company_office_siret_naf_code_list: ['62.01Z', '6202A'],
      company_office_department_id_list: [0, 75],
      company_office_zip_code_list: ['75008'],
      company_closure_date_min: '2025-01-01',
      news_publication_date_min: '2025-01-10',
      business_opportunity_type_id_list: [1, 16],
      job_keyword_list: ['directeur commercial'],
      has_direct_email: true,
      max_contact_per_company: 3,
      campaign_query_id: 12,
      excluded_sequence_query_id_list: [4],
      excluded_email_list: ['jean.dupont@example.fr'],
      excluded_email_domain_list: ['example.fr'],
    };
    expect(SearchCriteriaSchema.parse(criteria)).toEqual(criteria);
  });

  it('refuses an unknown key, naming it', () => {
    const result = SearchCriteriaSchema.safeParse({ company_id_list: [1], compny_size_id_list: [211] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['compny_size_id_list'] })]);
  });

  it.each(SEARCH_CRITERIA_RANGE_PAIRS.map(([min, max]) => [min, max] as const))('refuses %s after %s with CRITERIA.CONTRADICTORY_RANGE at the max', (min, max) => {
    const isDate = min.includes('date');
    const [low, high] = isDate ? ['2025-01-01', '2025-01-02'] : [10, 11];
    const refused = SearchCriteriaSchema.safeParse({ [min]: high, [max]: low });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[max], CRITERIA_CONTRADICTORY_RANGE]]);
    expect(SearchCriteriaSchema.safeParse({ [min]: low, [max]: high }).success).toBe(true);
    expect(SearchCriteriaSchema.safeParse({ [min]: low, [max]: low }).success).toBe(true);
  });

  it('accepts an overlap search (upper_min above lower_max is not contradictory)', () => {
    expect(SearchCriteriaSchema.safeParse({ company_workforce_upper_min: 300, company_workforce_lower_max: 200 }).success).toBe(true);
  });

  it('property: a random pair of bounds is refused exactly when min > max', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (min, max) => {
        const result = SearchCriteriaSchema.safeParse({ company_advertiser_investment_min: min, company_advertiser_investment_max: max });
        expect(result.success).toBe(min <= max);
      }),
    );
  });

  it('property: the test arbitrary only builds criteria the schema accepts', () => {
    fc.assert(
      fc.property(arbitrarySearchCriteria, (criteria) => {
        expect(SearchCriteriaSchema.safeParse(criteria).success).toBe(true);
      }),
    );
  });

  it.each([
    ['a negative id', { company_id_list: [-1] }],
    ['a non-integer id', { job_id_list: [1.5] }],
    ['a string id', { company_size_id_list: ['211'] }],
    ['a non-ISO date', { news_publication_date_min: '10/01/2025' }],
    ['an impossible date', { company_closure_date_max: '2025-02-30' }],
    ['a malformed SIREN', { corporation_siren_code_list: ['12345'] }],
    ['a malformed SIRET', { company_office_siret_code_list: ['552100554'] }],
    ['a malformed email', { excluded_email_list: ['not-an-email'] }],
    ['a malformed domain', { excluded_email_domain_list: ['exa mple'] }],
    ['a non-boolean flag', { in_my_network: 'yes' }],
    ['a zero max_contact_per_company', { max_contact_per_company: 0 }],
    ['a negative workforce', { company_workforce_upper_max: -5 }],
  ])('refuses %s', (_name, payload) => {
    expect(SearchCriteriaSchema.safeParse(payload).success).toBe(false);
  });

  it('accepts codes with spaces around and empty items (dropped by the clean-up), refuses anything around a code', () => {
    const accepts = (payload: object) => SearchCriteriaSchema.safeParse(payload).success;
    expect(accepts({ corporation_siren_code_list: [' 552100554 ', '', '   '] })).toBe(true);
    expect(accepts({ company_office_siret_code_list: ['', ' 55210055400013'] })).toBe(true);
    expect(accepts({ company_office_siret_naf_code_list: ['  62.01Z'] })).toBe(true);
    for (const payload of [
      { corporation_siren_code_list: ['5521005540'] },
      { corporation_siren_code_list: ['x552100554'] },
      { company_office_siret_code_list: ['552100554000130'] },
      { company_office_siret_code_list: ['A55210055400013'] },
      { company_office_siret_naf_code_list: ['62.01ZZ'] },
      { company_office_siret_naf_code_list: ['162.01Z'] },
      { company_office_zip_code_list: ['-75008'] },
      { company_office_zip_code_list: ['75008 Paris 8e'] },
    ]) {
      expect(accepts(payload), JSON.stringify(payload)).toBe(false);
    }
    expect(accepts({ company_office_zip_code_list: ['75008', '69', 'SW1A 1AA', 'D-10115'] })).toBe(true);
  });

  it('names a refused code "invalid code" at its place in the list', () => {
    const result = SearchCriteriaSchema.safeParse({ corporation_siren_code_list: ['552100554', '12345'] });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['corporation_siren_code_list', 1], 'invalid code']]);
  });

  it('accepts e-mail domains of one or more labels, one-letter labels, and an empty excluded e-mail', () => {
    const accepts = (payload: object) => SearchCriteriaSchema.safeParse(payload).success;
    expect(accepts({ excluded_email_domain_list: ['example.fr', 'mail.example.co.uk', 'a.fr', 'x-y.example.com'] })).toBe(true);
    for (const domain of ['-example.fr', 'example.fr-', '.example.fr', 'example', 'example.f', 'exa_mple.fr', 'example..fr']) {
      expect(accepts({ excluded_email_domain_list: [domain] }), domain).toBe(false);
    }
    expect(accepts({ excluded_email_list: ['', 'jean.dupont@example.fr'] })).toBe(true);
  });

  it('refuses hostile sizes: too many items or too long strings', () => {
    const tooMany = Array.from({ length: SEARCH_CRITERIA_MAX_LIST_LENGTH + 1 }, (_, index) => index + 1);
    expect(SearchCriteriaSchema.safeParse({ company_id_list: tooMany }).success).toBe(false);
    expect(SearchCriteriaSchema.safeParse({ company_id_list: tooMany.slice(1) }).success).toBe(true);
    const tooLong = 'x'.repeat(SEARCH_CRITERIA_MAX_STRING_LENGTH + 1);
    expect(SearchCriteriaSchema.safeParse({ job_keyword_list: [tooLong] }).success).toBe(false);
  });

  it('property: any list of positive ids is accepted and kept as is', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 50 }), (ids) => {
        expect(SearchCriteriaSchema.parse({ job_function_id_list: ids })).toEqual({ job_function_id_list: ids });
      }),
    );
  });
});

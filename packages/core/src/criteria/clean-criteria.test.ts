import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { departmentsOfRegion, FRENCH_DEPARTMENTS } from '../catalogues/departments';
import { QUERY_TYPE } from '../catalogues/query-types';
import { DATE_CLEAN_UP_PAIRS, RANGE_CLEAN_UP_PAIRS, cleanCriteria } from './clean-criteria';
import { isEmptyCriterionValue } from './is-empty-criterion-value';
import { SearchCriteriaSchema } from './search-criteria.schema';
import type { SearchCriteria } from './search-criteria.schema';
import { arbitrarySearchCriteria } from './search-criteria.arbitrary';

const ILE_DE_FRANCE = 107;
const PARIS = 75;
const RHONE = 69;

describe('cleanCriteria', () => {
  it('drops empty lists, blank strings and false flags; trims and de-duplicates list items', () => {
    expect(
      cleanCriteria({
        company_id_list: [],
        job_keyword_list: ['  directeur ', '', 'directeur', '  '],
        company_office_city_list: [' '],
        is_headquarters: false,
        is_group_head: true,
        company_size_id_list: [211, 211, 365],
        company_workforce_upper_min: 0,
      }),
    ).toEqual({
      job_keyword_list: ['directeur'],
      is_group_head: true,
      company_size_id_list: [211, 365],
      company_workforce_upper_min: 0,
    });
  });

  it('trims a single text value (a date written with spaces) and drops it when blank', () => {
    expect(cleanCriteria({ news_publication_date_min: ' 2025-01-10 ' })).toEqual({ news_publication_date_min: '2025-01-10' });
    expect(cleanCriteria({ company_closure_date_max: '   ' })).toEqual({});
  });

  it('drops the departments of a chosen region, keeps the others', () => {
    expect(
      cleanCriteria({ company_office_region_id_list: [ILE_DE_FRANCE], company_office_department_id_list: [PARIS, RHONE] }),
    ).toEqual({ company_office_region_id_list: [ILE_DE_FRANCE], company_office_department_id_list: [RHONE] });
    expect(
      cleanCriteria({ company_office_region_id_list: [ILE_DE_FRANCE], company_office_department_id_list: [PARIS] }),
    ).toEqual({ company_office_region_id_list: [ILE_DE_FRANCE] });
    expect(cleanCriteria({ company_office_department_id_list: [PARIS] })).toEqual({
      company_office_department_id_list: [PARIS],
    });
  });

  it('accepts an injected department lookup', () => {
    const lookup = (regionId: number) => (regionId === 1 ? [{ id: 10 }, { id: 11 }] : []);
    expect(
      cleanCriteria(
        { company_office_region_id_list: [1, 2], company_office_department_id_list: [10, 12] },
        { departmentsOfRegion: lookup },
      ),
    ).toEqual({ company_office_region_id_list: [1, 2], company_office_department_id_list: [12] });
  });

  it('ignores the lower-min when the upper-max is set (workforce, revenue, investment)', () => {
    expect(
      cleanCriteria({
        company_workforce_lower_min: 50,
        company_workforce_upper_max: 200,
        company_sales_revenue_lower_min: 1_000_000,
        company_sales_revenue_upper_max: 5_000_000,
        company_advertiser_investment_min: 10_000,
        company_advertiser_investment_max: 50_000,
        company_workforce_lower_max: 100,
      }),
    ).toEqual({
      company_workforce_upper_max: 200,
      company_sales_revenue_upper_max: 5_000_000,
      company_advertiser_investment_max: 50_000,
      company_workforce_lower_max: 100,
    });
    expect(cleanCriteria({ company_workforce_lower_min: 50 })).toEqual({ company_workforce_lower_min: 50 });
    expect(RANGE_CLEAN_UP_PAIRS).toHaveLength(3);
  });

  it('keeps only the min of news, business opportunity and highlight dates', () => {
    expect(
      cleanCriteria({
        news_publication_date_min: '2025-01-10',
        news_publication_date_max: '2025-03-31',
        business_opportunity_publication_date_min: '2024-12-01',
        business_opportunity_publication_date_max: '2024-12-31',
        highlight_start_date_min: '2025-02-01',
        highlight_start_date_max: '2025-02-28',
        company_closure_date_min: '2025-01-01',
        company_closure_date_max: '2025-12-31',
      }),
    ).toEqual({
      news_publication_date_min: '2025-01-10',
      business_opportunity_publication_date_min: '2024-12-01',
      highlight_start_date_min: '2025-02-01',
      company_closure_date_min: '2025-01-01',
      company_closure_date_max: '2025-12-31',
    });
    expect(cleanCriteria({ news_publication_date_max: '2025-03-31' })).toEqual({
      news_publication_date_max: '2025-03-31',
    });
    expect(DATE_CLEAN_UP_PAIRS).toHaveLength(3);
  });

  it('sets in_my_network for network school and network company contact queries only', () => {
    for (const queryTypeId of [QUERY_TYPE.network_school_contact, QUERY_TYPE.network_company_contact]) {
      expect(cleanCriteria({ person_id_list: [3] }, { queryTypeId })).toEqual({ person_id_list: [3], in_my_network: true });
      expect(cleanCriteria({ in_my_network: false }, { queryTypeId })).toEqual({ in_my_network: true });
    }
    expect(cleanCriteria({ person_id_list: [3] }, { queryTypeId: QUERY_TYPE.address_book })).toEqual({
      person_id_list: [3],
    });
    expect(cleanCriteria({ in_my_network: true })).toEqual({ in_my_network: true });
  });

  it('does not mutate its input', () => {
    const criteria: SearchCriteria = { company_workforce_lower_min: 1, company_workforce_upper_max: 9, job_id_list: [] };
    const copy = structuredClone(criteria);
    cleanCriteria(criteria);
    expect(criteria).toEqual(copy);
  });

  describe('properties', () => {
    const options = fc.record(
      { queryTypeId: fc.integer({ min: 1, max: 13 }) },
      { requiredKeys: [] },
    );

    it('is idempotent', () => {
      fc.assert(
        fc.property(arbitrarySearchCriteria, options, (criteria, opts) => {
          const once = cleanCriteria(criteria, opts);
          expect(cleanCriteria(once, opts)).toEqual(once);
        }),
      );
    });

    it('gives criteria the schema accepts', () => {
      fc.assert(
        fc.property(arbitrarySearchCriteria, options, (criteria, opts) => {
          expect(SearchCriteriaSchema.safeParse(cleanCriteria(criteria, opts)).success).toBe(true);
        }),
      );
    });

    it('never adds a non-empty field except in_my_network, and leaves no empty field', () => {
      fc.assert(
        fc.property(arbitrarySearchCriteria, options, (criteria, opts) => {
          const cleaned = cleanCriteria(criteria, opts) as Record<string, unknown>;
          const input = criteria as Record<string, unknown>;
          for (const [field, value] of Object.entries(cleaned)) {
            expect(isEmptyCriterionValue(value)).toBe(false);
            if (field !== 'in_my_network') expect(isEmptyCriterionValue(input[field])).toBe(false);
          }
        }),
      );
    });

    it('never returns a department of a selected region', () => {
      fc.assert(
        fc.property(arbitrarySearchCriteria, (criteria) => {
          const cleaned = cleanCriteria(criteria);
          const covered = new Set(
            (cleaned.company_office_region_id_list ?? []).flatMap((regionId) =>
              departmentsOfRegion(regionId).map((department) => department.id),
            ),
          );
          for (const departmentId of cleaned.company_office_department_id_list ?? []) {
            expect(covered.has(departmentId)).toBe(false);
          }
        }),
      );
      expect(FRENCH_DEPARTMENTS.length).toBeGreaterThan(100);
    });
  });
});

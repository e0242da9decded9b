import fc from 'fast-check';
import { SEARCH_CRITERIA_RANGE_PAIRS, type SearchCriteria } from './search-criteria.schema';

// Test support only (fast-check arbitraries for the criteria properties); not exported by the area's index.

const ids = (max: number) => fc.array(fc.integer({ min: 1, max }), { maxLength: 5 });
const texts = fc.array(fc.constantFrom('', '  ', 'directeur', ' directeur ', 'Lyon', 'DSI', 'achat'), { maxLength: 4 });
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const workforce = fc.integer({ min: 0, max: 500_000 });
const euros = fc.integer({ min: 0, max: 50_000_000_000 });

/**
 * Orders the bounds of every range pair of the schema (a contradictory range is refused): a min after its max takes
 * the max's value (only mins move, downwards, so one pass orders every pair).
 */
export function withOrderedRanges(criteria: SearchCriteria): SearchCriteria {
  const ordered: Record<string, unknown> = { ...criteria };
  for (const [minField, maxField] of SEARCH_CRITERIA_RANGE_PAIRS) {
    const min = ordered[minField] as number | string | undefined;
    const max = ordered[maxField] as number | string | undefined;
    if (min !== undefined && max !== undefined && min > max) ordered[minField] = max;
  }
  return ordered as SearchCriteria;
}

/** Search criteria valid for the schema, with empties, blanks, false flags, duplicates and region/department mixes. */
export const arbitrarySearchCriteria: fc.Arbitrary<SearchCriteria> = fc.record(
  {
    company_id_list: ids(50),
    company_size_id_list: fc.array(fc.constantFrom(211, 245, 247, 251, 367, 365, 207, 999), { maxLength: 4 }),
    company_client_type_id_list: fc.array(fc.constantFrom(162, 167, 169, 1), { maxLength: 3 }),
    company_industry_type_id_list: ids(90),
    excluded_company_industry_type_id_list: ids(90),
    company_industry_class_id_list: ids(14),
    company_publicly_traded: fc.boolean(),
    company_workforce_lower_min: workforce,
    company_workforce_lower_max: workforce,
    company_workforce_upper_min: workforce,
    company_workforce_upper_max: workforce,
    company_sales_revenue_lower_min: euros,
    company_sales_revenue_upper_max: euros,
    company_sales_revenue_upper_min: euros,
    company_advertiser_investment_min: euros,
    company_advertiser_investment_max: euros,
    company_advertiser_media_id_list: ids(7),
    corporation_siren_code_list: fc.array(fc.constantFrom('', '552100554', ' 552100554 '), { maxLength: 3 }),
    company_office_region_id_list: fc.array(fc.integer({ min: 100, max: 115 }), { maxLength: 3 }),
    company_office_department_id_list: fc.array(fc.integer({ min: 0, max: 106 }), { maxLength: 8 }),
    company_office_country_id_list: ids(250),
    company_office_city_list: texts,
    company_office_zip_code_list: fc.array(fc.constantFrom('', '75008', '69001'), { maxLength: 3 }),
    company_idcc_id_list: ids(3000),
    company_activity_keyword_list: texts,
    company_growth_type_id_list: ids(3),
    company_award_id_list: ids(20),
    group_head_country_list: ids(250),
    group_head_country_tag_id_list: ids(8),
    is_headquarters: fc.boolean(),
    is_group_head: fc.boolean(),
    is_group_head_with_their_subsidiaries: fc.boolean(),
    company_cac_mandate_end_date_min: isoDate,
    company_closure_date_max: isoDate,
    business_opportunity_type_id_list: ids(30),
    business_opportunity_publication_date_min: isoDate,
    business_opportunity_publication_date_max: isoDate,
    news_type_id_list: ids(32),
    news_publication_date_min: isoDate,
    news_publication_date_max: isoDate,
    highlight_start_date_min: isoDate,
    highlight_start_date_max: isoDate,
    person_id_list: ids(50),
    person_school_id_list: ids(120),
    person_hobby_id_list: ids(60),
    job_id_list: ids(130),
    main_job_function_id_list: ids(160),
    job_function_id_list: ids(160),
    job_type_id_list: ids(35),
    job_keyword_list: texts,
    job_hierarchical_level_tag_id_list: ids(6),
    has_direct_email: fc.boolean(),
    has_phone: fc.boolean(),
    has_mobile_phone: fc.boolean(),
    person_previous_company_name_list: texts,
    person_experience_completed: fc.boolean(),
    max_contact_per_company: fc.integer({ min: 1, max: 20 }),
    in_my_network: fc.boolean(),
    query_id_list: ids(50),
    segment_id_list: ids(50),
    campaign_query_id: fc.integer({ min: 1, max: 50 }),
    excluded_campaign_query_id: fc.integer({ min: 1, max: 50 }),
    excluded_sequence_query_id_list: ids(50),
    excluded_email_list: fc.array(fc.constantFrom('', 'jean@example.fr'), { maxLength: 3 }),
    excluded_email_domain_list: fc.array(fc.constantFrom('', 'example.fr', ' example.fr'), { maxLength: 3 }),
  },
  { requiredKeys: [] },
).map(withOrderedRanges);

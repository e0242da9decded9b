/**
 * The criteria mixes of `npm run bench:advanced-search` (bench-advanced-search.ts): drawn with a fixed seed, so every run
 * and both databases get the very same mixes; even ones on the contact search, odd ones on the account search.
 */
import {
  BUSINESS_OPPORTUNITY_TYPES,
  COMPANY_SIZES,
  FRENCH_DEPARTMENTS,
  FRENCH_REGIONS,
  HIERARCHICAL_LEVELS,
  INDUSTRY_TYPES,
  JOB_FUNCTIONS,
  JOB_TYPES,
  NEWS_TYPES,
  SCHOOLS,
} from '@cible/core';
import type { SearchCriteria } from '@cible/core';
import { seededRandom } from '../support/seeded-random';

export interface Mix {
  readonly path: string;
  readonly sort: string;
  readonly criteria: SearchCriteria;
  readonly label: string;
}

export function benchMixes(count: number): Mix[] {
  const next = seededRandom(14);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], max = 3): T[] => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(values)))];
  const ids = (catalogue: readonly { readonly id: number }[], max = 3) => some(catalogue.map((entry) => entry.id), max);
  const date = () => `202${4 + Math.floor(next() * 2)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-01`;
  const families: readonly (() => SearchCriteria)[] = [
    () => ({ company_size_id_list: ids(COMPANY_SIZES, 2) }),
    () => ({ company_industry_type_id_list: ids(INDUSTRY_TYPES) }),
    () => ({ excluded_company_industry_type_id_list: ids(INDUSTRY_TYPES, 5) }),
    () => ({ company_workforce_lower_min: pick([10, 50, 200]), company_workforce_upper_max: pick([500, 2000, 10_000]) }),
    () => ({ company_sales_revenue_upper_min: pick([1_000_000, 10_000_000]) }),
    () => ({ company_office_department_id_list: ids(FRENCH_DEPARTMENTS) }),
    () => ({ company_office_region_id_list: ids(FRENCH_REGIONS, 2) }),
    () => ({ company_office_city_list: some(['Paris', 'Lyon', 'Marseille', 'Nantes', 'Lille']) }),
    () => ({ company_office_zip_code_list: some(['75', '69', '13', '92008', '33']) }),
    () => ({ company_publicly_traded: true }),
    () => ({ is_headquarters: true, is_group_head: true }),
    () => ({ company_closure_date_min: date() }),
    () => ({ company_activity_keyword_list: some(['conseil', 'logiciel', 'transport', 'immobilier']) }),
    () => ({ news_type_id_list: ids(NEWS_TYPES), news_publication_date_min: date() }),
    () => ({ business_opportunity_type_id_list: ids(BUSINESS_OPPORTUNITY_TYPES) }),
    () => ({ highlight_start_date_min: date() }),
    () => ({ job_function_id_list: ids(JOB_FUNCTIONS) }),
    () => ({ main_job_function_id_list: ids(JOB_FUNCTIONS) }),
    () => ({ job_type_id_list: ids(JOB_TYPES) }),
    () => ({ job_hierarchical_level_tag_id_list: ids(HIERARCHICAL_LEVELS, 2) }),
    () => ({ has_direct_email: true }),
    () => ({ has_mobile_phone: true, has_direct_line: true }),
    () => ({ job_keyword_list: some(['directeur', 'responsable', 'achats', 'marketing']) }),
    () => ({ person_school_id_list: ids(SCHOOLS) }),
    () => ({ max_contact_per_company: pick([1, 3]) }),
    () => ({ excluded_email_domain_list: some(['gmail.com', 'example.fr']) }),
  ];
  return Array.from({ length: count }, (_, index) => {
    const chosen = some(families.map((_family, familyIndex) => familyIndex), 3);
    const criteria = Object.assign({}, ...chosen.map((familyIndex) => families[familyIndex]!())) as SearchCriteria;
    const contacts = index % 2 === 0;
    return {
      path: contacts ? '/v1/aggregator-user-data/contacts/search/full' : '/v1/aggregator-user-data/accounts/search',
      sort: contacts ? pick(['name_asc', 'company_name_asc']) : pick(['name_asc', 'workforce_desc', 'revenue_desc']),
      criteria,
      label: `${contacts ? 'contacts' : 'accounts'} ${Object.keys(criteria).join('+')}`,
    };
  });
}

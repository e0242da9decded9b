import { departmentsOfRegion as frenchDepartmentsOfRegion } from '../catalogues/departments';
import { QUERY_TYPE } from '../catalogues/query-types';
import { isEmptyCriterionValue } from './is-empty-criterion-value';
import type { SearchCriteria } from './search-criteria.schema';

/** Lists the departments of a region (by default the French departments catalogue). */
export type DepartmentsOfRegionLookup = (regionId: number) => readonly { readonly id: number }[];

export interface CleanCriteriaOptions {
  /** The type of the query the criteria belong to, when they belong to one (sets in_my_network for network lists). */
  readonly queryTypeId?: number;
  /** Department lookup; defaults to the French departments catalogue. */
  readonly departmentsOfRegion?: DepartmentsOfRegionLookup;
}

/**
 * Range pairs where, when both bounds are set, the first one (the lower-min) is ignored:
 * it gives no tag of its own, the range tag built on the upper-max shows it (see criteriaTags).
 * @rule prospecting §5 · with both upper-max and lower-min (workforce, revenue, investment) the lower-min is ignored
 */
export const RANGE_CLEAN_UP_PAIRS = [
  ['company_workforce_lower_min', 'company_workforce_upper_max'],
  ['company_sales_revenue_lower_min', 'company_sales_revenue_upper_max'],
  ['company_advertiser_investment_min', 'company_advertiser_investment_max'],
] as const satisfies readonly (readonly [keyof SearchCriteria, keyof SearchCriteria])[];

/**
 * News and highlight date pairs: when both are set only the min (the start of the period) is kept;
 * the max is dropped.
 * @rule prospecting §5 · news and highlight dates with both min and max keep only the min
 */
export const DATE_CLEAN_UP_PAIRS = [
  ['news_publication_date_min', 'news_publication_date_max'],
  ['business_opportunity_publication_date_min', 'business_opportunity_publication_date_max'],
  ['highlight_start_date_min', 'highlight_start_date_max'],
] as const satisfies readonly (readonly [keyof SearchCriteria, keyof SearchCriteria])[];

const NETWORK_QUERY_TYPE_IDS: readonly number[] = [QUERY_TYPE.network_school_contact, QUERY_TYPE.network_company_contact];

function cleanValue(value: unknown): unknown {
  if (!Array.isArray(value)) return typeof value === 'string' ? value.trim() : value;
  const seen = new Set<unknown>();
  const items: unknown[] = [];
  for (const raw of value) {
    const item = typeof raw === 'string' ? raw.trim() : raw;
    if (isEmptyCriterionValue(item) || seen.has(item)) continue;
    seen.add(item);
    items.push(item);
  }
  return items;
}

/**
 * Cleans criteria before they are shown as tags (docs/rules/criteria.md "Clean-up"):
 * - empty lists, blank strings, `false` flags and absent values are dropped; list items are trimmed, blank items
 *   and duplicates removed;
 * - a department of a chosen region is dropped (the region already covers it);
 * - workforce, sales revenue and advertiser investment: when both the upper-max and the lower-min are set,
 *   the lower-min is dropped;
 * - news, business opportunity and highlight dates: when both min and max are set, only the min is kept;
 * - criteria of a network school or network company contact query get `in_my_network: true`.
 * Idempotent; never adds a non-empty field except in_my_network; returns a new object.
 * @rule prospecting §5 · criteria clean-up before tags
 */
export function cleanCriteria(criteria: SearchCriteria, options: CleanCriteriaOptions = {}): SearchCriteria {
  const cleaned: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(criteria)) {
    const next = cleanValue(value);
    if (!isEmptyCriterionValue(next)) cleaned[field] = next;
  }
  const result = cleaned as SearchCriteria;

  const regions = result.company_office_region_id_list;
  if (regions !== undefined && result.company_office_department_id_list !== undefined) {
    const lookup = options.departmentsOfRegion ?? frenchDepartmentsOfRegion;
    const covered = new Set(regions.flatMap((regionId) => lookup(regionId).map((department) => department.id)));
    const departments = result.company_office_department_id_list.filter((id) => !covered.has(id));
    if (departments.length > 0) result.company_office_department_id_list = departments;
    else delete result.company_office_department_id_list;
  }

  for (const [lowerMin, upperMax] of RANGE_CLEAN_UP_PAIRS) {
    if (result[lowerMin] !== undefined && result[upperMax] !== undefined) delete result[lowerMin];
  }
  for (const [min, max] of DATE_CLEAN_UP_PAIRS) {
    if (result[min] !== undefined && result[max] !== undefined) delete result[max];
  }

  if (options.queryTypeId !== undefined && NETWORK_QUERY_TYPE_IDS.includes(options.queryTypeId)) {
    result.in_my_network = true;
  }
  return result;
}

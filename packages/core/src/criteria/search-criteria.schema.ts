import { z } from 'zod';
import { safeString } from '../contract/shared/api-primitives';

/**
 * Search criteria (the spec's "Search criteria"; docs/rules/criteria.md): the filters of a search, a saved search, a
 * segment or an alert. Every field is optional; an unknown key is refused (`.strict()`: a misspelt criterion must not
 * widen a search silently), and so is a contradictory range (min after max: {@link CRITERIA_CONTRADICTORY_RANGE}). Field names are the
 * spec's snake_case names; the names the spec leaves open are designed here and documented in docs/rules/criteria.md:
 * - a negated (exclusion) form is the positive field name prefixed with `excluded_`
 *   (`excluded_company_industry_type_id_list`, `excluded_campaign_query_id`, `excluded_sequence_query_id_list`),
 *   which is also how the spec's excluded email and email-domain lists are named;
 * - a company's workforce and sales revenue are brackets `[lower, upper]`; each boundary has a min and a max:
 *   `<measure>_lower_min` ≤ lower ≤ `<measure>_lower_max` and `<measure>_upper_min` ≤ upper ≤ `<measure>_upper_max`;
 * - other ranges are `<name>_min` / `<name>_max`, inclusive; dates are ISO dates `YYYY-MM-DD`.
 * Sizes are capped (lists ≤ 1000 items, strings ≤ 200 characters) so that a hostile payload is refused.
 */

/** Most items a criteria list may hold. */
export const SEARCH_CRITERIA_MAX_LIST_LENGTH = 1000;
/** Longest string a criteria list item may be. */
export const SEARCH_CRITERIA_MAX_STRING_LENGTH = 200;

const MAX_ID = 2_147_483_647;

const id = z.number().int().positive().max(MAX_ID);
/** Catalogue ids that start at 0 (departments 0 to 105, job class 0 "other"). */
const idFromZero = z.number().int().min(0).max(MAX_ID);
const idList = z.array(id).max(SEARCH_CRITERIA_MAX_LIST_LENGTH);
const idFromZeroList = z.array(idFromZero).max(SEARCH_CRITERIA_MAX_LIST_LENGTH);
const text = safeString().max(SEARCH_CRITERIA_MAX_STRING_LENGTH);
const textList = z.array(text).max(SEARCH_CRITERIA_MAX_LIST_LENGTH);
/** A list of codes: each item is empty (dropped by the clean-up) or matches the pattern, spaces around allowed. */
const codeList = (pattern: RegExp) =>
  z
    .array(text.refine((value) => value.trim() === '' || pattern.test(value.trim()), { message: 'invalid code' }))
    .max(SEARCH_CRITERIA_MAX_LIST_LENGTH);
const isoDate = z.iso.date();
const count = z.number().int().min(0).max(100_000_000);
const amount = z.number().min(0).max(1e15);

const SIREN = /^\d{9}$/;
const SIRET = /^\d{14}$/;
/** NAF/APE code, with or without the dot: 62.01Z, 6201Z. */
const NAF = /^\d{2}\.?\d{2}[A-Za-z]$/;
/** French (5 digits, or a 2-3 digit department prefix) or foreign postal code. */
const ZIP = /^[0-9A-Za-z][0-9A-Za-z -]{0,11}$/;
const EMAIL_DOMAIN = /^(?=.{1,200}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const emailOrEmpty = z.union([z.literal(''), z.email().max(SEARCH_CRITERIA_MAX_STRING_LENGTH)]);

/** The issue message (code) of a range whose min is after its max. */
export const CRITERIA_CONTRADICTORY_RANGE = 'CRITERIA.CONTRADICTORY_RANGE';

/** The fields of the search criteria (strict object); {@link SearchCriteriaSchema} adds the range checks. */
const SearchCriteriaObjectSchema = z.strictObject({
  // ── Company ────────────────────────────────────────────────────────────────
  company_id_list: idList.optional(),
  company_size_id_list: idList.optional(),
  company_client_type_id_list: idList.optional(),
  company_shareholding_type_id_list: idList.optional(),
  company_new_structure_type_id_list: idList.optional(),
  /** Innovation tags (innovative, mission-driven). */
  company_structure_innovation_list: idList.optional(),
  /** Start-up tech (FinTech, GreenTech…), a catalogue the spec lists without naming its criterion. */
  company_startup_tech_id_list: idList.optional(),
  company_stock_market_index_id_list: idList.optional(),
  company_publicly_traded: z.boolean().optional(),
  company_industry_type_id_list: idList.optional(),
  excluded_company_industry_type_id_list: idList.optional(),
  company_industry_class_id_list: idList.optional(),
  /** Workforce bracket [lower, upper] of the company, in employees. */
  company_workforce_lower_min: count.optional(),
  company_workforce_lower_max: count.optional(),
  company_workforce_upper_min: count.optional(),
  company_workforce_upper_max: count.optional(),
  /** Sales revenue bracket [lower, upper] of the company, in euros. */
  company_sales_revenue_lower_min: amount.optional(),
  company_sales_revenue_lower_max: amount.optional(),
  company_sales_revenue_upper_min: amount.optional(),
  company_sales_revenue_upper_max: amount.optional(),
  /** Yearly advertising investment, in euros. */
  company_advertiser_investment_min: amount.optional(),
  company_advertiser_investment_max: amount.optional(),
  company_advertiser_media_id_list: idList.optional(),
  /** Advertiser tags (advertisers only, top 100 advertisers, growing, declining). */
  company_advertiser_tag_id_list: idList.optional(),
  corporation_siren_code_list: codeList(SIREN).optional(),
  company_office_siret_code_list: codeList(SIRET).optional(),
  company_office_region_id_list: idList.optional(),
  company_office_department_id_list: idFromZeroList.optional(),
  company_office_country_id_list: idList.optional(),
  company_office_city_list: textList.optional(),
  company_office_zip_code_list: codeList(ZIP).optional(),
  company_idcc_id_list: idList.optional(),
  company_office_siret_naf_code_list: codeList(NAF).optional(),
  company_activity_keyword_list: textList.optional(),
  company_growth_type_id_list: idList.optional(),
  company_brand_name_list: textList.optional(),
  company_award_id_list: idList.optional(),
  /** Country ids of the head of the company's group. */
  group_head_country_list: idList.optional(),
  group_head_country_tag_id_list: idList.optional(),
  is_headquarters: z.boolean().optional(),
  is_group_head: z.boolean().optional(),
  is_group_head_with_their_subsidiaries: z.boolean().optional(),
  /** End of the statutory auditor's (commissaire aux comptes) mandate. */
  company_cac_mandate_end_date_min: isoDate.optional(),
  company_cac_mandate_end_date_max: isoDate.optional(),
  /** Closing date of the financial year. */
  company_closure_date_min: isoDate.optional(),
  company_closure_date_max: isoDate.optional(),

  // ── News ───────────────────────────────────────────────────────────────────
  business_opportunity_type_id_list: idList.optional(),
  business_opportunity_publication_date_min: isoDate.optional(),
  business_opportunity_publication_date_max: isoDate.optional(),
  news_type_id_list: idList.optional(),
  news_publication_date_min: isoDate.optional(),
  news_publication_date_max: isoDate.optional(),
  /** Highlights (a contact speaking at a conference): start date of the highlight. */
  highlight_start_date_min: isoDate.optional(),
  highlight_start_date_max: isoDate.optional(),

  // ── Contact ────────────────────────────────────────────────────────────────
  person_id_list: idList.optional(),
  person_school_id_list: idList.optional(),
  person_school_type_id_list: idList.optional(),
  person_hobby_id_list: idList.optional(),
  job_id_list: idList.optional(),
  main_job_function_id_list: idList.optional(),
  job_function_id_list: idList.optional(),
  job_type_id_list: idList.optional(),
  job_keyword_list: textList.optional(),
  job_hierarchical_level_tag_id_list: idList.optional(),
  /** Available contact data (communication types 1 to 5): only contacts having this data. */
  has_direct_email: z.boolean().optional(),
  has_direct_line: z.boolean().optional(),
  has_phone: z.boolean().optional(),
  has_assistant: z.boolean().optional(),
  has_mobile_phone: z.boolean().optional(),
  person_previous_company_id_list: idList.optional(),
  person_previous_company_name_list: textList.optional(),
  person_experience_completed: z.boolean().optional(),
  person_studies_completed: z.boolean().optional(),
  max_contact_per_company: z.number().int().positive().max(10_000).optional(),
  in_my_network: z.boolean().optional(),

  // ── Queries and exclusions ─────────────────────────────────────────────────
  query_id_list: idList.optional(),
  segment_id_list: idList.optional(),
  campaign_query_id: id.optional(),
  excluded_campaign_query_id: id.optional(),
  sequence_query_id_list: idList.optional(),
  excluded_sequence_query_id_list: idList.optional(),
  excluded_email_list: z.array(emailOrEmpty).max(SEARCH_CRITERIA_MAX_LIST_LENGTH).optional(),
  excluded_email_domain_list: codeList(EMAIL_DOMAIN).optional(),
});

type CriteriaShape = z.infer<typeof SearchCriteriaObjectSchema>;
type BoundField = { [K in keyof CriteriaShape]-?: NonNullable<CriteriaShape[K]> extends number | string ? (NonNullable<CriteriaShape[K]> extends boolean ? never : K) : never }[keyof CriteriaShape];

/**
 * The pairs `[min, max]` of the criteria that cannot both hold when min > max (numbers, or ISO dates compared as
 * strings). A bracket's lower-min above its upper-max is contradictory too (lower ≤ upper in every bracket).
 * @rule design · a criteria range whose min is after its max is refused (CRITERIA.CONTRADICTORY_RANGE)
 */
export const SEARCH_CRITERIA_RANGE_PAIRS: readonly (readonly [BoundField, BoundField])[] = [
  ['company_workforce_lower_min', 'company_workforce_lower_max'],
  ['company_workforce_upper_min', 'company_workforce_upper_max'],
  ['company_workforce_lower_min', 'company_workforce_upper_max'],
  ['company_sales_revenue_lower_min', 'company_sales_revenue_lower_max'],
  ['company_sales_revenue_upper_min', 'company_sales_revenue_upper_max'],
  ['company_sales_revenue_lower_min', 'company_sales_revenue_upper_max'],
  ['company_advertiser_investment_min', 'company_advertiser_investment_max'],
  ['company_cac_mandate_end_date_min', 'company_cac_mandate_end_date_max'],
  ['company_closure_date_min', 'company_closure_date_max'],
  ['business_opportunity_publication_date_min', 'business_opportunity_publication_date_max'],
  ['news_publication_date_min', 'news_publication_date_max'],
  ['highlight_start_date_min', 'highlight_start_date_max'],
];

/**
 * The search criteria schema: every field optional, unknown keys refused (`.strict()`), and a range whose min is after
 * its max refused with the issue message {@link CRITERIA_CONTRADICTORY_RANGE} at the max field.
 * @rule prospecting §3 · search criteria fields (company, news, contact, queries and exclusions)
 */
export const SearchCriteriaSchema = SearchCriteriaObjectSchema.superRefine((criteria, context) => {
  for (const [minField, maxField] of SEARCH_CRITERIA_RANGE_PAIRS) {
    const min = criteria[minField];
    const max = criteria[maxField];
    if (min !== undefined && max !== undefined && min > max) {
      context.addIssue({ code: 'custom', message: CRITERIA_CONTRADICTORY_RANGE, path: [maxField], params: { min: minField } });
    }
  }
});

/** Search criteria as parsed by {@link SearchCriteriaSchema}. */
export type SearchCriteria = z.infer<typeof SearchCriteriaSchema>;

/** The name of one search criterion. */
export type SearchCriteriaField = keyof SearchCriteria;

import {
  countryIdsOfContinents,
  CRITERIA_MAX_QUERY_DEPTH,
  CRITERIA_UNSUPPORTED_CODE,
  criterionItems,
  DomainFailure,
  hasContactCriteria,
  isEmptyCriterionValue,
  nafCodeOfCriterion,
  schoolIdsOfTypes,
} from '@cible/core';
import type { SearchCriteria, SearchCriteriaField } from '@cible/core';

/**
 * THE translation of core's search criteria into SQL (docs/rules/criteria.md "Evaluation"; core's
 * searchCompaniesByCriteria / searchContactsByCriteria are the reference, and the model-based test in
 * test/advanced-search.test.ts compares both). Parameterised: every value, catalogue ids included, is a `$n`
 * parameter; arrays go through `= ANY($n)` and `&&`. The table {@link CRITERIA_SQL} has one entry per criteria field
 * (a Record over SearchCriteriaField), so a new field cannot be forgotten: it does not compile until it is translated
 * or declared unsupported.
 *
 * Aliases: `co` the company (companies), `ct` the contact (contacts).
 */

/** Which search: companies (accounts) or contacts. */
export type SearchTarget = 'account' | 'contact';

/** The caller's saved queries the criteria name (already checked: his, this organisation): id → criteria, `null`: a list without members. */
export type ResolvedQueries = ReadonlyMap<number, SearchCriteria | null>;

/** The positional parameters of one statement. */
export class SqlParameters {
  readonly values: unknown[] = [];

  /** Adds a value and answers its placeholder with a cast (`$3::int8[]`). */
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

type Condition = string | null;
type FieldSql<Value> = (value: Value, params: SqlParameters) => Condition;
type Family = 'places' | 'opportunities' | 'news' | 'highlights';

/** How one field is translated: a condition on the company or on the contact, a family's, or refused. */
type Translation<Value> =
  | { readonly on: 'company' | 'contact'; readonly sql: FieldSql<Value> }
  | { readonly on: 'family'; readonly family: Family }
  | { readonly on: 'queries' | 'max-per-company' }
  | { readonly on: 'unsupported' | 'port' };

type CriteriaSql = { readonly [Field in SearchCriteriaField]-?: Translation<NonNullable<SearchCriteria[Field]>> };

const FOLD = (expression: string) => `lower(f_unaccent(${expression}))`;

/** A list of ids as `column = ANY(…)` (null when the list is empty). */
export const ids =
  (column: string, cast = 'int8[]') =>
  (list: readonly number[], params: SqlParameters): Condition => {
    const items = criterionItems(list);
    return items.length === 0 ? null : `${column} = ANY(${params.add(items, cast)})`;
  };
/** The largest smallint: an id above it cannot be in a smallint[] column (and would not cast). */
const SMALLINT_MAX = 32_767;
/** A list of ids as an overlap with an array column (null when the list is empty). */
export const overlap =
  (column: string, cast: 'int2[]' | 'int8[]' = 'int2[]') =>
  (list: readonly number[], params: SqlParameters): Condition => {
    const items = criterionItems(list);
    if (items.length === 0) return null;
    // An id that cannot be in the column is dropped from the parameter, never from the filter (all dropped: no match).
    const storable = cast === 'int2[]' ? items.filter((id) => id <= SMALLINT_MAX) : items;
    return `${column} && ${params.add(storable, cast)}`;
  };
const noneOf =
  (column: string) =>
  (list: readonly number[], params: SqlParameters): Condition => {
    const items = criterionItems(list);
    return items.length === 0 ? null : `(${column} IS NULL OR NOT (${column} = ANY(${params.add(items, 'int8[]')})))`;
  };
const codes =
  (column: string, normalise: (code: string) => string = (code) => code) =>
  (list: readonly string[], params: SqlParameters): Condition => {
    const items = criterionItems(list).map(normalise);
    return items.length === 0 ? null : `${column} = ANY(${params.add(items, 'text[]')})`;
  };
const officeCodes =
  (column: string, normalise: (code: string) => string = (code) => code) =>
  (list: readonly string[], params: SqlParameters): Condition => {
    const items = criterionItems(list).map(normalise);
    return items.length === 0 ? null : `EXISTS (SELECT 1 FROM offices o WHERE o.company_id = co.id AND o.${column} = ANY(${params.add(items, 'text[]')}))`;
  };
const flag = (column: string) => (value: boolean): Condition => (value ? column : null);
const atLeast = (column: string, cast: string) => (value: number | string, params: SqlParameters): Condition => `${column} >= ${params.add(value, cast)}`;
const atMost = (column: string, cast: string) => (value: number | string, params: SqlParameters): Condition => `${column} <= ${params.add(value, cast)}`;
/** A bracket's upper boundary: open (NULL) passes a min, never a max; a company without a bracket matches none. */
const upperAtLeast = (lower: string, upper: string) => (value: number, params: SqlParameters): Condition =>
  `(${lower} IS NOT NULL AND (${upper} IS NULL OR ${upper} >= ${params.add(value, 'numeric')}))`;
const upperAtMost = (lower: string, upper: string) => (value: number, params: SqlParameters): Condition =>
  `(${lower} IS NOT NULL AND ${upper} <= ${params.add(value, 'numeric')})`;
/** A LIKE pattern's special characters (`%`, `_` and the default escape, backslash) escaped in SQL: the text then matches itself. */
const likeEscaped = (expression: string) => `replace(replace(replace(${expression}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
/**
 * Any of the words inside the folded text. `f_fold(column) LIKE '%word%'`, one per word, is what the trigram GIN
 * indexes of migration 0018 answer; f_fold is `lower(f_unaccent(…))` in PL/pgSQL (the same text, cheaper per row), so
 * this is `strpos(folded, folded word) > 0`. The pattern is a constant once the parameter is known (unnamed statements
 * are planned with their values), so PostgreSQL takes the index and estimates from the expression's statistics.
 */
const containsAnyWord =
  (column: string) =>
  (list: readonly string[], params: SqlParameters): Condition => {
    const items = criterionItems(list);
    if (items.length === 0) return null;
    const likes = items.map((word) => `f_fold(${column}) LIKE '%' || ${likeEscaped(`f_fold(${params.add(word, 'text')})`)} || '%'`);
    return `(${likes.join(' OR ')})`;
  };
const communication = (typeId: number) => (value: boolean, params: SqlParameters): Condition =>
  value ? `${params.add(typeId, 'int2')} = ANY(ct.communication_type_ids)` : null;

/**
 * One entry per criteria field (docs/rules/criteria.md "Evaluation" says what each means).
 */
export const CRITERIA_SQL: CriteriaSql = {
  // ── Company ────────────────────────────────────────────────────────────────
  company_id_list: { on: 'company', sql: ids('co.id') },
  company_size_id_list: { on: 'company', sql: ids('co.size_id') },
  company_client_type_id_list: { on: 'company', sql: ids('co.client_type_id') },
  company_shareholding_type_id_list: { on: 'company', sql: ids('co.shareholding_type_id') },
  company_new_structure_type_id_list: { on: 'company', sql: ids('co.structure_type_id') },
  company_structure_innovation_list: { on: 'company', sql: overlap('co.innovation_tag_ids') },
  company_startup_tech_id_list: { on: 'company', sql: ids('co.startup_tech_id') },
  company_stock_market_index_id_list: { on: 'company', sql: ids('co.stock_index_id') },
  company_publicly_traded: { on: 'company', sql: flag('co.publicly_traded') },
  company_industry_type_id_list: { on: 'company', sql: ids('co.industry_type_id') },
  excluded_company_industry_type_id_list: { on: 'company', sql: noneOf('co.industry_type_id') },
  company_industry_class_id_list: { on: 'company', sql: ids('co.industry_class_id') },
  company_workforce_lower_min: { on: 'company', sql: atLeast('co.workforce_lower', 'numeric') },
  company_workforce_lower_max: { on: 'company', sql: atMost('co.workforce_lower', 'numeric') },
  company_workforce_upper_min: { on: 'company', sql: upperAtLeast('co.workforce_lower', 'co.workforce_upper') },
  company_workforce_upper_max: { on: 'company', sql: upperAtMost('co.workforce_lower', 'co.workforce_upper') },
  company_sales_revenue_lower_min: { on: 'company', sql: atLeast('co.sales_revenue_lower', 'numeric') },
  company_sales_revenue_lower_max: { on: 'company', sql: atMost('co.sales_revenue_lower', 'numeric') },
  company_sales_revenue_upper_min: { on: 'company', sql: upperAtLeast('co.sales_revenue_lower', 'co.sales_revenue_upper') },
  company_sales_revenue_upper_max: { on: 'company', sql: upperAtMost('co.sales_revenue_lower', 'co.sales_revenue_upper') },
  company_advertiser_investment_min: { on: 'company', sql: atLeast('co.advertiser_investment', 'numeric') },
  company_advertiser_investment_max: { on: 'company', sql: atMost('co.advertiser_investment', 'numeric') },
  company_advertiser_media_id_list: { on: 'company', sql: overlap('co.advertiser_media_ids') },
  company_advertiser_tag_id_list: { on: 'company', sql: overlap('co.advertiser_tag_ids') },
  corporation_siren_code_list: { on: 'company', sql: codes('co.siren') },
  company_office_siret_code_list: { on: 'company', sql: officeCodes('siret') },
  company_office_region_id_list: { on: 'family', family: 'places' },
  company_office_department_id_list: { on: 'family', family: 'places' },
  company_office_country_id_list: { on: 'family', family: 'places' },
  company_office_city_list: { on: 'family', family: 'places' },
  company_office_zip_code_list: { on: 'family', family: 'places' },
  company_idcc_id_list: { on: 'company', sql: ids('co.idcc_id') },
  company_office_siret_naf_code_list: { on: 'company', sql: officeCodes('naf_code', nafCodeOfCriterion) },
  company_activity_keyword_list: { on: 'company', sql: containsAnyWord('co.activity') },
  company_growth_type_id_list: { on: 'company', sql: ids('co.growth_type_id') },
  company_brand_name_list: {
    on: 'company',
    sql: (list, params) => {
      const items = criterionItems(list);
      return items.length === 0
        ? null
        : `EXISTS (SELECT 1 FROM unnest(co.brand_names) AS b(name), unnest(${params.add(items, 'text[]')}) AS w(x) WHERE ${FOLD('b.name')} = ${FOLD('w.x')})`;
    },
  },
  company_award_id_list: { on: 'company', sql: overlap('co.award_ids') },
  group_head_country_list: { on: 'company', sql: ids('co.group_head_country_id') },
  group_head_country_tag_id_list: {
    on: 'company',
    sql: (list, params) => {
      const continents = criterionItems(list);
      return continents.length === 0 ? null : `co.group_head_country_id = ANY(${params.add(countryIdsOfContinents(continents), 'int8[]')})`;
    },
  },
  is_headquarters: { on: 'company', sql: flag('co.is_headquarters') },
  is_group_head: { on: 'company', sql: flag('co.is_group_head') },
  is_group_head_with_their_subsidiaries: { on: 'company', sql: flag('co.group_id IS NOT NULL') },
  company_cac_mandate_end_date_min: { on: 'company', sql: atLeast('co.cac_mandate_end_date', 'date') },
  company_cac_mandate_end_date_max: { on: 'company', sql: atMost('co.cac_mandate_end_date', 'date') },
  company_closure_date_min: { on: 'company', sql: atLeast('co.closure_date', 'date') },
  company_closure_date_max: { on: 'company', sql: atMost('co.closure_date', 'date') },

  // ── News ───────────────────────────────────────────────────────────────────
  business_opportunity_type_id_list: { on: 'family', family: 'opportunities' },
  business_opportunity_publication_date_min: { on: 'family', family: 'opportunities' },
  business_opportunity_publication_date_max: { on: 'family', family: 'opportunities' },
  news_type_id_list: { on: 'family', family: 'news' },
  news_publication_date_min: { on: 'family', family: 'news' },
  news_publication_date_max: { on: 'family', family: 'news' },
  highlight_start_date_min: { on: 'family', family: 'highlights' },
  highlight_start_date_max: { on: 'family', family: 'highlights' },

  // ── Contact ────────────────────────────────────────────────────────────────
  person_id_list: { on: 'contact', sql: ids('ct.id') },
  person_school_id_list: { on: 'contact', sql: overlap('ct.school_ids') },
  person_school_type_id_list: {
    on: 'contact',
    sql: (list, params) => {
      const types = criterionItems(list);
      return types.length === 0 ? null : `ct.school_ids && ${params.add(schoolIdsOfTypes(types).filter((id) => id <= SMALLINT_MAX), 'int2[]')}`;
    },
  },
  person_hobby_id_list: { on: 'contact', sql: overlap('ct.hobby_ids') },
  job_id_list: { on: 'contact', sql: ids('ct.job_title_id') },
  main_job_function_id_list: { on: 'contact', sql: ids('ct.main_job_function_id') },
  job_function_id_list: { on: 'contact', sql: overlap('ct.job_function_ids') },
  job_type_id_list: { on: 'contact', sql: ids('ct.job_type_id') },
  job_keyword_list: { on: 'contact', sql: containsAnyWord('ct.job_label') },
  job_hierarchical_level_tag_id_list: { on: 'contact', sql: ids('ct.hierarchical_level_id') },
  has_direct_email: { on: 'contact', sql: communication(1) },
  has_direct_line: { on: 'contact', sql: communication(2) },
  has_phone: { on: 'contact', sql: communication(3) },
  has_assistant: { on: 'contact', sql: communication(4) },
  has_mobile_phone: { on: 'contact', sql: communication(5) },
  person_previous_company_id_list: { on: 'contact', sql: overlap('ct.previous_company_ids', 'int8[]') },
  person_previous_company_name_list: {
    on: 'contact',
    sql: (list, params) => {
      const items = criterionItems(list);
      return items.length === 0
        ? null
        : `EXISTS (SELECT 1 FROM companies pc, unnest(${params.add(items, 'text[]')}) AS w(x) WHERE pc.id = ANY(ct.previous_company_ids) AND strpos(${FOLD('pc.name')}, ${FOLD('w.x')}) > 0)`;
    },
  },
  person_experience_completed: { on: 'contact', sql: flag('ct.experience_completed') },
  person_studies_completed: { on: 'contact', sql: flag('ct.studies_completed') },
  max_contact_per_company: { on: 'max-per-company' },
  in_my_network: { on: 'unsupported' },

  // ── Queries and exclusions ─────────────────────────────────────────────────
  query_id_list: { on: 'queries' },
  segment_id_list: { on: 'queries' },
  campaign_query_id: { on: 'port' },
  excluded_campaign_query_id: { on: 'port' },
  sequence_query_id_list: { on: 'port' },
  excluded_sequence_query_id_list: { on: 'port' },
  excluded_email_list: {
    on: 'contact',
    sql: (list, params) => {
      const items = criterionItems(list).map((email) => email.toLowerCase());
      return items.length === 0 ? null : `(ct.email IS NULL OR NOT (lower(ct.email) = ANY(${params.add(items, 'text[]')})))`;
    },
  },
  excluded_email_domain_list: {
    on: 'contact',
    sql: (list, params) => {
      const items = criterionItems(list).map((domain) => domain.toLowerCase());
      return items.length === 0
        ? null
        : `(ct.email IS NULL OR strpos(ct.email, '@') = 0 OR NOT (lower(substr(ct.email, strpos(ct.email, '@') + 1)) = ANY(${params.add(items, 'text[]')})))`;
    },
  },
};

/** The refusal of a criterion the server cannot apply, naming it (core's i18n `criteria.error.unsupported`). */
export function unsupportedCriterion(field: string): DomainFailure {
  return new DomainFailure(CRITERIA_UNSUPPORTED_CODE, `The criterion ${field} is not supported.`, { details: { field }, issues: [{ path: ['criteria', field], message: CRITERIA_UNSUPPORTED_CODE }] });
}

/** The refusal of saved queries naming each other in a cycle or deeper than CRITERIA_MAX_QUERY_DEPTH. */
export function queriesTooDeep(field: string): DomainFailure {
  return new DomainFailure('CRITERIA.QUERIES_TOO_DEEP', `Saved queries refer to each other more than ${CRITERIA_MAX_QUERY_DEPTH} levels deep, or in a cycle.`, {
    details: { field },
    issues: [{ path: ['criteria', field], message: 'CRITERIA.QUERIES_TOO_DEEP' }],
  });
}

/** The fields of the criteria that carry a value, refused at once when one cannot be applied. */
function activeFields(criteria: SearchCriteria): SearchCriteriaField[] {
  const fields: SearchCriteriaField[] = [];
  for (const [field, value] of Object.entries(criteria)) {
    if (isEmptyCriterionValue(value)) continue;
    const translation = (CRITERIA_SQL as Readonly<Record<string, Translation<unknown> | undefined>>)[field];
    if (translation === undefined || translation.on === 'unsupported' || translation.on === 'port') throw unsupportedCriterion(field);
    fields.push(field as SearchCriteriaField);
  }
  return fields;
}

function dateRange(column: string, min: string | undefined, max: string | undefined, params: SqlParameters): string[] {
  return [...(min === undefined ? [] : [`${column} >= ${params.add(min, 'date')}`]), ...(max === undefined ? [] : [`${column} <= ${params.add(max, 'date')}`])];
}

function familySql(family: Family, c: SearchCriteria, params: SqlParameters): Condition {
  switch (family) {
    case 'places': {
      const regions = criterionItems(c.company_office_region_id_list);
      const departments = criterionItems(c.company_office_department_id_list);
      const countries = criterionItems(c.company_office_country_id_list);
      const cities = criterionItems(c.company_office_city_list);
      const zips = criterionItems(c.company_office_zip_code_list).map((zip) => zip.toUpperCase());
      const places = [
        ...(regions.length === 0 ? [] : [`o.region_id = ANY(${params.add(regions, 'int8[]')})`]),
        ...(departments.length === 0 ? [] : [`o.department_id = ANY(${params.add(departments, 'int8[]')})`]),
        ...(countries.length === 0 ? [] : [`o.country_id = ANY(${params.add(countries, 'int8[]')})`]),
        // The folded city against the folded list (an array computed once): offices_city_key_idx (migration 0014) answers it.
        // One folded parameter per city (`ARRAY[lower(f_unaccent($n)), …]`): constants once the planner folds them (unnamed
        // statements are planned with their values), so it estimates from the index expression's statistics (an
        // `ARRAY(SELECT … unnest …)` is an init plan it cannot see into: 6 628 offices expected, 47 419 found).
        ...(cities.length === 0 ? [] : [`${FOLD('o.city')} = ANY(ARRAY[${cities.map((city) => FOLD(params.add(city, 'text'))).join(', ')}])`]),
        // Each prefix a constant `LIKE 'prefix%'` (= starts_with): a range of offices_zip_code_prefix_idx (migration 0018).
        ...zips.map((zip) => `upper(o.zip_code) LIKE ${likeEscaped(params.add(zip, 'text'))} || '%'`),
      ];
      return places.length === 0 ? null : `EXISTS (SELECT 1 FROM offices o WHERE o.company_id = co.id AND (${places.join(' OR ')}))`;
    }
    case 'opportunities': {
      const types = criterionItems(c.business_opportunity_type_id_list);
      const min = c.business_opportunity_publication_date_min;
      const max = c.business_opportunity_publication_date_max;
      if (types.length === 0 && min === undefined && max === undefined) return null;
      // `IS NOT NULL` only without a type list: `= ANY` already excludes NULL (and implies the partial index's predicate),
      // and PostgreSQL multiplies the two selectivities, counting the NULL fraction twice (13 163 news expected for
      // three types, 38 306 found: a semi-join of the companies probed each one's contacts where a hash was cheaper).
      const conditions = [
        ...(types.length === 0 ? ['n.business_opportunity_type_id IS NOT NULL'] : [`n.business_opportunity_type_id = ANY(${params.add(types, 'int8[]')})`]),
        ...dateRange('n.publication_date', min, max, params),
      ];
      return `EXISTS (SELECT 1 FROM news n WHERE n.company_id = co.id AND ${conditions.join(' AND ')})`;
    }
    case 'news': {
      const types = criterionItems(c.news_type_id_list);
      const min = c.news_publication_date_min;
      const max = c.news_publication_date_max;
      if (types.length === 0 && min === undefined && max === undefined) return null;
      const conditions = [...(types.length === 0 ? [] : [`n.type_id = ANY(${params.add(types, 'int8[]')})`]), ...dateRange('n.publication_date', min, max, params)];
      return `EXISTS (SELECT 1 FROM news n WHERE n.company_id = co.id AND ${conditions.join(' AND ')})`;
    }
    case 'highlights': {
      const min = c.highlight_start_date_min;
      const max = c.highlight_start_date_max;
      if (min === undefined && max === undefined) return null;
      // No `IS NOT NULL`: the range excludes NULL already (and implies the partial index's predicate); both made
      // PostgreSQL count the NULL fraction twice (4 490 news expected since a date, 47 500 found).
      return `EXISTS (SELECT 1 FROM news n WHERE n.company_id = co.id AND ${dateRange('n.highlight_start_date', min, max, params).join(' AND ')})`;
    }
  }
}

/**
 * The targets (companies or contacts) the criteria find, as the FROM of one statement (`companies co`, or
 * `contacts ct JOIN companies co`) and the conditions of its WHERE (all must hold; none: every target). One row per
 * target. The advanced search's page puts its sort on this very FROM and WHERE (the conditions then filter each row the
 * walk of a sort index meets, without a join back through the ids).
 */
export interface CriteriaMatch {
  readonly from: string;
  readonly where: readonly string[];
  /**
   * Whether the FROM has the company (`co`). A contact search joins it only when a condition needs it (company
   * criteria, `max_contact_per_company`): every contact has its company (NOT NULL foreign key), so the join filters
   * nothing, and a search by contact criteria alone then reads no company (a contact search by job type, 10 001
   * matches: the join hashed the 200 000 companies, 16 600 buffers and 165–212 ms → 7 468 buffers, 20–112 ms).
   */
  readonly joinsCompany: boolean;
}

/** The match with the company joined when it is not (a page that shows or sorts by the company's columns). */
export function withCompany(match: CriteriaMatch): CriteriaMatch {
  return match.joinsCompany ? match : { ...match, from: `${match.from} JOIN companies co ON co.id = ct.company_id`, joinsCompany: true };
}

/**
 * Two forms of `max_contact_per_company`, the same contacts (core's searchContactsByCriteria: each company's matching
 * contacts with the smallest ids). `lateral`: each company's first `max` matches through a LATERAL walk of its active
 * contacts in id order (contacts_active_company_id_idx), the company's conditions filtering the companies — to find
 * the matches (a count, the ids). `condition`: a condition on each contact row ({@link maxPerCompany}) — for the walk
 * of a contact sort index, which must see contacts one by one in the sort's order.
 */
export type MaxPerCompanyForm = 'lateral' | 'condition';

/**
 * The criteria as a {@link CriteriaMatch}. Throws `CRITERIA.UNSUPPORTED` (naming the field) for a criterion the server
 * cannot apply, `CRITERIA.QUERIES_TOO_DEEP` past CRITERIA_MAX_QUERY_DEPTH, `NOT_FOUND` for a query id missing from `queries`.
 */
export function criteriaMatchSql(
  criteria: SearchCriteria,
  target: SearchTarget,
  queries: ResolvedQueries,
  params: SqlParameters,
  perCompany: MaxPerCompanyForm = 'lateral',
  depth = 0,
): CriteriaMatch {
  const fields = activeFields(criteria);
  const company: string[] = [];
  const contact: string[] = [];
  const families = new Set<Family>();
  const queryConditions: string[] = [];
  const targetId = target === 'account' ? 'co.id' : 'ct.id';
  for (const field of fields) {
    const translation = CRITERIA_SQL[field] as Translation<unknown>;
    switch (translation.on) {
      case 'company':
      case 'contact': {
        const condition = translation.sql(criteria[field], params);
        if (condition !== null) (translation.on === 'company' ? company : contact).push(condition);
        break;
      }
      case 'family':
        families.add(translation.family);
        break;
      case 'queries': {
        const ids = criterionItems(criteria[field] as readonly number[]);
        if (depth >= CRITERIA_MAX_QUERY_DEPTH) throw queriesTooDeep(field);
        const selects: string[] = [];
        for (const id of ids) {
          const named = queries.get(id);
          if (named === undefined) throw new DomainFailure('NOT_FOUND', `No query ${id}.`);
          if (named !== null) selects.push(criteriaIdsSql(named, target, queries, params, depth + 1));
        }
        queryConditions.push(selects.length === 0 ? 'false' : `${targetId} IN (${selects.join(' UNION ')})`);
        break;
      }
      case 'max-per-company':
        break;
      case 'unsupported':
      case 'port':
        throw unsupportedCriterion(field);
    }
  }
  for (const family of families) {
    const condition = familySql(family, criteria, params);
    if (condition !== null) company.push(condition);
  }
  if (target === 'account') {
    const where = [...company, ...queryConditions];
    if (hasContactCriteria(criteria)) where.push(`EXISTS (SELECT 1 FROM contacts ct WHERE ct.company_id = co.id AND ${['ct.active', ...contact].join(' AND ')})`);
    return { from: 'companies co', where, joinsCompany: true };
  }
  const max = criteria.max_contact_per_company;
  if (max !== undefined && perCompany === 'lateral') {
    // Each company's first `max` matching contacts in id order: the company's conditions outside, the contact's inside.
    const inside = ['ct.company_id = co.id', 'ct.active', ...contact, ...queryConditions].join(' AND ');
    return { from: `companies co CROSS JOIN LATERAL (SELECT ct.* FROM contacts ct WHERE ${inside} ORDER BY ct.id LIMIT ${params.add(max, 'int8')}) AS ct`, where: company, joinsCompany: true };
  }
  const where = ['ct.active', ...company, ...contact, ...queryConditions];
  if (max !== undefined) where.push(maxPerCompany(max, [...contact, ...queryConditions], params));
  const contactsOnly: CriteriaMatch = { from: 'contacts ct', where, joinsCompany: false };
  return company.length > 0 || max !== undefined ? withCompany(contactsOnly) : contactsOnly;
}

/**
 * `max_contact_per_company`: the contact is among the `max` smallest ids of its company's matches (core's
 * searchContactsByCriteria; a rank over every match before). The company's conditions hold for all its contacts alike,
 * so its matches are its active contacts meeting the contact's own conditions: the contact passes when its id is at
 * most the `max`-th of those (or the company has fewer). A condition on each row, not a window over all matches: the
 * count stops at its cap and the page's walk at its page; each row costs one walk of its company's active contacts in
 * id order (contacts_active_company_id_idx). The subquery names its contact `ct` too (the contact conditions are
 * written on `ct`) and reaches the outer row only through `co.id`; the outer `ct.id` is outside it.
 */
function maxPerCompany(max: number, contactConditions: readonly string[], params: SqlParameters): string {
  if (max < 1) return 'false';
  const nth = `SELECT ct.id FROM contacts ct WHERE ${['ct.company_id = co.id', 'ct.active', ...contactConditions].join(' AND ')} ORDER BY ct.id OFFSET ${params.add(max - 1, 'int8')} LIMIT 1`;
  return `ct.id <= coalesce((${nth}), ct.id)`;
}

/** The SQL selecting the ids of the targets the criteria find, ONE column `id` (errors: {@link criteriaMatchSql}). */
export function criteriaIdsSql(criteria: SearchCriteria, target: SearchTarget, queries: ResolvedQueries, params: SqlParameters, depth = 0): string {
  const match = criteriaMatchSql(criteria, target, queries, params, 'lateral', depth);
  return `SELECT ${target === 'account' ? 'co.id' : 'ct.id'} FROM ${match.from}${match.where.length === 0 ? '' : ` WHERE ${match.where.join(' AND ')}`}`;
}

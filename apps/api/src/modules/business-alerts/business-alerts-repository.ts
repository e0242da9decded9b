import { alertCompanyCriteria, BUSINESS_ALERT_FACET_FIELDS, isEmptyCriterionValue } from '@cible/core';
import type { BusinessAlertFacetField, BusinessAlertFacetPicks, FacetCounts, NewsWindowDates, SearchCriteria } from '@cible/core';
import type { QueryResultRow } from 'pg';
import type { Database } from '../../db/database';
import { criteriaIdsSql, ids, overlap, SqlParameters } from '../advanced-search/criteria-to-sql';
import type { ResolvedQueries } from '../advanced-search/criteria-to-sql';
import { newsPieceSql } from '../alerts/news-piece-sql';
import { NEWS_COLUMNS, NEWS_JOINS } from '../company-pages/company-pages-repository';
import type { NewsRow } from '../quick-search/quick-search-repository';

/** One business-alert search: the criteria (saved queries resolved), the window, the title words, the facet picks. */
export interface NewsSearch {
  readonly criteria: SearchCriteria;
  readonly queries: ResolvedQueries;
  readonly window: NewsWindowDates;
  /** Words the title must hold, each as a word prefix (quick search's searchWords); none: no text filter. */
  readonly words: readonly string[];
  readonly picks: BusinessAlertFacetPicks;
}

/** SQL of the business alerts (docs/business-alerts.md). */
export interface BusinessAlertsRepository {
  /** Each asked field's counts under every filter but its own picks, at most `limit` values, largest first, ties by id. */
  facets(search: NewsSearch, fields: readonly BusinessAlertFacetField[], limit: number): Promise<FacetCounts[]>;
  /** A page of the matching news, newest first (publication date, then id, descending), and their exact count. */
  news(search: NewsSearch, limit: number, offset: number): Promise<{ rows: NewsRow[]; total: number }>;
}

/**
 * The column of the news row holding a facet field's values (the company's are copied onto each piece and kept by
 * triggers, migration 0043): one value, or an array of distinct values (tags, the company offices' places).
 */
interface FieldColumn {
  readonly column: string;
  readonly array: boolean;
  /** The field's code in news_facet_days (migration 0043). */
  readonly dayField: number;
}

const COLUMN: Readonly<Record<BusinessAlertFacetField, FieldColumn>> = {
  news_type_id: { column: 'type_id', array: false, dayField: 1 },
  business_opportunity_type_id: { column: 'business_opportunity_type_id', array: false, dayField: 2 },
  job_type_id: { column: 'job_type_id', array: false, dayField: 3 },
  tag_id: { column: 'tag_ids', array: true, dayField: 4 },
  company_size_id: { column: 'company_size_id', array: false, dayField: 5 },
  company_industry_class_id: { column: 'company_industry_class_id', array: false, dayField: 6 },
  company_office_region_id: { column: 'company_region_ids', array: true, dayField: 7 },
  company_office_department_id: { column: 'company_department_ids', array: true, dayField: 8 },
};

/** news_facet_days' code of the day's news count. */
const DAY_NEWS_COUNT = 0;

/** The picks of one field as a condition on `news n` (values of a field are alternatives). */
function pickSql(field: BusinessAlertFacetField, picked: readonly number[], params: SqlParameters): string {
  const { column, array } = COLUMN[field];
  return array ? `n.${column} && ${params.add(picked, 'int2[]')}` : `n.${column} = ANY(${params.add(picked, 'int4[]')})`;
}

const isPicked = (picks: BusinessAlertFacetPicks, field: BusinessAlertFacetField) => (picks[field]?.length ?? 0) > 0;

/** The picks of every field but `except`, as one condition (TRUE when none). */
function picksSql(picks: BusinessAlertFacetPicks, params: SqlParameters, except?: BusinessAlertFacetField): string {
  const conditions = BUSINESS_ALERT_FACET_FIELDS.filter((field) => field !== except && isPicked(picks, field)).map((field) => pickSql(field, picks[field]!, params));
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}

const hasCriteria = (criteria: SearchCriteria) => Object.values(criteria).some((value) => !isEmptyCriterionValue(value));

const windowSql = (column: string, search: NewsSearch, params: SqlParameters) => [
  `${column} >= ${params.add(search.window.start_date, 'date')}`,
  `${column} <= ${params.add(search.window.end_date, 'date')}`,
];

/** Whether only the window (and picks) narrow the news: no criteria, no text (news_facet_days can answer). */
const onlyWindow = (search: NewsSearch) => search.words.length === 0 && !hasCriteria(search.criteria);

/** The window's counts of one field (or of the news: DAY_NEWS_COUNT) from news_facet_days, as (id, count) rows. */
function dayCountsSql(dayField: number, search: NewsSearch, params: SqlParameters): string {
  return `SELECT d.value::int AS id, sum(d.news_count)::int AS count FROM news_facet_days d
    WHERE d.field = ${params.add(dayField, 'int2')} AND ${windowSql('d.day', search, params).join(' AND ')} GROUP BY d.value`;
}

/** The company criteria a news row answers itself (the company's values copied onto it, migration 0043). */
const ON_ROW: readonly (keyof SearchCriteria)[] = ['company_size_id_list', 'company_office_region_id_list', 'company_office_department_id_list'];

/**
 * Company criteria naming only the company's size and its offices' regions and departments, as a condition on the
 * news row with criteriaIdsSql's meaning and its helpers (a listed size; an office in a listed region OR a listed
 * department: the places family), without looking the companies up; null for any other criteria (then criteriaIdsSql).
 */
function companyOnRowSql(company: SearchCriteria, params: SqlParameters): string | null {
  const named = (Object.keys(company) as (keyof SearchCriteria)[]).filter((key) => !isEmptyCriterionValue(company[key]));
  if (!named.every((key) => ON_ROW.includes(key))) return null;
  const size = ids('n.company_size_id')(company.company_size_id_list ?? [], params);
  const places = [
    overlap('n.company_region_ids')(company.company_office_region_id_list ?? [], params),
    overlap('n.company_department_ids')(company.company_office_department_id_list ?? [], params),
  ].filter((condition) => condition !== null);
  const conditions = [...(size === null ? [] : [size]), ...(places.length === 0 ? [] : [`(${places.join(' OR ')})`])];
  return conditions.length === 0 ? null : conditions.join(' AND ');
}

/**
 * The conditions on `news n` of the criteria, window and words: the company through the one
 * translation of the criteria (criteriaIdsSql, account target, news criteria aside: core's alertCompanyCriteria), the
 * news criteria on the piece itself (newsPieceSql), exactly as alerts match news (core's newsMatchingAlert).
 */
function searchSql(search: NewsSearch, params: SqlParameters): string[] {
  const conditions = windowSql('n.publication_date', search, params);
  const company = alertCompanyCriteria(search.criteria);
  if (hasCriteria(company)) conditions.push(companyOnRowSql(company, params) ?? `n.company_id IN (${criteriaIdsSql(company, 'account', search.queries, params)})`);
  const piece = newsPieceSql(search.criteria, params);
  if (piece !== null) conditions.push(piece);
  if (search.words.length > 0) {
    // Every word a prefix of a title word, accents and case folded like the title index (news_title_search_idx).
    conditions.push(
      `to_tsvector('simple', f_unaccent(n.title)) @@ (SELECT string_agg(quote_literal(w) || ':*', ' & ')
         FROM (SELECT regexp_replace(f_unaccent(lower(x)), '[[:space:]&|!():*<>''"\\\\]+', '', 'g') AS w FROM unnest(${params.add(search.words, 'text[]')}) AS x) AS cleaned
         WHERE w <> '')::tsquery`,
    );
  }
  return conditions;
}

export function createBusinessAlertsRepository(db: Database): BusinessAlertsRepository {
  /**
   * Runs a statement with no JIT compilation on a PostgreSQL server (local to its transaction): the facets' estimated
   * costs pass jit_above_cost and compiling took longer than counting (as for the advanced search, migration 0014).
   */
  async function withoutJit<Row extends QueryResultRow>(sql: string, values: readonly unknown[]): Promise<Row[]> {
    if (db.kind !== 'server') return db.query<Row>(sql, values);
    return db.transaction(async (tx) => {
      await tx.query("SELECT set_config('jit', 'off', true)");
      return tx.query<Row>(sql, values);
    });
  }

  return {
    async facets(search, fields, limit) {
      if (fields.length === 0) return [];
      const params = new SqlParameters();
      const picked = (field: BusinessAlertFacetField) => isPicked(search.picks, field);
      // A field no other pick narrows, in a search narrowed by its window alone, is read from the day counts.
      const otherPicks = (field: BusinessAlertFacetField) => BUSINESS_ALERT_FACET_FIELDS.some((other) => other !== field && picked(other));
      const fromDays = fields.filter((field) => onlyWindow(search) && !otherPicks(field));
      const counted = fields.filter((field) => !fromDays.includes(field));
      const perField = fromDays.map((field) => `SELECT ${params.add(field, 'text')} AS field, c.id, c.count FROM (${dayCountsSql(COLUMN[field].dayField, search, params)}) AS c`);
      let scan = '';
      if (counted.length > 0) {
        const where = searchSql(search, params);
        // Each field counts under every pick but its own: one count per distinct condition (all the picks, or all
        // but a picked field's), computed in the same pass over the rows that meet at least one of them.
        const exceptions = [...new Set(counted.map((field) => (picked(field) ? field : undefined)))];
        const counts = exceptions.map((except) => picksSql(search.picks, params, except));
        const countOf = (field: BusinessAlertFacetField) => `c${exceptions.indexOf(picked(field) ? field : undefined)}`;
        // One index-only range scan of the window's news (news_window_facets_idx) and one pass of hashed grouping
        // sets (g): per field, the rows per value; an array field's rows are grouped per distinct array, then spread
        // over its distinct elements.
        scan = `WITH g AS MATERIALIZED (
            SELECT ${counted.map((field, index) => `n.${COLUMN[field].column}, GROUPING(n.${COLUMN[field].column}) AS k${index}`).join(', ')},
                   ${counts.map((condition, index) => `(count(*) FILTER (WHERE ${condition}))::int AS c${index}`).join(', ')}
            FROM news n WHERE ${[...where, `(${counts.join(' OR ')})`].join(' AND ')}
            GROUP BY GROUPING SETS (${counted.map((field) => `(n.${COLUMN[field].column})`).join(', ')}))\n`;
        perField.push(
          ...counted.map((field, index) => {
            const name = params.add(field, 'text');
            const { column, array } = COLUMN[field];
            return array
              ? `SELECT ${name} AS field, v.id::int AS id, sum(g.${countOf(field)})::int AS count
                 FROM g CROSS JOIN LATERAL (SELECT DISTINCT unnest(g.${column}) AS id) AS v WHERE g.k${index} = 0 GROUP BY v.id`
              : `SELECT ${name} AS field, g.${column}::int AS id, g.${countOf(field)} AS count FROM g WHERE g.k${index} = 0 AND g.${column} IS NOT NULL`;
          }),
        );
      }
      const sql = `${scan}SELECT field, id, count FROM (
          SELECT u.*, row_number() OVER (PARTITION BY u.field ORDER BY u.count DESC, u.id) AS rank
          FROM (${perField.join('\nUNION ALL\n')}) AS u WHERE u.count > 0) AS ranked
        WHERE rank <= ${params.add(limit, 'int4')}
        ORDER BY field, rank`;
      const rows = await withoutJit<{ field: BusinessAlertFacetField; id: number; count: number }>(sql, params.values);
      return fields.map((field) => ({ field, value_list: rows.filter((row) => row.field === field).map((row) => ({ id: Number(row.id), count: Number(row.count) })) }));
    },

    async news(search, limit, offset) {
      const params = new SqlParameters();
      const where = [...searchSql(search, params), picksSql(search.picks, params)].join(' AND ');
      const countValues = [...params.values];
      // Narrowed by the window and at most one pick whose values no piece holds two of: the day counts add up.
      const pickedFields = BUSINESS_ALERT_FACET_FIELDS.filter((field) => isPicked(search.picks, field));
      const [pickedField] = pickedFields;
      const fromDays = onlyWindow(search) && (pickedField === undefined || (pickedFields.length === 1 && (!COLUMN[pickedField].array || search.picks[pickedField]!.length === 1)));
      const dayParams = new SqlParameters();
      const dayCount = () =>
        `SELECT coalesce(sum(c.count), 0)::int AS count
         FROM (${dayCountsSql(pickedField === undefined ? DAY_NEWS_COUNT : COLUMN[pickedField].dayField, search, dayParams)}) AS c
         ${pickedField === undefined ? '' : `WHERE c.id = ANY(${dayParams.add(search.picks[pickedField], 'int4[]')})`}`;
      // The page's ids first (news_window_facets_idx alone, in its order), then their 12 rows and what they join.
      const pageSql = `${NEWS_COLUMNS} ${NEWS_JOINS}
        WHERE n.id IN (SELECT n.id FROM news n WHERE ${where}
                       ORDER BY n.publication_date DESC, n.id DESC LIMIT ${params.add(limit, 'int4')} OFFSET ${params.add(offset, 'int4')})
        ORDER BY n.publication_date DESC, n.id DESC`;
      const [rows, counted] = await Promise.all([
        db.query<NewsRow>(pageSql, params.values),
        // The day counts when they add up; else the news alone (the company's values are on the piece).
        fromDays
          ? db.query<{ count: number }>(dayCount(), dayParams.values)
          : db.query<{ count: number }>(`SELECT count(*)::int AS count FROM news n WHERE ${where}`, countValues),
      ]);
      return { rows, total: Number(counted[0]?.count ?? 0) };
    },
  };
}

import { alertCompanyCriteria, BUSINESS_ALERT_FACET_FIELDS, isEmptyCriterionValue } from '@cible/core';
import type { BusinessAlertFacetField, BusinessAlertFacetPicks, FacetCounts, NewsWindowDates, SearchCriteria } from '@cible/core';
import type { QueryResultRow } from 'pg';
import type { Database } from '../../db/database';
import { criteriaIdsSql, SqlParameters } from '../advanced-search/criteria-to-sql';
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

/** Where a facet field's values are: on the piece or its company (one value), in an array, or on the company's offices. */
type FieldSource = { readonly kind: 'piece' | 'company'; readonly column: string } | { readonly kind: 'tags' } | { readonly kind: 'offices'; readonly column: string };

const SOURCE: Readonly<Record<BusinessAlertFacetField, FieldSource>> = {
  business_opportunity_type_id: { kind: 'piece', column: 'business_opportunity_type_id' },
  news_type_id: { kind: 'piece', column: 'type_id' },
  job_type_id: { kind: 'piece', column: 'job_type_id' },
  tag_id: { kind: 'tags' },
  company_size_id: { kind: 'company', column: 'size_id' },
  company_industry_class_id: { kind: 'company', column: 'industry_class_id' },
  company_office_region_id: { kind: 'offices', column: 'region_id' },
  company_office_department_id: { kind: 'offices', column: 'department_id' },
};

/**
 * How a row is read: the news alias and the company alias, and where the company's places are: its `offices` (the
 * news list), or the arrays of distinct region and department ids the facets' base rows carry (`region_ids`,
 * `department_ids`, computed once per company).
 */
interface Aliases {
  readonly news: string;
  readonly company: string;
  readonly places: 'offices' | 'arrays';
}

const PLACE_ARRAY: Readonly<Record<string, string>> = { region_id: 'region_ids', department_id: 'department_ids' };

const valueOf = (source: FieldSource & { column: string }, at: Aliases) => `${source.kind === 'company' ? at.company : at.news}.${source.column}`;

/** The picks of one field as a condition on a row (values of a field are alternatives). */
function pickSql(field: BusinessAlertFacetField, picked: readonly number[], at: Aliases, params: SqlParameters): string {
  const source = SOURCE[field];
  switch (source.kind) {
    case 'piece':
    case 'company':
      return `${valueOf(source, at)} = ANY(${params.add(picked, 'int4[]')})`;
    case 'tags':
      return `${at.news}.tag_ids && ${params.add(picked, 'int2[]')}`;
    case 'offices':
      return at.places === 'arrays'
        ? `${at.news}.${PLACE_ARRAY[source.column]} && ${params.add(picked, 'int2[]')}`
        : `EXISTS (SELECT 1 FROM offices o WHERE o.company_id = ${at.news}.company_id AND o.${source.column} = ANY(${params.add(picked, 'int4[]')}))`;
  }
}

/** The picks of every field but `except`, as conditions. */
function picksSql(picks: BusinessAlertFacetPicks, at: Aliases, params: SqlParameters, except?: BusinessAlertFacetField): string[] {
  return BUSINESS_ALERT_FACET_FIELDS.filter((field) => field !== except && (picks[field]?.length ?? 0) > 0).map((field) => pickSql(field, picks[field]!, at, params));
}

/** Whether the picks read a column of the company row (the news list's count then joins it). */
const readsCompany = (picks: BusinessAlertFacetPicks) => BUSINESS_ALERT_FACET_FIELDS.some((field) => SOURCE[field].kind === 'company' && (picks[field]?.length ?? 0) > 0);

const hasCompanyCriteria = (criteria: SearchCriteria) => Object.values(criteria).some((value) => !isEmptyCriterionValue(value));

/**
 * The conditions on `news n` (company `c` joined) of the criteria, window and words: the company through the one
 * translation of the criteria (criteriaIdsSql, account target, news criteria aside: core's alertCompanyCriteria), the
 * news criteria on the piece itself (newsPieceSql), exactly as alerts match news (core's newsMatchingAlert).
 */
function searchSql(search: NewsSearch, params: SqlParameters): string[] {
  const conditions = [`n.publication_date >= ${params.add(search.window.start_date, 'date')}`, `n.publication_date <= ${params.add(search.window.end_date, 'date')}`];
  const company = alertCompanyCriteria(search.criteria);
  if (hasCompanyCriteria(company)) conditions.push(`n.company_id IN (${criteriaIdsSql(company, 'account', search.queries, params)})`);
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

/** One field's value rows over the base rows `b` (every filter but the field's own picks). */
function facetSql(field: BusinessAlertFacetField, picks: BusinessAlertFacetPicks, params: SqlParameters): string {
  const base: Aliases = { news: 'b', company: 'b', places: 'arrays' };
  const others = picksSql(picks, base, params, field);
  const where = (extra: string[]) => {
    const all = [...extra, ...others];
    return all.length === 0 ? '' : ` WHERE ${all.join(' AND ')}`;
  };
  const name = params.add(field, 'text');
  const source = SOURCE[field];
  switch (source.kind) {
    case 'piece':
    case 'company':
      return `SELECT ${name} AS field, b.${source.column}::int AS id, count(*)::int AS count FROM base b${where([`b.${source.column} IS NOT NULL`])} GROUP BY b.${source.column}`;
    case 'tags':
      return `SELECT ${name} AS field, t.id::int AS id, count(*)::int AS count FROM base b CROSS JOIN LATERAL (SELECT DISTINCT unnest(b.tag_ids) AS id) AS t${where([])} GROUP BY t.id`;
    case 'offices':
      return `SELECT ${name} AS field, o.id::int AS id, count(*)::int AS count FROM base b CROSS JOIN LATERAL unnest(b.${PLACE_ARRAY[source.column]}) AS o(id)${where([])} GROUP BY o.id`;
  }
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
      const where = searchSql(search, params);
      // The matching news once (hits), the places of their companies once per company (places: one pass over their
      // offices instead of one look-up per news piece and field), then each field's counts over these rows (base).
      const sql = `WITH hits AS MATERIALIZED (
          SELECT n.id, n.company_id, n.type_id, n.business_opportunity_type_id, n.job_type_id, n.tag_ids
          FROM news n WHERE ${where.join(' AND ')}),
        places AS MATERIALIZED (
          SELECT o.company_id, array_agg(DISTINCT o.region_id) FILTER (WHERE o.region_id IS NOT NULL) AS region_ids,
                 array_agg(DISTINCT o.department_id) FILTER (WHERE o.department_id IS NOT NULL) AS department_ids
          FROM offices o WHERE o.company_id IN (SELECT company_id FROM hits) GROUP BY o.company_id),
        base AS MATERIALIZED (
          SELECT h.*, c.size_id, c.industry_class_id, coalesce(p.region_ids, '{}') AS region_ids, coalesce(p.department_ids, '{}') AS department_ids
          FROM hits h JOIN companies c ON c.id = h.company_id LEFT JOIN places p ON p.company_id = h.company_id)
        SELECT field, id, count FROM (
          SELECT u.*, row_number() OVER (PARTITION BY u.field ORDER BY u.count DESC, u.id) AS rank
          FROM (${fields.map((field) => facetSql(field, search.picks, params)).join('\nUNION ALL\n')}) AS u) AS ranked
        WHERE rank <= ${params.add(limit, 'int4')}
        ORDER BY field, rank`;
      const rows = await withoutJit<{ field: BusinessAlertFacetField; id: number; count: number }>(sql, params.values);
      return fields.map((field) => ({ field, value_list: rows.filter((row) => row.field === field).map((row) => ({ id: Number(row.id), count: Number(row.count) })) }));
    },

    async news(search, limit, offset) {
      const params = new SqlParameters();
      const where = [...searchSql(search, params), ...picksSql(search.picks, { news: 'n', company: 'c', places: 'offices' }, params)].join(' AND ');
      const countValues = [...params.values];
      const pageSql = `${NEWS_COLUMNS} ${NEWS_JOINS} WHERE ${where}
        ORDER BY n.publication_date DESC, n.id DESC LIMIT ${params.add(limit, 'int4')} OFFSET ${params.add(offset, 'int4')}`;
      const [rows, counted] = await Promise.all([
        db.query<NewsRow>(pageSql, params.values),
        // The company is joined for the count only when a pick reads it (size, industry class).
        db.query<{ count: number }>(`SELECT count(*)::int AS count FROM news n${readsCompany(search.picks) ? ' JOIN companies c ON c.id = n.company_id' : ''} WHERE ${where}`, countValues),
      ]);
      return { rows, total: Number(counted[0]?.count ?? 0) };
    },
  };
}

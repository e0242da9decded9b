import type { AccountSearchSort, ContactSearchSort, SearchCriteria } from '@cible/core';
import type { Database } from '../../db/database';
import type { CompanyRow, ContactRow } from '../quick-search/quick-search-repository';
import { criteriaIdsSql, type ResolvedQueries, type SearchTarget, SqlParameters } from './criteria-to-sql';

/** Whose saved queries the criteria may name: the caller's own, in his organisation (both checked in the SQL). */
export interface QueryOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** A saved query as the search reads it. */
export interface SavedQueryRow {
  readonly id: number;
  readonly query_type_id: number;
  readonly criteria: Record<string, unknown>;
}

/** One search: what, which page, how sorted, how many counted at most, how long at most (ms). */
export interface SearchRequest<Sort> {
  readonly criteria: SearchCriteria;
  readonly queries: ResolvedQueries;
  readonly sort: Sort;
  readonly limit: number;
  readonly offset: number;
  /** Counted exactly up to this number; `total` is then at most `countCap + 1`. */
  readonly countCap: number;
  /** The statement time-out on PostgreSQL (`statement_timeout`, local to the transaction). */
  readonly timeoutMs: number;
}

/** A page of rows and the number of matches counted up to the cap plus one. */
export interface SearchPage<Row> {
  readonly rows: Row[];
  readonly total: number;
}

/** SQL of the advanced search (criteria translated by criteria-to-sql.ts) and of the saved queries it reads. */
export interface AdvancedSearchRepository {
  accounts(request: SearchRequest<AccountSearchSort>): Promise<SearchPage<CompanyRow>>;
  contacts(request: SearchRequest<ContactSearchSort>): Promise<SearchPage<ContactRow>>;
  /** The owner's saved queries among `ids` (another user's or organisation's are not returned). */
  savedQueries(owner: QueryOwner, ids: readonly number[]): Promise<SavedQueryRow[]>;
  /** The ids the criteria find, ascending (the model-based test compares them with core's evaluation). */
  ids(target: SearchTarget, criteria: SearchCriteria, queries: ResolvedQueries): Promise<number[]>;
}

const ACCOUNT_ORDER: Readonly<Record<AccountSearchSort, string>> = {
  name_asc: 'lower(f_unaccent(co.name)) ASC, co.id ASC',
  name_desc: 'lower(f_unaccent(co.name)) DESC, co.id DESC',
  workforce_asc: 'co.workforce_lower ASC NULLS LAST, co.id ASC',
  workforce_desc: 'co.workforce_lower DESC NULLS LAST, co.id DESC',
  revenue_asc: 'co.sales_revenue_lower ASC NULLS LAST, co.id ASC',
  revenue_desc: 'co.sales_revenue_lower DESC NULLS LAST, co.id DESC',
};

const CONTACT_ORDER: Readonly<Record<ContactSearchSort, string>> = {
  name_asc: 'lower(f_unaccent(ct.last_name)) ASC, lower(f_unaccent(ct.first_name)) ASC, ct.id ASC',
  name_desc: 'lower(f_unaccent(ct.last_name)) DESC, lower(f_unaccent(ct.first_name)) DESC, ct.id DESC',
  company_name_asc: 'lower(f_unaccent(co.name)) ASC, lower(f_unaccent(ct.last_name)) ASC, ct.id ASC',
  company_name_desc: 'lower(f_unaccent(co.name)) DESC, lower(f_unaccent(ct.last_name)) DESC, ct.id DESC',
};

const accountPageSql = (ids: string, order: string, limit: string, offset: string) => `SELECT co.id, co.name, co.group_id, co.group_name, co.contact_count,
       hq.city, hq.zip_code, hq.country_id, co.is_visible_pme
FROM companies co
LEFT JOIN LATERAL (
  SELECT o.city, o.zip_code, o.country_id FROM offices o WHERE o.company_id = co.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1
) AS hq ON true
WHERE co.id IN (${ids})
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`;

const contactPageSql = (ids: string, order: string, limit: string, offset: string) => `SELECT ct.id, ct.first_name, ct.last_name, ct.civility_id, ct.active, ct.job_label,
       ct.company_id, co.name AS company_name, co.group_name AS company_group_name, ct.is_visible_pme,
       co.is_visible_pme AS company_is_visible_pme
FROM contacts ct JOIN companies co ON co.id = ct.company_id
WHERE ct.id IN (${ids})
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`;

const countSql = (ids: string, cap: string) => `SELECT count(*)::int AS total FROM (${ids} LIMIT ${cap}) AS capped`;

/**
 * The advanced search's SQL. A search runs in one transaction whose `statement_timeout` is the search's time-out
 * (PostgreSQL cancels a longer statement: error 57014; the embedded PGlite ignores it, the service's guard answers).
 */
export function createAdvancedSearchRepository(db: Database): AdvancedSearchRepository {
  async function page<Row extends object>(
    target: SearchTarget,
    request: SearchRequest<string>,
    pageSql: (ids: string, order: string, limit: string, offset: string) => string,
    order: string,
  ): Promise<SearchPage<Row>> {
    const countParams = new SqlParameters();
    const countIds = criteriaIdsSql(request.criteria, target, request.queries, countParams);
    const count = countSql(countIds, countParams.add(request.countCap + 1, 'int8'));
    const pageParams = new SqlParameters();
    const pageIds = criteriaIdsSql(request.criteria, target, request.queries, pageParams);
    const rowsSql = pageSql(pageIds, order, pageParams.add(request.limit, 'int8'), pageParams.add(request.offset, 'int8'));
    return db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(Math.max(1, Math.round(request.timeoutMs)))]);
      const [totals] = await tx.query<{ total: number }>(count, countParams.values);
      const rows = await tx.query<Row>(rowsSql, pageParams.values);
      return { rows, total: totals?.total ?? 0 };
    });
  }

  return {
    accounts: (request) => page<CompanyRow>('account', request, accountPageSql, ACCOUNT_ORDER[request.sort]),
    contacts: (request) => page<ContactRow>('contact', request, contactPageSql, CONTACT_ORDER[request.sort]),
    async savedQueries(owner, ids) {
      if (ids.length === 0) return [];
      const rows = await db.query<{ id: number; query_type_id: number; criteria: Record<string, unknown> }>(
        `SELECT q.id, q.query_type_id, q.criteria FROM queries q
         WHERE q.id = ANY($1::int4[]) AND q.organization_id = $2 AND q.owner_user_id = $3`,
        [ids.filter((id) => id <= 2_147_483_647), owner.organizationId, owner.userId],
      );
      return rows;
    },
    async ids(target, criteria, queries) {
      const params = new SqlParameters();
      const sql = criteriaIdsSql(criteria, target, queries, params);
      const rows = await db.query<{ id: string | number }>(`SELECT matched.id FROM (${sql}) AS matched ORDER BY matched.id`, params.values);
      return rows.map((row) => Number(row.id));
    },
  };
}

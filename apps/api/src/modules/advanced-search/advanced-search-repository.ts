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

/**
 * Each sort in two forms. `walk`: the lead key is the very expression and operator of a b-tree index, so PostgreSQL
 * walks the index in order and stops at the page instead of sorting every match. Name sorts use the quick-search keys
 * (`lower(f_unaccent(…))`, `USING ~<~`, migrations 0006/0012: companies_name_key_idx, contacts_reversed_name_key_idx
 * WHERE active; folded names compare byte by byte), workforce and revenue the keys of migration 0014 (measured on
 * `large`: a contact search by job type 3 363 ms → 4 ms). `sort`: the same order through a lead key no index provides
 * (`|| ''`, `+ 0`: same values), so PostgreSQL finds the matches through the filters' indexes and sorts them. The walk
 * pays off when matches are dense and is a disaster when they are rare (a walk of the 200 000 companies to find 20 of
 * a few hundred matches: 2.7 s; PostgreSQL misestimates how rare). The count, run first, tells which: counted exactly
 * (at most the cap), every match was already found once within the time, so the page finds them again and sorts them;
 * past the cap (at least 10 001 matches), they are dense enough for the walk.
 */
interface SortSql {
  readonly walk: string;
  readonly sort: string;
}

const ACCOUNT_ORDER: Readonly<Record<AccountSearchSort, SortSql>> = {
  name_asc: { walk: 'lower(f_unaccent(co.name)) USING ~<~, co.id ASC', sort: "(lower(f_unaccent(co.name)) || '') USING ~<~, co.id ASC" },
  name_desc: { walk: 'lower(f_unaccent(co.name)) USING ~>~, co.id DESC', sort: "(lower(f_unaccent(co.name)) || '') USING ~>~, co.id DESC" },
  workforce_asc: { walk: 'co.workforce_lower ASC NULLS LAST, co.id ASC', sort: '(co.workforce_lower + 0) ASC NULLS LAST, co.id ASC' },
  workforce_desc: { walk: 'co.workforce_lower DESC NULLS LAST, co.id DESC', sort: '(co.workforce_lower + 0) DESC NULLS LAST, co.id DESC' },
  revenue_asc: { walk: 'co.sales_revenue_lower ASC NULLS LAST, co.id ASC', sort: '(co.sales_revenue_lower + 0) ASC NULLS LAST, co.id ASC' },
  revenue_desc: { walk: 'co.sales_revenue_lower DESC NULLS LAST, co.id DESC', sort: '(co.sales_revenue_lower + 0) DESC NULLS LAST, co.id DESC' },
};

const CONTACT_ORDER: Readonly<Record<ContactSearchSort, SortSql>> = {
  name_asc: {
    walk: "lower(f_unaccent(ct.last_name || ' ' || ct.first_name)) USING ~<~, ct.id ASC",
    sort: "(lower(f_unaccent(ct.last_name || ' ' || ct.first_name)) || '') USING ~<~, ct.id ASC",
  },
  name_desc: {
    walk: "lower(f_unaccent(ct.last_name || ' ' || ct.first_name)) USING ~>~, ct.id DESC",
    sort: "(lower(f_unaccent(ct.last_name || ' ' || ct.first_name)) || '') USING ~>~, ct.id DESC",
  },
  company_name_asc: {
    walk: 'lower(f_unaccent(co.name)) USING ~<~, lower(f_unaccent(ct.last_name)) ASC, ct.id ASC',
    sort: "(lower(f_unaccent(co.name)) || '') USING ~<~, lower(f_unaccent(ct.last_name)) ASC, ct.id ASC",
  },
  company_name_desc: {
    walk: 'lower(f_unaccent(co.name)) USING ~>~, lower(f_unaccent(ct.last_name)) DESC, ct.id DESC',
    sort: "(lower(f_unaccent(co.name)) || '') USING ~>~, lower(f_unaccent(ct.last_name)) DESC, ct.id DESC",
  },
};

/**
 * The page's SQL. Dense matches (`sparse` false): the targets filtered by `IN (ids)` and ordered by the index walk.
 * Sparse ones: the ids computed first (a MATERIALIZED CTE: PostgreSQL cannot turn it into a walk of every target probing
 * the criteria, which it did on a misestimate), then joined and sorted. The ids are unique (one row per company or
 * contact: criteria-to-sql.ts), so the join adds no row.
 */
type PageSql = (ids: string, order: string, limit: string, offset: string, sparse: boolean) => string;

const accountPageSql: PageSql = (ids, order, limit, offset, sparse) => `${sparse ? `WITH matched AS MATERIALIZED (${ids})\n` : ''}SELECT co.id, co.name, co.group_id, co.group_name, co.contact_count,
       hq.city, hq.zip_code, hq.country_id, co.is_visible_pme
FROM ${sparse ? 'matched JOIN companies co ON co.id = matched.id' : 'companies co'}
LEFT JOIN LATERAL (
  SELECT o.city, o.zip_code, o.country_id FROM offices o WHERE o.company_id = co.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1
) AS hq ON true
${sparse ? '' : `WHERE co.id IN (${ids})\n`}ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`;

const contactPageSql: PageSql = (ids, order, limit, offset, sparse) => `${sparse ? `WITH matched AS MATERIALIZED (${ids})\n` : ''}SELECT ct.id, ct.first_name, ct.last_name, ct.civility_id, ct.active, ct.job_label,
       ct.company_id, co.name AS company_name, co.group_name AS company_group_name, ct.is_visible_pme,
       co.is_visible_pme AS company_is_visible_pme
FROM ${sparse ? 'matched JOIN contacts ct ON ct.id = matched.id' : 'contacts ct'} JOIN companies co ON co.id = ct.company_id
WHERE ct.active${sparse ? '' : ` AND ct.id IN (${ids})`}
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`;

/** PostgreSQL's "canceling statement due to statement timeout" (the service answers SEARCH.TIMEOUT). */
const QUERY_CANCELED = '57014';

/**
 * No JIT compilation for the search's statements (PostgreSQL server; local to the transaction): their estimated costs
 * pass jit_above_cost, and compiling their expressions took 200 ms of a 1.1 s count on `large` (EXPLAIN ANALYZE,
 * "JIT: Emission 196 ms") for statements that read at most a few hundred thousand rows.
 */
const JIT_OFF = ", set_config('jit', 'off', true)";

const countSql = (ids: string, cap: string) => `SELECT count(*)::int AS total FROM (${ids} LIMIT ${cap}) AS capped`;

/**
 * The advanced search's SQL. A search runs in one transaction whose `statement_timeout` is the search's time-out
 * (PostgreSQL cancels a longer statement: error 57014; the embedded PGlite ignores it, the service's guard answers).
 */
export function createAdvancedSearchRepository(db: Database): AdvancedSearchRepository {
  async function page<Row extends object>(
    target: SearchTarget,
    request: SearchRequest<string>,
    pageSql: PageSql,
    order: SortSql,
  ): Promise<SearchPage<Row>> {
    const countParams = new SqlParameters();
    const countIds = criteriaIdsSql(request.criteria, target, request.queries, countParams);
    const count = countSql(countIds, countParams.add(request.countCap + 1, 'int8'));
    const pageParams = new SqlParameters();
    const pageIds = criteriaIdsSql(request.criteria, target, request.queries, pageParams);
    const rowsSql = (sparse: boolean) => pageSql(pageIds, sparse ? order.sort : order.walk, pageParams.add(request.limit, 'int8'), pageParams.add(request.offset, 'int8'), sparse);
    const started = performance.now();
    // The time-out is for the whole search: each statement gets what is left of it.
    const limitTo = async (tx: { query: Database['query'] }) => {
      const left = Math.round(request.timeoutMs - (performance.now() - started));
      if (left < 1) throw Object.assign(new Error('The search time-out is spent.'), { code: QUERY_CANCELED });
      await tx.query(`SELECT set_config('statement_timeout', $1, true)${db.kind === 'server' ? JIT_OFF : ''}`, [String(left)]);
    };
    return db.transaction(async (tx) => {
      await limitTo(tx);
      const [totals] = await tx.query<{ total: number }>(count, countParams.values);
      const total = totals?.total ?? 0;
      // Counted exactly (at most the cap): a page past the last match is empty without asking.
      if (total <= request.countCap && request.offset >= total) return { rows: [], total };
      await limitTo(tx);
      const rows = await tx.query<Row>(rowsSql(total <= request.countCap), pageParams.values);
      return { rows, total };
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

import type { AccountSearchSort, ContactSearchSort, SearchCriteria } from '@cible/core';
import type { Database } from '../../db/database';
import type { CompanyRow, ContactRow } from '../quick-search/quick-search-repository';
import { type CriteriaMatch, criteriaIdsSql, criteriaMatchSql, type ResolvedQueries, type SearchTarget, SqlParameters, withCompany } from './criteria-to-sql';

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
 * `large`: a contact search by job type 3 363 ms → 4 ms). `counted`: the same order on the matches already found (no
 * index there: PostgreSQL sorts them). The walk pays off when matches are dense and is a disaster when they are rare (a
 * walk of the 200 000 companies to find 20 of a few hundred matches: 2.7 s; PostgreSQL misestimates how rare). The
 * first statement tells which: counted exactly (at most the cap), every match is at hand and the page is sorted from
 * them in the same statement; past the cap (at least 10 001 matches), they are dense enough for the walk.
 */
interface SortSql {
  readonly walk: string;
  /** The same order on the counted matches (the CTE `matched` as `m`, which carries the page's columns). */
  readonly counted: string;
  /** The counted order reads the company's columns: the matches must have their company joined. */
  readonly byCompany?: true;
}

/**
 * The folded name of a counted page's sort: the very value of `lower(f_unaccent(…))` (f_unaccent's body, migration
 * 0000), without the wrapper. No index is walked there, so the expression need not be the index's; and f_unaccent, an
 * IMMUTABLE SQL function around the STABLE unaccent, is never inlined: each call runs the SQL function machinery
 * (PostgreSQL, 100 000 last names: 721 ms through f_unaccent, 217 ms calling unaccent, 151 ms not folding).
 */
const sortFold = (expression: string) => `lower(public.unaccent('public.unaccent'::regdictionary, ${expression}))`;

const ACCOUNT_ORDER: Readonly<Record<AccountSearchSort, SortSql>> = {
  name_asc: { walk: 'lower(f_unaccent(co.name)) USING ~<~, co.id ASC', counted: `${sortFold('m.name')} USING ~<~, m.id ASC` },
  name_desc: { walk: 'lower(f_unaccent(co.name)) USING ~>~, co.id DESC', counted: `${sortFold('m.name')} USING ~>~, m.id DESC` },
  workforce_asc: { walk: 'co.workforce_lower ASC NULLS LAST, co.id ASC', counted: 'm.workforce_lower ASC NULLS LAST, m.id ASC' },
  workforce_desc: { walk: 'co.workforce_lower DESC NULLS LAST, co.id DESC', counted: 'm.workforce_lower DESC NULLS LAST, m.id DESC' },
  revenue_asc: { walk: 'co.sales_revenue_lower ASC NULLS LAST, co.id ASC', counted: 'm.sales_revenue_lower ASC NULLS LAST, m.id ASC' },
  revenue_desc: { walk: 'co.sales_revenue_lower DESC NULLS LAST, co.id DESC', counted: 'm.sales_revenue_lower DESC NULLS LAST, m.id DESC' },
};

const CONTACT_ORDER: Readonly<Record<ContactSearchSort, SortSql>> = {
  name_asc: {
    walk: "lower(f_unaccent(ct.last_name || ' ' || ct.first_name)) USING ~<~, ct.id ASC",
    counted: `${sortFold("m.last_name || ' ' || m.first_name")} USING ~<~, m.id ASC`,
  },
  name_desc: {
    walk: "lower(f_unaccent(ct.last_name || ' ' || ct.first_name)) USING ~>~, ct.id DESC",
    counted: `${sortFold("m.last_name || ' ' || m.first_name")} USING ~>~, m.id DESC`,
  },
  company_name_asc: {
    walk: 'lower(f_unaccent(co.name)) USING ~<~, lower(f_unaccent(ct.last_name)) ASC, ct.id ASC',
    counted: `${sortFold('m.company_name')} USING ~<~, ${sortFold('m.last_name')} ASC, m.id ASC`,
    byCompany: true,
  },
  company_name_desc: {
    walk: 'lower(f_unaccent(co.name)) USING ~>~, lower(f_unaccent(ct.last_name)) DESC, ct.id DESC',
    counted: `${sortFold('m.company_name')} USING ~>~, ${sortFold('m.last_name')} DESC, m.id DESC`,
    byCompany: true,
  },
};

/**
 * How one target's page is written. `columns`: what the CTE `matched` of {@link countedSql} keeps of each match (the
 * page's columns and the sort keys' inputs, so that a counted page joins nothing back). `walk`: the criteria's own FROM
 * and WHERE (criteriaMatchSql) ordered by the index walk, so each row the walk meets is filtered where it stands
 * (before: `id IN (the ids)`, which joined every row met back to a second copy of the tables). `counted`: the counted
 * matches sorted, numbered `position` in page order; the head office joined for the page's rows only.
 */
interface PageSql {
  /** The columns of `matched`; `joinsCompany`: whether the match has its company (`co`). */
  columns(joinsCompany: boolean): string;
  walk(match: CriteriaMatch, order: string, limit: string, offset: string): string;
  counted(order: string, limit: string, offset: string, gate: string, joinsCompany: boolean): string;
}

const whereOf = (match: CriteriaMatch) => (match.where.length === 0 ? '' : `\nWHERE ${match.where.join(' AND ')}`);
const HEAD_OFFICE = `LEFT JOIN LATERAL (
  SELECT o.city, o.zip_code, o.country_id FROM offices o WHERE o.company_id = co.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1
) AS hq ON true`;

const ACCOUNT_PAGE: PageSql = {
  columns: () => 'co.id, co.name, co.group_id, co.group_name, co.contact_count, co.is_visible_pme, co.workforce_lower, co.sales_revenue_lower',
  walk: (match, order, limit, offset) => `SELECT co.id, co.name, co.group_id, co.group_name, co.contact_count,
       hq.city, hq.zip_code, hq.country_id, co.is_visible_pme
FROM ${match.from}
${HEAD_OFFICE}${whereOf(match)}
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`,
  counted: (order, limit, offset, gate) => `SELECT co.id, co.name, co.group_id, co.group_name, co.contact_count,
       hq.city, hq.zip_code, hq.country_id, co.is_visible_pme, co.position
FROM (
  SELECT sorted.*, row_number() OVER () AS position FROM (
    SELECT m.id, m.name, m.group_id, m.group_name, m.contact_count, m.is_visible_pme FROM matched AS m
    WHERE ${gate}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}
  ) AS sorted
) AS co
${HEAD_OFFICE}`,
};

const CONTACT_COLUMNS = 'ct.id, ct.first_name, ct.last_name, ct.civility_id, ct.active, ct.job_label,\n       ct.company_id';
const COMPANY_COLUMNS = 'co.name AS company_name, co.group_name AS company_group_name, ct.is_visible_pme,\n       co.is_visible_pme AS company_is_visible_pme';

/**
 * A contact's page. Without its company in the match (contact criteria alone, a sort by the contact's name), the
 * matches are contacts only and the company's columns are joined to the page's rows after the sort.
 */
const CONTACT_PAGE: PageSql = {
  columns: (joinsCompany) => (joinsCompany ? `${CONTACT_COLUMNS}, ${COMPANY_COLUMNS}` : `${CONTACT_COLUMNS}, ct.is_visible_pme`),
  walk: (match, order, limit, offset) => `SELECT ${CONTACT_PAGE.columns(true)}
FROM ${withCompany(match).from}${whereOf(match)}
ORDER BY ${order}
LIMIT ${limit} OFFSET ${offset}`,
  counted: (order, limit, offset, gate, joinsCompany) => {
    const sorted = `SELECT sorted.*, row_number() OVER () AS position FROM (
  SELECT m.* FROM matched AS m
  WHERE ${gate}
  ORDER BY ${order}
  LIMIT ${limit} OFFSET ${offset}
) AS sorted`;
    return joinsCompany
      ? sorted
      : `SELECT ct.id, ct.first_name, ct.last_name, ct.civility_id, ct.active, ct.job_label, ct.company_id, ${COMPANY_COLUMNS}, ct.position
FROM (
${sorted}
) AS ct
JOIN companies co ON co.id = ct.company_id`;
  },
};

/**
 * The first statement of a search: the matches found once, at most `cap + 1` (the CTE `matched`), counted, and — when
 * there are at most `cap`, so that every match is there — the page sorted from them in the same statement (one row per
 * page row with `total` on each; no page row: one row with `total` and nulls). Past the cap the page part is switched
 * off by its gate (a constant condition: PostgreSQL does not run it) and the page is a walk, a second statement.
 * Before, the count and a sorted page were two statements that each found every match (twice the time for the mixes
 * with a few thousand matches, the slowest of the bench).
 */
const countedSql = (ids: string, capPlusOne: string, page: string) => `WITH matched AS MATERIALIZED (${ids} LIMIT ${capPlusOne}),
counted AS MATERIALIZED (SELECT count(*)::int AS total FROM matched)
SELECT counted.total, page.* FROM counted LEFT JOIN (
${page}
) AS page ON true
ORDER BY page.position`;

/** PostgreSQL's "canceling statement due to statement timeout" (the service answers SEARCH.TIMEOUT). */
const QUERY_CANCELED = '57014';

/**
 * No JIT compilation for the search's statements (PostgreSQL server; local to the transaction): their estimated costs
 * pass jit_above_cost, and compiling their expressions took 200 ms of a 1.1 s count on `large` (EXPLAIN ANALYZE,
 * "JIT: Emission 196 ms") for statements that read at most a few hundred thousand rows.
 */
const JIT_OFF = ", set_config('jit', 'off', true)";

/**
 * The advanced search's SQL. A search runs in one transaction whose `statement_timeout` is the search's time-out
 * (PostgreSQL cancels a longer statement: error 57014; the embedded PGlite ignores it, the service's guard answers).
 */
export function createAdvancedSearchRepository(db: Database): AdvancedSearchRepository {
  async function page<Row extends { id: number }>(target: SearchTarget, request: SearchRequest<string>, pageSql: PageSql, order: SortSql): Promise<SearchPage<Row>> {
    const firstParams = new SqlParameters();
    const criteria = criteriaMatchSql(request.criteria, target, request.queries, firstParams);
    // A counted order on the company's columns needs them for every match.
    const found = order.byCompany ? withCompany(criteria) : criteria;
    const ids = `SELECT ${pageSql.columns(found.joinsCompany)} FROM ${found.from}${whereOf(found)}`;
    const capPlusOne = firstParams.add(request.countCap + 1, 'int8');
    const gate = `(SELECT counted.total FROM counted) <= ${firstParams.add(request.countCap, 'int8')}`;
    const first = countedSql(ids, capPlusOne, pageSql.counted(order.counted, firstParams.add(request.limit, 'int8'), firstParams.add(request.offset, 'int8'), gate, found.joinsCompany));
    const started = performance.now();
    // The time-out is for the whole search: each statement gets what is left of it.
    const limitTo = async (tx: { query: Database['query'] }) => {
      const left = Math.round(request.timeoutMs - (performance.now() - started));
      if (left < 1) throw Object.assign(new Error('The search time-out is spent.'), { code: QUERY_CANCELED });
      await tx.query(`SELECT set_config('statement_timeout', $1, true)${db.kind === 'server' ? JIT_OFF : ''}`, [String(left)]);
    };
    return db.transaction(async (tx) => {
      await limitTo(tx);
      const counted = await tx.query<Row & { total: number; position: number | null }>(first, firstParams.values);
      const total = counted[0]?.total ?? 0;
      if (total <= request.countCap) {
        const rows = counted.filter((row) => row.id !== null).map(({ total: _total, position: _position, ...row }) => row as unknown as Row);
        return { rows, total };
      }
      // Past the cap: dense enough matches for the walk of the sort's index.
      const walkParams = new SqlParameters();
      const match = criteriaMatchSql(request.criteria, target, request.queries, walkParams, 'condition');
      await limitTo(tx);
      const rows = await tx.query<Row>(pageSql.walk(match, order.walk, walkParams.add(request.limit, 'int8'), walkParams.add(request.offset, 'int8')), walkParams.values);
      return { rows, total };
    });
  }

  return {
    accounts: (request) => page<CompanyRow>('account', request, ACCOUNT_PAGE, ACCOUNT_ORDER[request.sort]),
    contacts: (request) => page<ContactRow>('contact', request, CONTACT_PAGE, CONTACT_ORDER[request.sort]),
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

import type { QueryResultRow } from 'pg';
import type { Database } from '../../db/database';
import { QUICK_SEARCH_VECTOR_SQL, SEARCH_VECTOR_SQL } from '../../db/schema-data';
import { indexedWords, MARKED_PREFIX_LENGTH, PREFIX_MARK } from './indexed-words';
import { onlyCommonWords } from './search-words';
import type { LexemeShares } from './indexed-words';
import { QUICK_SEARCH_KEY_SQL } from './quick-search-keys';

/**
 * The words of a quick search, already sanitised by the service (letters and digits only, lower case, at most
 * QUICK_SEARCH_MAX_WORDS) and the whole text (for the exact and prefix ranks). Never interpolated: both are bound
 * parameters, and the SQL strips the tsquery operators again after `f_unaccent` (which maps a few letters to `'`, `:`…).
 */
export interface QuickSearchTerms {
  readonly words: readonly string[];
  readonly text: string;
}

/** One column's answer: the rows (ranked, at most `limit`) and the number of matches counted up to `countCap`. */
export interface ColumnRows<Row> {
  readonly rows: Row[];
  readonly total: number;
  /** The count stopped before the end (the contacts' name + job search reads a bounded share): `total` is a lower bound. */
  readonly partial?: boolean;
}

export interface CompanyRow {
  id: number;
  name: string;
  group_id: number | null;
  group_name: string | null;
  contact_count: number;
  city: string | null;
  zip_code: string | null;
  country_id: number | null;
  is_visible_pme: boolean;
}

export interface ContactRow {
  id: number;
  first_name: string;
  last_name: string;
  civility_id: number | null;
  active: boolean;
  job_label: string | null;
  company_id: number;
  company_name: string | null;
  company_group_name: string | null;
  is_visible_pme: boolean;
  /** The employer's visibility to the sales PME licence (null: no such company). */
  company_is_visible_pme: boolean | null;
}

export interface NewsRow {
  id: number;
  type_id: number;
  business_opportunity_type_id: number | null;
  publication_date: string;
  title: string;
  sample_title: string | null;
  description: string | null;
  company_id: number;
  company_name: string | null;
  company_group_name: string | null;
  company_industry_class_id: number | null;
  company_size_id: number | null;
  person_id: number | null;
  person_first_name: string | null;
  person_last_name: string | null;
  person_job_label: string | null;
  person_company_id: number | null;
  person_company_name: string | null;
  person_company_group_name: string | null;
  /** Visibility to the sales PME licence of the news' company, its person and his employer (null: none). */
  company_is_visible_pme: boolean | null;
  person_is_visible_pme: boolean | null;
  person_company_is_visible_pme: boolean | null;
  job_label: string | null;
  job_type_id: number | null;
  source_headline: string | null;
  source_name: string | null;
  source_origin_name: string | null;
  highlight_name: string | null;
  highlight_type_name: string | null;
  highlight_start_date: string | null;
  tag_ids: number[];
}

export interface ConferenceRow {
  id: number;
  name: string;
  start_date: string;
  city: string | null;
  zip_code: string | null;
  organisers: string[];
}

/** Which results of a column: `limit` rows from position `offset` (0: the first). */
export interface QuickSearchPage {
  readonly limit: number;
  readonly offset: number;
}

export interface QuickSearchRepository {
  companies(terms: QuickSearchTerms, page: QuickSearchPage, countCap: number): Promise<ColumnRows<CompanyRow>>;
  contacts(terms: QuickSearchTerms, page: QuickSearchPage, countCap: number): Promise<ColumnRows<ContactRow>>;
  news(terms: QuickSearchTerms, page: QuickSearchPage, countCap: number): Promise<ColumnRows<NewsRow>>;
  conferences(terms: QuickSearchTerms, page: QuickSearchPage, countCap: number): Promise<ColumnRows<ConferenceRow>>;
}

/** Only the first candidates (in index order) are ranked: ranking every match is slow (shared/notes/platform.md). */
export const RANKED_CANDIDATES = 200;
/**
 * Candidates among the names starting with the text (the first ones in the b-tree's byte order): they all rank above
 * the other matches, so fewer are needed to fill a column, and each costs a text-search rank.
 */
const STARTS_CANDIDATES = 100;
/** Exact-name candidates (b-tree equality on the folded name), always ranked first. */
const EXACT_CANDIDATES = 20;

/** The tables searched, each with its GIN index (whose statistics give the share of rows holding each common lexeme). */
/**
 * The GIN indexes of the marked prefixes (migration 0017_quick_search_prefix_lexemes.sql), whose statistics give the
 * share of rows holding each common marked lexeme ('de' marked): the exact share of a short word.
 */
const PREFIX_SEARCH_INDEXES = {
  companies: 'companies_name_prefix_search_idx',
  contacts: 'contacts_name_prefix_search_idx',
  news: 'news_title_prefix_search_idx',
  conferences: 'conferences_name_prefix_search_idx',
} as const;

const SEARCH_TABLES = {
  companies: 'companies_name_search_idx',
  contacts: 'contacts_name_search_idx',
  news: 'news_title_search_idx',
  conferences: 'conferences_name_search_idx',
} as const;
type SearchTable = keyof typeof SEARCH_TABLES;

/**
 * What a candidate carries from its row: the id and the columns its rank is computed from (the name, then the
 * tie-breaker). They are the columns the b-tree name keys hold in INCLUDE (migration 0012_quick_search_covering_keys.sql),
 * so that the names starting with the text are read, checked and ranked by an index-only scan, and the GIN matches bring
 * them from the row they already read: the ranking joins no table row back.
 */
export const RANK_COLUMNS = {
  companies: 'id, name, contact_count',
  contacts: 'id, first_name, last_name',
  news: 'id, title, publication_date',
  conferences: 'id, name, start_date',
} as const satisfies Record<SearchTable, string>;
const TABLES = Object.keys(SEARCH_TABLES) as SearchTable[];

/** The lexeme statistics are read again after this delay (designed): they only change with a data load's ANALYZE. */
const LEXEME_STATISTICS_TTL_MS = 10 * 60_000;

/**
 * The statement that prepares a search once for its four columns ($1 the words, $2 the text, $3…$6 the words each
 * table's GIN index is asked for: indexed-words.ts), with `searchQuery` and the functions of migration
 * 0006_quick_search_speed.sql: `prefix` every word as a prefix (`w1:* & w2:*`); `indexed_<table>`
 * the same for that table's indexed words (every word when they fold to nothing), the rows it finds being then checked
 * against every word; `plain` whether the folded text is exactly its words joined by spaces, each of ASCII letters and
 * digits or a compound of such parts (as `quick_search_plain` of 0006, compounds added): a name starting with it then
 * holds every word, or the compound lexeme the parser makes of it, so no check is needed; `whole` the folded text; `long_words` the folded words of 3 characters or
 * more (the name part of the contacts' "name + job" branch). The column statements get them as parameters ($2, $5…$8),
 * so that PostgreSQL plans each one with the real values (estimates from the statistics) without evaluating the
 * functions again.
 */
/**
 * The tsquery of some words (a `text[]` SQL expression), every word a prefix, accents and case folded like the indexed
 * names, the tsquery characters stripped again after `f_unaccent` (which maps a few letters to `'`, `:`…). A plain word
 * goes through `to_tsquery` (the text-search parser, as the indexed names); a compound word (`jean-pierre`,
 * `saint-etienne`: search-words.ts) is the compound lexeme itself as a prefix (`'jean-pierre':*`), which the parser
 * indexes alongside its parts: `to_tsquery` would also ask for every part as a prefix (`'jean':* <-> 'pierre':*`), and
 * the GIN index answers each such short, common prefix by merging thousands of posting lists.
 *
 * `marked`: the tsquery for the GIN indexes of migration 0017_quick_search_prefix_lexemes.sql (QUICK_SEARCH_VECTOR_SQL),
 * where a prefix of at most MARKED_PREFIX_LENGTH characters that is one lexeme ('ch':*) is asked as its marked exact
 * lexeme ('ch' marked): the same rows, one posting tree instead of the merge of every lexeme starting with it. Unmarked, the
 * tsquery of the row checks and of the ranking (SEARCH_VECTOR_SQL, which holds no marked lexeme).
 */
export const searchQuery = (words: string, marked = false) => `(SELECT coalesce(string_agg(${
  marked ? `CASE WHEN q = quote_literal(w) || ':*' AND length(w) <= ${MARKED_PREFIX_LENGTH} THEN quote_literal('${PREFIX_MARK}' || w) ELSE q END` : 'q'
}, ' & '), '') FROM (
         SELECT w, CASE WHEN w LIKE '%-%' THEN quote_literal(w) || ':*' ELSE nullif(to_tsquery('simple', w || ':*')::text, '') END AS q
         FROM (SELECT regexp_replace(f_unaccent(lower(x)), '[[:space:]&|!():*<>''"\\\\]+', '', 'g') AS w FROM unnest(${words}) AS x) AS cleaned
         WHERE w <> '') AS parts WHERE q IS NOT NULL)::tsquery`;

/**
 * Per table, for a one-word search, the most rows holding one lexeme the word's prefix matches (0: none listed):
 * `quick_search_common_lexemes` (migration 0045_quick_search_common_lexemes.sql) lists the lexemes held by at least
 * 1 001 rows with that many rows or fewer, so a column whose value reaches the count cap has at least the cap's matches
 * (the word's matches are the rows holding a lexeme it starts). The range on the word folded as `searchQuery` folds it
 * finds the candidates (an index range per table); the tsquery itself decides (a one-term query: `numnode` = 1). Run
 * with PREPARE_SQL for one-word searches only (it wraps it as `prepared`; `$7`: the four table names).
 */
const COMMON_ROWS_SQL = `SELECT prepared.*, common.* FROM (%PREPARE%) AS prepared,
LATERAL (
  SELECT ${TABLES.map((table) => `coalesce(max(l.row_count) FILTER (WHERE l.table_name = '${table}'), 0) AS common_rows_${table}`).join(',\n         ')}
  FROM quick_search_common_lexemes AS l,
       (SELECT regexp_replace(f_unaccent(lower(($1::text[])[1])), '[[:space:]&|!():*<>''"\\\\]+', '', 'g') COLLATE "C" AS w) AS single
  WHERE l.table_name = ANY ($7::text[]) AND l.lexeme >= single.w AND l.lexeme < single.w || chr(1114111)
    AND numnode(prepared.prefix::tsquery) = 1 AND array_to_tsvector(ARRAY[l.lexeme]) @@ prepared.prefix::tsquery
) AS common`;

const PREPARE_SQL = `SELECT ${searchQuery('$1::text[]')}::text AS prefix,
       ${TABLES.map(
         (table, index) => `(CASE WHEN numnode(${searchQuery(`$${index + 3}::text[]`)}) > 0 THEN ${searchQuery(`$${index + 3}::text[]`, true)}
             ELSE ${searchQuery('$1::text[]', true)} END)::text AS indexed_${table},`,
       ).join('\n       ')}
       (SELECT lower(f_unaccent($2::text)) = array_to_string(array_agg(f_unaccent(lower(x)) ORDER BY n), ' ')
               AND bool_and(f_unaccent(lower(x)) ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
          FROM unnest($1::text[]) WITH ORDINALITY AS w(x, n)) AS plain,
       lower(f_unaccent($2::text)) AS whole,
       ARRAY(SELECT DISTINCT w FROM (SELECT lower(f_unaccent(x)) AS w FROM unnest($1::text[]) AS x) AS folded WHERE length(w) >= 3) AS long_words`;
const PREPARE_ONE_WORD_SQL = COMMON_ROWS_SQL.replace('%PREPARE%', () => PREPARE_SQL);

type PreparedTerms = {
  /** Per table, whether its indexed words are all the words (set in JS after the statement). */
  readonly all: Record<SearchTable, boolean>;
  readonly prefix: string;
  readonly plain: boolean;
  readonly whole: string;
  readonly long_words: string[];
} & { readonly [table in SearchTable as `indexed_${table}`]: string } & {
  /** COMMON_ROWS_SQL's (0 for several words). */
  readonly [table in SearchTable as `common_rows_${table}`]?: number;
};

/** The most common lexemes of the four GIN indexes (ANALYZE's statistics; none before the first ANALYZE). */
const LEXEME_STATISTICS_SQL = `SELECT tablename AS index_name, most_common_elems::text::text[] AS lexemes, most_common_elem_freqs AS shares
FROM pg_stats WHERE schemaname = current_schema() AND tablename = ANY($1::text[]) AND most_common_elems IS NOT NULL`;

const PREFIX = '$5::tsquery';
/** What this table's GIN index is asked for (indexed-words.ts), short words as marked lexemes (`searchQuery`). */
const INDEXED_PREFIX = '$6::tsquery';
/** Whether INDEXED_PREFIX asks for every word (false when unsure): the rows the index gives then need no check. */
const INDEXED_ALL = '$11::boolean';
const PLAIN = '$7::boolean';
/** The folded words of 3 characters or more (the name part of the "name + job" branch). */
const LONG_WORDS = '$8::text[]';
const WORD_COUNT = 'cardinality($1::text[])';
/** The folded text (`lower(f_unaccent(text))`, computed by PREPARE_SQL). */
const WHOLE = '$2::text';
const WHOLE_END = `(${WHOLE} || chr(1114111))`;

/**
 * `key` starts with the folded text: a range of the b-tree `text_pattern_ops` index, up to the smallest string above
 * every string starting with the text in byte order (U+10FFFF appended).
 */
const startsWithText = (key: string) => `${key} ~>=~ ${WHOLE} AND ${key} ~<~ ${WHOLE_END}`;

/**
 * Matches found through the b-tree: rows whose folded name starts with the text (a range read in index order, at most
 * `$4`, the count cap) and that match every word (true by construction for a PLAIN text; otherwise checked on each
 * row read: the range's LIMIT keeps the planner from answering that check with the GIN index). A short prefix ("a",
 * "ma") expands to thousands of lexemes in the GIN index, whose bitmap must then be built whole; here the scan stops at
 * the cap. When they reach the cap, the total is the cap and the GIN scan is skipped; otherwise the GIN scan counts
 * every match (exact below the cap). With a second key (contacts: last + first name), its range is read only when the
 * first one stayed below the cap.
 */
function startsCte(table: string, columns: string, keys: readonly [string, ...string[]], vector: string, where = 'true'): string {
  const range = (key: string, gate: string) =>
    `SELECT ${columns} FROM (SELECT ${columns} FROM ${table} WHERE ${where} AND ${gate} ${startsWithText(key)} ORDER BY ${key} USING ~<~ LIMIT $4) AS ${table}
   WHERE (${PLAIN} OR ${vector} @@ ${PREFIX})`;
  const [first, ...others] = keys;
  if (others.length === 0) return `starts AS MATERIALIZED (${range(first, '')}),\nstarts_count AS MATERIALIZED (SELECT count(*) AS n FROM starts)`;
  return `starts_first AS MATERIALIZED (${range(first, '')}),
starts AS MATERIALIZED (
  SELECT * FROM starts_first
  ${others.map((key) => `UNION\n  ${range(key, '(SELECT count(*) FROM starts_first) < $4 AND')}`).join('\n  ')}
),
starts_count AS MATERIALIZED (SELECT least(count(*), $4) AS n FROM starts)`;
}
const STARTS_BELOW_CAP = '(SELECT n FROM starts_count) < $4';
/**
 * The text is made only of short common words ("de la", "le la": search-words.ts `onlyCommonWords`): only the names
 * starting with it are searched (the b-tree range), neither the GIN index nor the name + job search.
 */
const STARTS_ONLY = '$10::boolean';
/**
 * The first page of a one-word search whose word starts a lexeme held by at least the cap's rows
 * (`quick_search_common_lexemes`, PREPARE_SQL): the total is the cap without counting. The `matches` statement stays
 * the same (same plan, same order: a smaller LIMIT would let the planner read a very common word's rows in table order,
 * from wherever a synchronised scan of the table stands, i.e. other candidates each time), but only the ranked
 * candidates pull rows from it: RANKED_CANDIDATES heap pages instead of the cap's 1 001. Always false for a later page,
 * whose positions need every match up to the cap.
 */
const COMMON = '$12::boolean';
/**
 * A call that keeps the statement off parallel plans (migration 0045_quick_search_common_lexemes.sql: a PARALLEL UNSAFE
 * function folding to `true`): a Gather under a LIMIT hands rows over in the order its workers find them, which would
 * change the candidates ranked from one run to the next, and its workers cost more to start than these reads.
 */
const SERIAL = 'quick_search_serial()';

/**
 * Every match through the GIN index, at most `$4`, only when the b-tree did not already reach the cap: the index
 * (`indexVector`, QUICK_SEARCH_VECTOR_SQL) gives the rows matching INDEXED_PREFIX (the OFFSET 0 fence keeps the full
 * check out of the index scan), each then checked against every word on the names' own lexemes (`vector`, cheaper to
 * compute) unless INDEXED_PREFIX already holds them all (a constant parameter, folded while planning).
 */
function matchesCte(table: string, columns: string, vector: string, indexVector: string, where = 'true'): string {
  return `matches AS MATERIALIZED (
  SELECT ${columns} FROM (SELECT ${columns} FROM ${table} WHERE NOT ${STARTS_ONLY} AND ${STARTS_BELOW_CAP} AND ${where} AND ${indexVector} @@ ${INDEXED_PREFIX} OFFSET 0) AS ${table}
  WHERE (${INDEXED_ALL} OR ${vector} @@ ${PREFIX})
  LIMIT $4
)`;
}
const TOTAL = `(CASE WHEN ${STARTS_ONLY} THEN (SELECT n FROM starts_count) WHEN ${COMMON} THEN $4 WHEN ${STARTS_BELOW_CAP} THEN (SELECT count(*) FROM matches) ELSE $4 END)::int AS total`;

/**
 * The page's rows, each with the column's total; a page past the last result is one row of nulls with the total (the
 * total must not depend on the page holding rows).
 */
const pageWithTotal = (select: string, total: string) => `SELECT page.*, totals.* FROM (SELECT ${total}) AS totals
LEFT JOIN LATERAL (${select}) AS page ON ${SERIAL}
ORDER BY page.position`;

/** Ranked candidates: exact names, names starting with the text, then the first other matches. */
function candidatesCte(table: string, columns: string, exact: string, vector: string, where = 'true'): string {
  return `candidates AS (
  (SELECT ${columns} FROM (SELECT ${columns} FROM ${table} WHERE ${where} AND ${exact} LIMIT ${EXACT_CANDIDATES}) AS ${table} WHERE ${vector} @@ ${PREFIX})
  UNION
  (SELECT * FROM starts LIMIT ${STARTS_CANDIDATES})
  UNION
  (SELECT * FROM matches LIMIT ${RANKED_CANDIDATES})
)`;
}

/**
 * Which statement of a column: the first page (the box's answer, and the results page's first) or a later one (paging:
 * the ranked candidates, then every other match).
 */
type PageKind = 'first' | 'later';

/**
 * Which GIN index a column statement asks (migration 0017_quick_search_prefix_lexemes.sql): `marked` when the indexed
 * words include a short one, asked as its marked lexeme (QUICK_SEARCH_VECTOR_SQL); otherwise `plain`, the names'
 * lexemes alone (SEARCH_VECTOR_SQL), cheaper to compute when the planner reads a very common word's rows in table order.
 */
type IndexKind = 'plain' | 'marked';
const INDEX_KINDS = ['plain', 'marked'] as const;

/**
 * The page of results (`$3` rows from position `$9`) with their position, ranked on the columns the candidates carry
 * (RANK_COLUMNS: no table row is read back for the ranking), so that the joins for the cards (the row itself, head office,
 * companies of a contact or a news piece) are made for these few rows only.
 * Positions (docs/api.md "Quick search", paging): first the candidates ranked, then — only when the page reaches past
 * them — every other match found (`universe`: the names starting with the text and the GIN matches, each read up to the
 * count cap `$4`) ranked by the same order, up to position `$4 - 1` (the cap). Both sets depend only on the text and
 * `$3`, so consecutive pages of the same size never repeat nor skip a result; the first page is the box's answer.
 */
function rankedCte(page: PageKind, alias: string, order: string, universe = 'SELECT * FROM starts UNION SELECT * FROM matches'): string {
  if (page === 'first') {
    // The first page (offset 0, limit ≤ STARTS_CANDIDATES): `rest` is always empty there, since the pool holds every
    // match whenever it has fewer rows than the limit (fewer than 100 names starting with the text, fewer than 200
    // other matches). The statement without it is the same answer, planned faster.
    return `pool AS MATERIALIZED (
  SELECT ${alias}.id, row_number() OVER (ORDER BY ${order}) AS position
  FROM candidates AS ${alias}
),
ranked AS MATERIALIZED (SELECT id, position FROM pool ORDER BY position LIMIT $3)`;
  }
  return `pool AS MATERIALIZED (
  SELECT ${alias}.id, row_number() OVER (ORDER BY ${order}) AS position
  FROM candidates AS ${alias}
),
rest AS MATERIALIZED (
  SELECT ${alias}.id, (SELECT count(*) FROM pool) + row_number() OVER (ORDER BY ${order}) AS position
  FROM (${universe}) AS ${alias}
  WHERE $9::bigint + $3::bigint > (SELECT count(*) FROM pool) AND NOT EXISTS (SELECT 1 FROM pool WHERE pool.id = ${alias}.id)
),
ranked AS MATERIALIZED (
  SELECT id, position FROM (SELECT id, position FROM pool UNION ALL SELECT id, position FROM rest) AS positions
  WHERE position < $4
  ORDER BY position
  OFFSET $9 LIMIT $3
)`;
}

/** Exact name first, then names starting with the text, then the text-search rank. */
const nameOrder = (name: string) =>
  `(lower(f_unaccent(${name})) = ${WHOLE}) DESC, starts_with(lower(f_unaccent(${name})), ${WHOLE}) DESC,
   ts_rank(to_tsvector('simple', f_unaccent(${name})), ${PREFIX}) DESC`;

function companiesSql(page: PageKind, index: IndexKind): string {
  const vector = SEARCH_VECTOR_SQL.companies;
  const key = QUICK_SEARCH_KEY_SQL.companies;
  return `WITH
${startsCte('companies', RANK_COLUMNS.companies, [key], vector)},
${matchesCte('companies', RANK_COLUMNS.companies, vector, index === 'marked' ? QUICK_SEARCH_VECTOR_SQL.companies : vector)},
${candidatesCte('companies', RANK_COLUMNS.companies, `${key} = ${WHOLE}`, vector)},
${rankedCte(page, 'c', `${nameOrder('c.name')}, c.contact_count DESC, c.id`)}
${pageWithTotal(`SELECT c.id, c.name, c.group_id, c.group_name, c.contact_count, c.is_visible_pme,
       hq.city, hq.zip_code, hq.country_id, ranked.position
FROM ranked JOIN companies c ON c.id = ranked.id
LEFT JOIN LATERAL (
  SELECT o.city, o.zip_code, o.country_id FROM offices o WHERE o.company_id = c.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1
) hq ON true
ORDER BY ranked.position`, TOTAL)}`;
}

/**
 * Contacts matched through "some words in the name, the others in the job" (designed): looked for only when the names
 * alone give fewer than the requested cards, among about this many contacts whose first or last name starts with one of
 * the words of 3 characters or more (read in name order from the b-tree ranges of both name keys, each stopping at its
 * share: no GIN bitmap to build), each checked on its name and job (the job label is not indexed: this bounds the work).
 */
export const JOB_BRANCH_SCAN = 2000;
/** Each word's share of JOB_BRANCH_SCAN, split between its two b-tree ranges (first name first, last name first). */
const JOB_RANGE_LIMIT = `(${JOB_BRANCH_SCAN} / (2 * greatest(cardinality(${LONG_WORDS}), 1)))`;

/**
 * The contacts' total: names and the name + job search together. That search reads a bounded share of the names that
 * start with a word (not the later parts of compound names): when it ran, the total is a lower bound.
 */
const CONTACTS_TOTAL = `(CASE WHEN ${STARTS_ONLY} THEN (SELECT n FROM starts_count)
             WHEN ${COMMON} THEN $4
             WHEN ${STARTS_BELOW_CAP}
             THEN (SELECT least(count(*), $4) FROM (SELECT id FROM matches UNION SELECT id FROM job_matches) AS capped)
             ELSE $4 END)::int AS total,
       (SELECT runs FROM job_branch) AS total_partial`;

function contactsSql(page: PageKind, index: IndexKind): string {
  const vector = SEARCH_VECTOR_SQL.contacts;
  const full = QUICK_SEARCH_KEY_SQL.contactFullName;
  const reversed = QUICK_SEARCH_KEY_SQL.contactReversedName;
  const fullName = `lower(f_unaccent(p.first_name || ' ' || p.last_name))`;
  const reversedName = `lower(f_unaccent(p.last_name || ' ' || p.first_name))`;
  const order = `(${fullName} = ${WHOLE} OR ${reversedName} = ${WHOLE}) DESC,
   (starts_with(${fullName}, ${WHOLE}) OR starts_with(${reversedName}, ${WHOLE})) DESC,
   ts_rank(to_tsvector('simple', f_unaccent(p.first_name || ' ' || p.last_name)), ${PREFIX}) DESC,
   p.id`;
  return `WITH
${startsCte('contacts', RANK_COLUMNS.contacts, [full, reversed], vector, 'active')},
${matchesCte('contacts', RANK_COLUMNS.contacts, vector, index === 'marked' ? QUICK_SEARCH_VECTOR_SQL.contacts : vector, 'active')},
-- The name + job search runs for several words when the names alone give fewer than the requested cards.
job_branch AS MATERIALIZED (SELECT (NOT ${STARTS_ONLY} AND ${WORD_COUNT} > 1 AND (SELECT n FROM starts_count) < $3 AND (SELECT count(*) FROM matches) < $3) AS runs),
job_scan AS MATERIALIZED (
  SELECT some_words.* FROM unnest(${LONG_WORDS}) AS word
  CROSS JOIN LATERAL (
    (SELECT id, first_name, last_name, job_label FROM contacts
     WHERE active AND ${full} ~>=~ word AND ${full} ~<~ (word || chr(1114111)) ORDER BY ${full} USING ~<~ LIMIT ${JOB_RANGE_LIMIT})
    UNION ALL
    (SELECT id, first_name, last_name, job_label FROM contacts
     WHERE active AND ${reversed} ~>=~ word AND ${reversed} ~<~ (word || chr(1114111)) ORDER BY ${reversed} USING ~<~ LIMIT ${JOB_RANGE_LIMIT})
  ) AS some_words
  WHERE (SELECT runs FROM job_branch)
),
job_matches AS MATERIALIZED (
  SELECT DISTINCT id, first_name, last_name FROM job_scan
  WHERE to_tsvector('simple', f_unaccent(first_name || ' ' || last_name || ' ' || coalesce(job_label, ''))) @@ ${PREFIX}
),
candidates AS (
  (SELECT * FROM ((SELECT id, first_name, last_name FROM contacts WHERE active AND ${full} = ${WHOLE} LIMIT ${EXACT_CANDIDATES})
                    UNION ALL (SELECT id, first_name, last_name FROM contacts WHERE active AND ${reversed} = ${WHOLE} LIMIT ${EXACT_CANDIDATES})) AS contacts
   WHERE ${vector} @@ ${PREFIX})
  UNION
  (SELECT * FROM starts LIMIT ${STARTS_CANDIDATES})
  UNION
  (SELECT * FROM matches LIMIT ${RANKED_CANDIDATES})
  UNION
  (SELECT * FROM job_matches LIMIT ${RANKED_CANDIDATES})
),
${rankedCte(page, 'p', order, 'SELECT * FROM starts UNION SELECT * FROM matches UNION SELECT * FROM job_matches')}
${pageWithTotal(`SELECT p.id, p.first_name, p.last_name, p.civility_id, p.active, p.job_label, p.company_id, p.is_visible_pme,
       c.name AS company_name, c.group_name AS company_group_name, c.is_visible_pme AS company_is_visible_pme,
       ranked.position
FROM ranked JOIN contacts p ON p.id = ranked.id
LEFT JOIN companies c ON c.id = p.company_id
ORDER BY ranked.position`, CONTACTS_TOTAL)}`;
}

function newsSql(page: PageKind, index: IndexKind): string {
  const vector = SEARCH_VECTOR_SQL.news;
  const key = QUICK_SEARCH_KEY_SQL.news;
  return `WITH
${startsCte('news', RANK_COLUMNS.news, [key], vector)},
${matchesCte('news', RANK_COLUMNS.news, vector, index === 'marked' ? QUICK_SEARCH_VECTOR_SQL.news : vector)},
${candidatesCte('news', RANK_COLUMNS.news, `${key} = ${WHOLE}`, vector)},
${rankedCte(page, 'n', `${nameOrder('n.title')}, n.publication_date DESC, n.id DESC`)}
${pageWithTotal(`SELECT n.id, n.type_id, n.business_opportunity_type_id, n.publication_date::text AS publication_date, n.title,
       n.sample_title, n.description, n.company_id, c.name AS company_name, c.group_name AS company_group_name,
       c.industry_class_id AS company_industry_class_id, c.size_id AS company_size_id,
       n.person_id, p.first_name AS person_first_name, p.last_name AS person_last_name, p.job_label AS person_job_label,
       p.company_id AS person_company_id, pc.name AS person_company_name, pc.group_name AS person_company_group_name,
       n.job_label, n.job_type_id, n.source_headline, n.source_name, n.source_origin_name,
       n.highlight_name, n.highlight_type_name, n.highlight_start_date::text AS highlight_start_date, n.tag_ids,
       c.is_visible_pme AS company_is_visible_pme, p.is_visible_pme AS person_is_visible_pme,
       pc.is_visible_pme AS person_company_is_visible_pme, ranked.position
FROM ranked JOIN news n ON n.id = ranked.id
LEFT JOIN companies c ON c.id = n.company_id
LEFT JOIN contacts p ON p.id = n.person_id
LEFT JOIN companies pc ON pc.id = p.company_id
ORDER BY ranked.position`, TOTAL)}`;
}

function conferencesSql(page: PageKind, index: IndexKind): string {
  const vector = SEARCH_VECTOR_SQL.conferences;
  const key = QUICK_SEARCH_KEY_SQL.conferences;
  return `WITH
${startsCte('conferences', RANK_COLUMNS.conferences, [key], vector)},
${matchesCte('conferences', RANK_COLUMNS.conferences, vector, index === 'marked' ? QUICK_SEARCH_VECTOR_SQL.conferences : vector)},
${candidatesCte('conferences', RANK_COLUMNS.conferences, `${key} = ${WHOLE}`, vector)},
${rankedCte(page, 'f', `${nameOrder('f.name')}, f.start_date DESC, f.id`)}
${pageWithTotal(`SELECT f.id, f.name, f.start_date::text AS start_date, f.city, f.zip_code, f.organisers, ranked.position
FROM ranked JOIN conferences f ON f.id = ranked.id
ORDER BY ranked.position`, TOTAL)}`;
}

/**
 * A column statement with only the parameters it uses, renumbered from $1 (PostgreSQL refuses a parameter whose type it
 * cannot infer, i.e. one the statement never mentions), and the positions of their values among the twelve.
 */
function compactParameters(sql: string): { readonly text: string; readonly picks: readonly number[] } {
  const used = [...new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  const text = sql.replace(/\$(\d+)/g, (_, position: string) => `$${used.indexOf(Number(position)) + 1}`);
  return { text, picks: used.map((position) => position - 1) };
}

/** SQL of the quick search (read only; the data tables are shared reference data, not organisation-scoped). */
export function createQuickSearchRepository(db: Database): QuickSearchRepository {
  const statementsOf = (page: PageKind) =>
    Object.fromEntries(
      INDEX_KINDS.map((index) => [
        index,
        {
          companies: compactParameters(companiesSql(page, index)),
          contacts: compactParameters(contactsSql(page, index)),
          news: compactParameters(newsSql(page, index)),
          conferences: compactParameters(conferencesSql(page, index)),
        },
      ]),
    ) as Record<IndexKind, Record<SearchTable, ReturnType<typeof compactParameters>>>;
  const sqlOf = { first: statementsOf('first'), later: statementsOf('later') };
  // The GIN indexes' common lexemes, read once per LEXEME_STATISTICS_TTL_MS (only the cost of a search depends on them).
  let statistics: { readonly at: number; readonly shares: Promise<Record<SearchTable, LexemeShares>> } | undefined;
  const lexemeShares = (): Promise<Record<SearchTable, LexemeShares>> => {
    if (!statistics || Date.now() - statistics.at > LEXEME_STATISTICS_TTL_MS) {
      const shares = db
        .query<{ index_name: string; lexemes: string[]; shares: number[] }>(LEXEME_STATISTICS_SQL, [
          [...Object.values(SEARCH_TABLES), ...Object.values(PREFIX_SEARCH_INDEXES)],
        ])
        .then((rows) => {
          // The names' lexemes from the plain index (its statistics keep more of them), the marked ones from the other.
          const entriesOf = (indexName: string, marked: boolean): [string, number][] => {
            const row = rows.find((candidate) => candidate.index_name === indexName);
            return (row?.lexemes ?? [])
              .map((lexeme, index): [string, number] => [lexeme, Number(row!.shares[index])])
              .filter(([lexeme]) => lexeme.startsWith(PREFIX_MARK) === marked);
          };
          const sharesOf = (table: SearchTable): LexemeShares =>
            new Map([...entriesOf(SEARCH_TABLES[table], false), ...entriesOf(PREFIX_SEARCH_INDEXES[table], true)]);
          return { companies: sharesOf('companies'), contacts: sharesOf('contacts'), news: sharesOf('news'), conferences: sharesOf('conferences') };
        });
      statistics = { at: Date.now(), shares };
      shares.catch(() => (statistics = undefined));
    }
    return statistics.shares;
  };
  // One preparation per search, shared by its columns (the service passes them the same terms object).
  const prepared = new WeakMap<QuickSearchTerms, Promise<PreparedTerms>>();
  const prepare = (terms: QuickSearchTerms): Promise<PreparedTerms> => {
    let answer = prepared.get(terms);
    if (!answer) {
      answer = lexemeShares().then(async (shares) => {
        const indexed = TABLES.map((table) => indexedWords(terms.words, shares[table]));
        const [row] = await db.query<PreparedTerms & QueryResultRow>(
          terms.words.length === 1 ? PREPARE_ONE_WORD_SQL : PREPARE_SQL,
          terms.words.length === 1 ? [terms.words, terms.text, ...indexed, TABLES] : [terms.words, terms.text, ...indexed],
        );
        // Every word asked of the index (the words are distinct: searchWords): its rows need no check.
        const all = Object.fromEntries(TABLES.map((table, index) => [table, indexed[index]!.length === terms.words.length])) as Record<SearchTable, boolean>;
        return { ...row!, all };
      });
      prepared.set(terms, answer);
    }
    return answer;
  };
  async function column<Row extends object>(
    table: SearchTable,
    terms: QuickSearchTerms,
    { limit, offset }: QuickSearchPage,
    countCap: number,
  ): Promise<ColumnRows<Row>> {
    if (terms.words.length === 0) return { rows: [], total: 0 };
    const prepared = await prepare(terms);
    const indexed = prepared[`indexed_${table}`];
    // A marked lexeme in the tsquery ('ch' marked): only the index of 0017 holds it.
    const index: IndexKind = indexed.includes(`'${PREFIX_MARK}`) ? 'marked' : 'plain';
    const page: PageKind = offset === 0 && limit <= STARTS_CANDIDATES ? 'first' : 'later';
    const sql = sqlOf[page][index][table];
    const { prefix, plain, whole, long_words } = prepared;
    // The first page of a word held by at least the cap's rows: total known, only the ranked candidates read (COMMON).
    const common = page === 'first' && Number(prepared[`common_rows_${table}`] ?? 0) >= countCap;
    const values = [
      terms.words, whole, limit, countCap, prefix, indexed, plain, long_words, offset, onlyCommonWords(terms.words), prepared.all[table], common,
    ];
    const rows = await db.query<Row & { id: number | null; position: unknown; total: number; total_partial?: boolean }>(
      sql.text,
      sql.picks.map((position) => values[position]),
    );
    const total = rows[0]?.total ?? 0;
    const partial = rows[0]?.total_partial === true;
    const found = rows.filter((row) => row.id !== null).map(({ total: _total, total_partial: _partial, position: _position, ...row }) => row as unknown as Row);
    return { rows: found, total, ...(partial ? { partial } : {}) };
  }
  return {
    companies: (terms, page, cap) => column<CompanyRow>('companies', terms, page, cap),
    contacts: (terms, page, cap) => column<ContactRow>('contacts', terms, page, cap),
    news: (terms, page, cap) => column<NewsRow>('news', terms, page, cap),
    conferences: (terms, page, cap) => column<ConferenceRow>('conferences', terms, page, cap),
  };
}

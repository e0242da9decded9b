import type { Database } from '../../db/database';
import { SEARCH_VECTOR_SQL } from '../../db/schema-data';

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

export interface QuickSearchRepository {
  companies(terms: QuickSearchTerms, limit: number, countCap: number): Promise<ColumnRows<CompanyRow>>;
  contacts(terms: QuickSearchTerms, limit: number, countCap: number): Promise<ColumnRows<ContactRow>>;
  news(terms: QuickSearchTerms, limit: number, countCap: number): Promise<ColumnRows<NewsRow>>;
  conferences(terms: QuickSearchTerms, limit: number, countCap: number): Promise<ColumnRows<ConferenceRow>>;
}

/** Only the first candidates (in index order) are ranked: ranking every match is slow (shared/notes/platform.md). */
export const RANKED_CANDIDATES = 200;

/**
 * The search terms as tsqueries, computed once per statement ($1 the words, $2 the text):
 * `all_prefix` every word as a prefix (`w1:* & w2:*`), `all_words` every word whole (exact-name candidates),
 * `any_prefix` any word of 3 characters or more as a prefix (contacts whose name holds some words and their job the
 * others; shorter prefixes would make that index scan cover most of the table); `word_count` the words left.
 * The characters of the tsquery syntax are removed after f_unaccent (which turns `ː` into `:`, `ʼ` into `'`…).
 */
const TERMS_CTE = `terms AS MATERIALIZED (
  SELECT to_tsquery('simple', coalesce(string_agg(w || ':*', ' & '), '')) AS all_prefix,
         to_tsquery('simple', coalesce(string_agg(w, ' & '), '')) AS all_words,
         to_tsquery('simple', coalesce(string_agg(w || ':*', ' | ') FILTER (WHERE length(w) >= 3), '')) AS any_prefix,
         lower(f_unaccent($2::text)) AS whole,
         count(*) AS word_count
  FROM (SELECT regexp_replace(f_unaccent(lower(x)), '[[:space:]&|!():*<>''"\\\\]+', '', 'g') AS w FROM unnest($1::text[]) AS x) AS cleaned
  WHERE w <> ''
)`;

const PREFIX = '(SELECT all_prefix FROM terms)';
const WORDS = '(SELECT all_words FROM terms)';
const ANY_PREFIX = '(SELECT any_prefix FROM terms)';
const WHOLE = '(SELECT whole FROM terms)';

/**
 * The ids of the matches, at most `$4` (the count cap), materialised once: the count and the candidates share one
 * GIN scan. `total` is their number; the first RANKED_CANDIDATES of them are ranked.
 */
function matchesCte(table: string, condition: string): string {
  return `matches AS MATERIALIZED (SELECT id FROM ${table} WHERE ${condition} LIMIT $4)`;
}
const TOTAL = '(SELECT count(*)::int FROM matches) AS total';

function companiesSql(): string {
  const vector = SEARCH_VECTOR_SQL.companies;
  return `WITH ${TERMS_CTE},
${matchesCte('companies', `${vector} @@ ${PREFIX}`)},
candidates AS (
  (SELECT id FROM matches LIMIT ${RANKED_CANDIDATES})
  UNION
  (SELECT id FROM companies WHERE ${vector} @@ ${WORDS} AND lower(f_unaccent(name)) = ${WHOLE} LIMIT 20)
)
SELECT c.id, c.name, c.group_id, c.group_name, c.contact_count, c.is_visible_pme,
       hq.city, hq.zip_code, hq.country_id,
       ${TOTAL}
FROM candidates JOIN companies c ON c.id = candidates.id
LEFT JOIN LATERAL (
  SELECT o.city, o.zip_code, o.country_id FROM offices o WHERE o.company_id = c.id ORDER BY o.is_headquarters DESC, o.id LIMIT 1
) hq ON true
ORDER BY (lower(f_unaccent(c.name)) = ${WHOLE}) DESC,
         starts_with(lower(f_unaccent(c.name)), ${WHOLE}) DESC,
         ts_rank(to_tsvector('simple', f_unaccent(c.name)), ${PREFIX}) DESC,
         c.contact_count DESC, c.id
LIMIT $3`;
}

/**
 * Contacts matched through "some words in the name, the others in the job" (designed): looked for only when the names
 * alone give fewer than the requested cards, among at most this many contacts whose name holds one of the words (the
 * job label is not indexed: this bounds the work).
 */
export const JOB_BRANCH_SCAN = 2000;

function contactsSql(): string {
  const vector = SEARCH_VECTOR_SQL.contacts;
  const fullName = `lower(f_unaccent(p.first_name || ' ' || p.last_name))`;
  const reversedName = `lower(f_unaccent(p.last_name || ' ' || p.first_name))`;
  return `WITH ${TERMS_CTE},
name_matches AS MATERIALIZED (SELECT id FROM contacts WHERE active AND ${vector} @@ ${PREFIX} LIMIT $4),
job_matches AS MATERIALIZED (
  SELECT id FROM (
    SELECT id, first_name, last_name, job_label FROM contacts
    WHERE (SELECT word_count FROM terms) > 1 AND (SELECT count(*) FROM name_matches) < $3
      AND active AND ${vector} @@ ${ANY_PREFIX}
    LIMIT ${JOB_BRANCH_SCAN}
  ) AS some_words
  WHERE (${vector} || to_tsvector('simple', f_unaccent(coalesce(job_label, '')))) @@ ${PREFIX}
),
candidates AS (
  (SELECT id FROM name_matches LIMIT ${RANKED_CANDIDATES})
  UNION
  (SELECT id FROM job_matches LIMIT ${RANKED_CANDIDATES})
  UNION
  (SELECT id FROM contacts WHERE active AND ${vector} @@ ${WORDS}
     AND (lower(f_unaccent(first_name || ' ' || last_name)) = ${WHOLE} OR lower(f_unaccent(last_name || ' ' || first_name)) = ${WHOLE})
   LIMIT 20)
)
SELECT p.id, p.first_name, p.last_name, p.civility_id, p.active, p.job_label, p.company_id, p.is_visible_pme,
       c.name AS company_name, c.group_name AS company_group_name,
       (SELECT least(count(*), $4)::int FROM (SELECT id FROM name_matches UNION SELECT id FROM job_matches) AS capped) AS total
FROM candidates JOIN contacts p ON p.id = candidates.id
LEFT JOIN companies c ON c.id = p.company_id
ORDER BY (${fullName} = ${WHOLE} OR ${reversedName} = ${WHOLE}) DESC,
         (starts_with(${fullName}, ${WHOLE}) OR starts_with(${reversedName}, ${WHOLE})) DESC,
         ts_rank(to_tsvector('simple', f_unaccent(p.first_name || ' ' || p.last_name)), ${PREFIX}) DESC,
         p.id
LIMIT $3`;
}

function newsSql(): string {
  const vector = SEARCH_VECTOR_SQL.news;
  return `WITH ${TERMS_CTE},
${matchesCte('news', `${vector} @@ ${PREFIX}`)},
candidates AS (SELECT id FROM matches LIMIT ${RANKED_CANDIDATES})
SELECT n.id, n.type_id, n.business_opportunity_type_id, n.publication_date::text AS publication_date, n.title,
       n.sample_title, n.description, n.company_id, c.name AS company_name, c.group_name AS company_group_name,
       c.industry_class_id AS company_industry_class_id, c.size_id AS company_size_id,
       n.person_id, p.first_name AS person_first_name, p.last_name AS person_last_name, p.job_label AS person_job_label,
       p.company_id AS person_company_id, pc.name AS person_company_name, pc.group_name AS person_company_group_name,
       n.job_label, n.job_type_id, n.source_headline, n.source_name, n.source_origin_name,
       n.highlight_name, n.highlight_type_name, n.highlight_start_date::text AS highlight_start_date, n.tag_ids,
       ${TOTAL}
FROM candidates JOIN news n ON n.id = candidates.id
LEFT JOIN companies c ON c.id = n.company_id
LEFT JOIN contacts p ON p.id = n.person_id
LEFT JOIN companies pc ON pc.id = p.company_id
ORDER BY (lower(f_unaccent(n.title)) = ${WHOLE}) DESC,
         starts_with(lower(f_unaccent(n.title)), ${WHOLE}) DESC,
         ts_rank(to_tsvector('simple', f_unaccent(n.title)), ${PREFIX}) DESC,
         n.publication_date DESC, n.id DESC
LIMIT $3`;
}

function conferencesSql(): string {
  const vector = SEARCH_VECTOR_SQL.conferences;
  return `WITH ${TERMS_CTE},
${matchesCte('conferences', `${vector} @@ ${PREFIX}`)},
candidates AS (SELECT id FROM matches LIMIT ${RANKED_CANDIDATES})
SELECT f.id, f.name, f.start_date::text AS start_date, f.city, f.zip_code, f.organisers,
       ${TOTAL}
FROM candidates JOIN conferences f ON f.id = candidates.id
ORDER BY (lower(f_unaccent(f.name)) = ${WHOLE}) DESC,
         starts_with(lower(f_unaccent(f.name)), ${WHOLE}) DESC,
         ts_rank(to_tsvector('simple', f_unaccent(f.name)), ${PREFIX}) DESC,
         f.start_date DESC, f.id
LIMIT $3`;
}

/** SQL of the quick search (read only; the data tables are shared reference data, not organisation-scoped). */
export function createQuickSearchRepository(db: Database): QuickSearchRepository {
  const sqlOf = {
    companies: companiesSql(),
    contacts: contactsSql(),
    news: newsSql(),
    conferences: conferencesSql(),
  };
  async function column<Row extends object>(sql: string, terms: QuickSearchTerms, limit: number, countCap: number): Promise<ColumnRows<Row>> {
    if (terms.words.length === 0) return { rows: [], total: 0 };
    const rows = await db.query<Row & { total: number }>(sql, [terms.words, terms.text, limit, countCap]);
    const total = rows[0]?.total ?? 0;
    return { rows: rows.map(({ total: _total, ...row }) => row as unknown as Row), total };
  }
  return {
    companies: (terms, limit, cap) => column<CompanyRow>(sqlOf.companies, terms, limit, cap),
    contacts: (terms, limit, cap) => column<ContactRow>(sqlOf.contacts, terms, limit, cap),
    news: (terms, limit, cap) => column<NewsRow>(sqlOf.news, terms, limit, cap),
    conferences: (terms, limit, cap) => column<ConferenceRow>(sqlOf.conferences, terms, limit, cap),
  };
}

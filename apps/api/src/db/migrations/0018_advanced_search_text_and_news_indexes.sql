-- Advanced search, second round (docs/performance.md "Advanced search"): indexes for the criteria that still read every
-- row (src/modules/advanced-search/criteria-to-sql.ts), each measured on `large` (PostgreSQL, EXPLAIN ANALYZE). The data
-- loader drops and rebuilds them with the other secondary indexes (docs/data.md).
--
-- Keyword criteria (job_keyword_list, company_activity_keyword_list): `f_fold(column) LIKE '%word%'` through trigram GIN
-- indexes (pg_trgm, migration 0000; PGlite loads it too). f_fold is lower(f_unaccent(…)) — the very same text — in
-- PL/pgSQL: f_unaccent, an IMMUTABLE SQL function around the STABLE unaccent, is never inlined and each call runs the
-- SQL-function machinery, and a keyword criterion folds the text of every row it tests (the index's candidates, the
-- contacts of each company probed). 100 000 last names on PostgreSQL: 195 ms through lower(f_unaccent(…)), 79 ms
-- through this f_fold, 25 ms not folded. Not partial on purpose: PostgreSQL only uses the statistics of a non-partial
-- index's expression; without them it took a word found in 216 000 job labels for 93 rows (a count of accounts by job
-- and activity words: 1 443 → 229 ms once estimated).
CREATE OR REPLACE FUNCTION public.f_fold(text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ BEGIN RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1)); END $func$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_job_label_trgm_idx" ON "contacts" USING gin (f_fold("job_label") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_activity_trgm_idx" ON "companies" USING gin (f_fold("activity") gin_trgm_ops);
--> statement-breakpoint
-- company_office_zip_code_list: each prefix as `upper(zip_code) LIKE 'prefix%'`, a range of this index (byte order:
-- text_pattern_ops, whatever the database's collation).
CREATE INDEX IF NOT EXISTS "offices_zip_code_prefix_idx" ON "offices" USING btree (upper("zip_code") text_pattern_ops);
--> statement-breakpoint
-- News by company and type (news_type_id_list with its dates): the semi-join of companies with their news walks both in
-- company order and reads this index only (accounts with a news type since a date, count up to 10 001: 261 → 62 ms;
-- news_company_id_idx has no type, so each of its entries cost a visit of the news row).
CREATE INDEX IF NOT EXISTS "news_company_type_idx" ON "news" USING btree ("company_id", "type_id", "publication_date");
--> statement-breakpoint
-- News families with no index of their own: business opportunities (type, date) and highlights (start date), partial
-- on the rows that have one, the company included so that the semi-join reads the index only.
CREATE INDEX IF NOT EXISTS "news_business_opportunity_idx" ON "news" USING btree ("business_opportunity_type_id", "publication_date") INCLUDE ("company_id") WHERE "business_opportunity_type_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_highlight_start_date_idx" ON "news" USING btree ("highlight_start_date") INCLUDE ("company_id") WHERE "highlight_start_date" IS NOT NULL;
--> statement-breakpoint
ANALYZE "companies", "contacts", "offices", "news";

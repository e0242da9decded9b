-- Quick search (docs/api.md "Quick search", docs/performance.md "Issue 13, second round"): the b-tree indexes on the
-- folded names of 0006_quick_search_speed.sql, rebuilt with the row's id, name and rank tie-breaker (contact count, publication
-- or start date) in INCLUDE. The names starting with the text are then read, counted up to the cap and ranked by an
-- index-only scan (no heap row per name on the pages the visibility map marks all-visible: the data loader ends with
-- VACUUM (ANALYZE)), their check against the words of a text that is not plain included (it reads the name): RANK_COLUMNS
-- in src/modules/quick-search/quick-search-repository.ts. An expression index alone cannot answer those scans: the
-- planner needs the columns the expression is computed from. Same keys, same names, same order: the queries and
-- QUICK_SEARCH_KEY_SQL (src/modules/quick-search/quick-search-keys.ts) do not change; the data loader drops and
-- rebuilds them with the other secondary indexes (docs/data.md).
DROP INDEX IF EXISTS "companies_name_key_idx";
--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree (lower(f_unaccent("name")) text_pattern_ops) INCLUDE ("id", "name", "contact_count");
--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_full_name_key_idx";
--> statement-breakpoint
CREATE INDEX "contacts_full_name_key_idx" ON "contacts" USING btree (lower(f_unaccent("first_name" || ' ' || "last_name")) text_pattern_ops) INCLUDE ("id", "first_name", "last_name") WHERE "active";
--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_reversed_name_key_idx";
--> statement-breakpoint
CREATE INDEX "contacts_reversed_name_key_idx" ON "contacts" USING btree (lower(f_unaccent("last_name" || ' ' || "first_name")) text_pattern_ops) INCLUDE ("id", "first_name", "last_name") WHERE "active";
--> statement-breakpoint
DROP INDEX IF EXISTS "news_title_key_idx";
--> statement-breakpoint
CREATE INDEX "news_title_key_idx" ON "news" USING btree (lower(f_unaccent("title")) text_pattern_ops) INCLUDE ("id", "title", "publication_date");
--> statement-breakpoint
DROP INDEX IF EXISTS "conferences_name_key_idx";
--> statement-breakpoint
CREATE INDEX "conferences_name_key_idx" ON "conferences" USING btree (lower(f_unaccent("name")) text_pattern_ops) INCLUDE ("id", "name", "start_date");
--> statement-breakpoint
-- Statistics of the rebuilt expression indexes (PGlite has no autovacuum). The visibility map the index-only scans
-- rely on belongs to the tables: the data loader's VACUUM already set it, a new index does not reset it.
ANALYZE "companies", "contacts", "news", "conferences";

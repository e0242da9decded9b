-- Quick search (docs/api.md "Quick search", docs/performance.md "Issue 13, fourth round", docs/adr/047-quick-search-common-lexemes.md).
--
-- 1. The lexemes held by at least 1 001 rows of a searched table (QUICK_SEARCH_TOTAL_CAP + 1, the count cap), with their
-- number of rows (contacts: active ones, as the quick search): a one-word search whose word starts such a lexeme has at
-- least that many matches, so its column answers "1 000+" without counting them, and reads only the rows it ranks
-- instead of the cap's 1 001 (one heap page each). The count is a lower bound, never more than the rows that hold the
-- lexeme: the data loader fills the table after a load (`quick_search_common_lexemes_refresh()`), TRUNCATE empties it,
-- and a row that loses a lexeme (DELETE, or UPDATE of the searched names) takes one from its count (triggers below); an
-- INSERT adds nothing (the count stays a lower bound; the next load counts again). A lexeme missing from the table only
-- means the count is made the usual way.
CREATE TABLE IF NOT EXISTS "quick_search_common_lexemes" (
  "table_name" text NOT NULL,
  "lexeme" text COLLATE "C" NOT NULL,
  "row_count" integer NOT NULL,
  PRIMARY KEY ("table_name", "lexeme")
);
--> statement-breakpoint
-- The lexemes a row of `table_name` is counted under (its quick-search vector, SEARCH_VECTOR_SQL in src/db/schema-data.ts;
-- an inactive contact under none), the row given as jsonb (the triggers' OLD and NEW).
CREATE OR REPLACE FUNCTION public.quick_search_counted_lexemes(table_name text, row_data jsonb) RETURNS text[]
  LANGUAGE sql STABLE
  AS $func$
  SELECT coalesce(tsvector_to_array(to_tsvector('simple'::regconfig, public.f_unaccent(CASE table_name
    WHEN 'contacts' THEN CASE WHEN (row_data ->> 'active')::boolean THEN (row_data ->> 'first_name') || ' ' || (row_data ->> 'last_name') END
    WHEN 'news' THEN row_data ->> 'title'
    ELSE row_data ->> 'name' END))), '{}')
$func$;
--> statement-breakpoint
-- Counts again every searched table's common lexemes (the data loader, after a load; ts_stat's `ndoc`: rows holding it).
CREATE OR REPLACE FUNCTION public.quick_search_common_lexemes_refresh() RETURNS void
  LANGUAGE plpgsql
  AS $func$
BEGIN
  DELETE FROM quick_search_common_lexemes;
  INSERT INTO quick_search_common_lexemes (table_name, lexeme, row_count)
  SELECT 'companies', word, ndoc FROM ts_stat($q$SELECT to_tsvector('simple', public.f_unaccent(name)) FROM companies$q$) WHERE ndoc >= 1001
  UNION ALL
  SELECT 'contacts', word, ndoc FROM ts_stat($q$SELECT to_tsvector('simple', public.f_unaccent(first_name || ' ' || last_name)) FROM contacts WHERE active$q$) WHERE ndoc >= 1001
  UNION ALL
  SELECT 'news', word, ndoc FROM ts_stat($q$SELECT to_tsvector('simple', public.f_unaccent(title)) FROM news$q$) WHERE ndoc >= 1001
  UNION ALL
  SELECT 'conferences', word, ndoc FROM ts_stat($q$SELECT to_tsvector('simple', public.f_unaccent(name)) FROM conferences$q$) WHERE ndoc >= 1001;
END
$func$;
--> statement-breakpoint
-- Keeps the counts lower bounds: a row leaving a lexeme (deleted, renamed, a contact made inactive) takes one from it, a
-- row taking one on by an UPDATE adds one; TRUNCATE forgets the table's lexemes. Nothing to do while the table has none
-- (during a data load, between its TRUNCATE and its refresh).
CREATE OR REPLACE FUNCTION public.quick_search_common_lexemes_track() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
DECLARE
  old_lexemes text[] := '{}';
  new_lexemes text[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM quick_search_common_lexemes WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM quick_search_common_lexemes WHERE table_name = TG_TABLE_NAME) THEN
    RETURN NULL;
  END IF;
  old_lexemes := public.quick_search_counted_lexemes(TG_TABLE_NAME, to_jsonb(OLD));
  IF TG_OP = 'UPDATE' THEN
    new_lexemes := public.quick_search_counted_lexemes(TG_TABLE_NAME, to_jsonb(NEW));
  END IF;
  UPDATE quick_search_common_lexemes SET row_count = row_count - 1
   WHERE table_name = TG_TABLE_NAME AND lexeme = ANY (old_lexemes) AND NOT lexeme = ANY (new_lexemes);
  UPDATE quick_search_common_lexemes SET row_count = row_count + 1
   WHERE table_name = TG_TABLE_NAME AND lexeme = ANY (new_lexemes) AND NOT lexeme = ANY (old_lexemes);
  RETURN NULL;
END
$func$;
--> statement-breakpoint
CREATE TRIGGER "companies_quick_search_common_lexemes" AFTER UPDATE OF "name" OR DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "contacts_quick_search_common_lexemes" AFTER UPDATE OF "first_name", "last_name", "active" OR DELETE ON "contacts"
  FOR EACH ROW EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "news_quick_search_common_lexemes" AFTER UPDATE OF "title" OR DELETE ON "news"
  FOR EACH ROW EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "conferences_quick_search_common_lexemes" AFTER UPDATE OF "name" OR DELETE ON "conferences"
  FOR EACH ROW EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "companies_quick_search_common_lexemes_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "contacts_quick_search_common_lexemes_truncate" AFTER TRUNCATE ON "contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "news_quick_search_common_lexemes_truncate" AFTER TRUNCATE ON "news"
  FOR EACH STATEMENT EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
CREATE TRIGGER "conferences_quick_search_common_lexemes_truncate" AFTER TRUNCATE ON "conferences"
  FOR EACH STATEMENT EXECUTE FUNCTION public.quick_search_common_lexemes_track();
--> statement-breakpoint
-- 2. A marker that keeps the quick search's statements off parallel plans (a statement calling a PARALLEL UNSAFE
-- function is planned without workers; this one folds to `true`): under their LIMIT, a Gather hands rows over in
-- whatever order its workers find them, so the candidates ranked would change from one run to the next, and starting
-- two workers costs more than the few hundred rows these statements read (measured: docs/performance.md).
CREATE OR REPLACE FUNCTION public.quick_search_serial() RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL UNSAFE
  AS $func$ SELECT true $func$;
--> statement-breakpoint
-- 3. The contacts' two name keys (0012_quick_search_covering_keys.sql) also hold the job label in INCLUDE: the "name +
-- job" search (several words, few names matching) reads up to 2 000 contacts from their ranges for their name and job,
-- which were as many heap pages (one per contact); with the job label in the key it is an index-only scan.
DROP INDEX IF EXISTS "contacts_full_name_key_idx";
--> statement-breakpoint
CREATE INDEX "contacts_full_name_key_idx" ON "contacts" USING btree (lower(f_unaccent("first_name" || ' ' || "last_name")) text_pattern_ops) INCLUDE ("id", "first_name", "last_name", "job_label") WHERE "active";
--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_reversed_name_key_idx";
--> statement-breakpoint
CREATE INDEX "contacts_reversed_name_key_idx" ON "contacts" USING btree (lower(f_unaccent("last_name" || ' ' || "first_name")) text_pattern_ops) INCLUDE ("id", "first_name", "last_name", "job_label") WHERE "active";
--> statement-breakpoint
-- An already loaded database counts its common lexemes now.
SELECT public.quick_search_common_lexemes_refresh();

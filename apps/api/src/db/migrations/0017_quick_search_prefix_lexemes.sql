-- Quick search (docs/api.md "Quick search", docs/performance.md "Issue 13, third round", docs/adr/013-short-prefix-lexemes.md):
-- a second GIN full-text index per searched table whose vector holds the name's lexemes and, marked with '§', the
-- first one, two and three characters of each ('martin' adds '§m', '§ma', '§mar'). A word of at most three characters
-- ("ch", "ma", "de", "sa") is searched there as that one exact entry ('§ch') instead of the prefix 'ch':*, which a GIN
-- index answers by merging the posting lists of every lexeme starting with it (thousands for two letters) into one
-- bitmap first; an exact entry is one posting tree, which the index skips through when a rarer word of the same search
-- drives the scan. Exact by construction: a name has a lexeme starting with the word if and only if it has the marked
-- lexeme. '§' is neither a letter nor a digit: the parser never makes a lexeme holding it and the search words never
-- hold it. The quick search uses these indexes only for words including a short one: the vector costs about 3 times
-- `to_tsvector` to compute, and the planner answers very common long words ("nommé") by reading the table in order and
-- checking each row, which must stay the cheap vector of 0003's indexes. COST tells the planner so (a row check on this
-- expression costs about ten text-search vectors). The data loader drops and rebuilds them with the other secondary
-- indexes from pg_get_indexdef (docs/data.md); the queries repeat the expression verbatim: QUICK_SEARCH_VECTOR_SQL in
-- src/db/schema-data.ts. PL/pgSQL: about 2.5 times faster than the same in one SQL statement (measured).
CREATE OR REPLACE FUNCTION public.quick_search_vector(name text) RETURNS tsvector
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT COST 1000
  AS $func$
DECLARE
  vector tsvector := to_tsvector('simple'::regconfig, public.f_unaccent(name));
  markers text[] := '{}';
  lexeme text;
BEGIN
  FOREACH lexeme IN ARRAY tsvector_to_array(vector) LOOP
    markers := markers || ('§' || left(lexeme, 1));
    IF length(lexeme) >= 2 THEN markers := markers || ('§' || left(lexeme, 2)); END IF;
    IF length(lexeme) >= 3 THEN markers := markers || ('§' || left(lexeme, 3)); END IF;
  END LOOP;
  RETURN vector || array_to_tsvector(markers);
END
$func$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_name_prefix_search_idx" ON "companies" USING gin (quick_search_vector("name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_name_prefix_search_idx" ON "contacts" USING gin (quick_search_vector("first_name" || ' ' || "last_name"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_title_prefix_search_idx" ON "news" USING gin (quick_search_vector("title"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conferences_name_prefix_search_idx" ON "conferences" USING gin (quick_search_vector("name"));
--> statement-breakpoint
-- Statistics of the new index expressions (PGlite has no autovacuum; the word choice reads the marked lexemes' shares:
-- indexed-words.ts).
ANALYZE "companies", "contacts", "news", "conferences";

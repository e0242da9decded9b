-- Quick search (docs/api.md "Quick search", docs/performance.md): b-tree indexes on the accent- and case-folded names,
-- with text_pattern_ops so that they answer both `key = $whole` (exact-name candidates) and the byte-wise range
-- `key ~>=~ $whole AND key ~<~ $whole || U+10FFFF` (names starting with the text: prefix candidates, and the capped
-- count of short prefixes without expanding them through the GIN index). The expressions must stay identical to
-- QUICK_SEARCH_KEY_SQL (src/modules/quick-search/quick-search-keys.ts). The data loader drops and rebuilds them with
-- the other secondary indexes (docs/data.md).
CREATE INDEX IF NOT EXISTS "companies_name_key_idx" ON "companies" USING btree (lower(f_unaccent("name")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_full_name_key_idx" ON "contacts" USING btree (lower(f_unaccent("first_name" || ' ' || "last_name")) text_pattern_ops) WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_reversed_name_key_idx" ON "contacts" USING btree (lower(f_unaccent("last_name" || ' ' || "first_name")) text_pattern_ops) WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_title_key_idx" ON "news" USING btree (lower(f_unaccent("title")) text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "conferences_name_key_idx" ON "conferences" USING btree (lower(f_unaccent("name")) text_pattern_ops);
--> statement-breakpoint
-- The tsquery of the search words (src/modules/quick-search/quick-search-repository.ts): each word folded like the
-- indexed names, stripped of the tsquery syntax characters that f_unaccent may produce (`ː` → `:`, `ʼ` → `'`), as a
-- prefix (`w:*`), joined by `operator` (`&` or `|`), words shorter than `min_length` left out. IMMUTABLE, so PostgreSQL
-- computes it once while planning a statement with its parameters and estimates the GIN scans from the real query.
CREATE OR REPLACE FUNCTION public.quick_search_query(words text[], operator text, min_length integer) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$
    SELECT to_tsquery('simple'::regconfig, coalesce(string_agg(w || ':*', ' ' || operator || ' '), ''))
    FROM (SELECT regexp_replace(public.f_unaccent(lower(x)), '[[:space:]&|!():*<>''"\\]+', '', 'g') AS w FROM unnest(words) AS x) AS cleaned
    WHERE w <> '' AND length(w) >= min_length
  $func$;
--> statement-breakpoint
-- Whether the text is "plain": folded, it is exactly its search words joined by single spaces (no punctuation, no
-- repeated word). A name starting with a plain text then matches every word as a prefix, with no need to check it on the
-- row (src/modules/quick-search/quick-search-repository.ts). IMMUTABLE: computed once while planning, like the query.
CREATE OR REPLACE FUNCTION public.quick_search_plain(words text[], whole text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$
    SELECT lower(public.f_unaccent(whole)) = array_to_string(array_agg(public.f_unaccent(lower(x)) ORDER BY n), ' ')
           AND bool_and(public.f_unaccent(lower(x)) ~ '^[a-z0-9]+$')
    FROM unnest(words) WITH ORDINALITY AS w(x, n)
  $func$;
--> statement-breakpoint
-- Statistics of the new expression indexes (PGlite has no autovacuum; the data loader analyses again after a load).
ANALYZE "companies", "contacts", "news", "conferences";

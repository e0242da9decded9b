-- Extensions needed by search (trigram similarity, accent-insensitive matching).
-- PGlite loads them from @electric-sql/pglite/contrib (see src/db/embedded/pglite-extensions.ts);
-- on a PostgreSQL server they come with the contrib package and are trusted (no superuser needed since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE, so it cannot appear in an index expression: this IMMUTABLE wrapper pins the dictionary.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $func$;

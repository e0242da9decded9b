-- Business alerts (docs/adr/045-news-company-facets.md, docs/performance.md "Business alerts"): the company's facet
-- values copied onto each news piece, so that the facets and the news count of a window read the news rows alone
-- (one index-only range scan, one pass of hashed grouping sets) instead of joining 20 000 to 284 000 pieces with their
-- companies and their offices.
--
-- company_size_id, company_industry_class_id: the company's; company_region_ids, company_department_ids: the distinct
-- regions and departments of the company's offices, ascending (offices abroad have none). Kept by triggers:
--   * a news piece inserted without them (or moved to another company) gets them from its company and offices; the
--     data loader writes them itself in its COPY (the generator knows them) and the trigger then does nothing;
--   * a company whose size or industry class changes updates its news;
--   * offices inserted, updated or deleted update the news of their companies (once per statement).
ALTER TABLE "news" ADD COLUMN "company_size_id" smallint, ADD COLUMN "company_industry_class_id" smallint,
  ADD COLUMN "company_region_ids" smallint[], ADD COLUMN "company_department_ids" smallint[];
--> statement-breakpoint
UPDATE "news" n SET company_size_id = c.size_id, company_industry_class_id = c.industry_class_id,
    company_region_ids = coalesce(p.region_ids, '{}'), company_department_ids = coalesce(p.department_ids, '{}')
  FROM "companies" c
  LEFT JOIN (
    SELECT o.company_id,
           array_agg(DISTINCT o.region_id ORDER BY o.region_id) FILTER (WHERE o.region_id IS NOT NULL) AS region_ids,
           array_agg(DISTINCT o.department_id ORDER BY o.department_id) FILTER (WHERE o.department_id IS NOT NULL) AS department_ids
    FROM "offices" o GROUP BY o.company_id) p ON p.company_id = c.id
  WHERE c.id = n.company_id;
--> statement-breakpoint
ALTER TABLE "news" ALTER COLUMN "company_size_id" SET NOT NULL, ALTER COLUMN "company_region_ids" SET NOT NULL,
  ALTER COLUMN "company_department_ids" SET NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION news_fill_company_facets() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT c.size_id, c.industry_class_id INTO NEW.company_size_id, NEW.company_industry_class_id
    FROM companies c WHERE c.id = NEW.company_id;
  SELECT coalesce(array_agg(DISTINCT o.region_id ORDER BY o.region_id) FILTER (WHERE o.region_id IS NOT NULL), '{}'),
         coalesce(array_agg(DISTINCT o.department_id ORDER BY o.department_id) FILTER (WHERE o.department_id IS NOT NULL), '{}')
    INTO NEW.company_region_ids, NEW.company_department_ids
    FROM offices o WHERE o.company_id = NEW.company_id;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "news_company_facets_insert" BEFORE INSERT ON "news" FOR EACH ROW
  WHEN (NEW.company_size_id IS NULL OR NEW.company_region_ids IS NULL OR NEW.company_department_ids IS NULL)
  EXECUTE FUNCTION news_fill_company_facets();
--> statement-breakpoint
CREATE TRIGGER "news_company_facets_moved" BEFORE UPDATE OF company_id ON "news" FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION news_fill_company_facets();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_refresh_news_facets() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE news SET company_size_id = NEW.size_id, company_industry_class_id = NEW.industry_class_id WHERE company_id = NEW.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "companies_news_facets" AFTER UPDATE OF size_id, industry_class_id ON "companies" FOR EACH ROW
  WHEN (OLD.size_id IS DISTINCT FROM NEW.size_id OR OLD.industry_class_id IS DISTINCT FROM NEW.industry_class_id)
  EXECUTE FUNCTION companies_refresh_news_facets();
--> statement-breakpoint
-- The news of the given companies get their offices' places again. The companies that have news are found first, so
-- that a bulk load of offices into a database without news (the loader's order) costs nothing.
CREATE OR REPLACE FUNCTION refresh_news_places(company_ids bigint[]) RETURNS void LANGUAGE sql AS $fn$
  WITH touched AS (SELECT DISTINCT n.company_id FROM news n WHERE n.company_id = ANY(company_ids)),
  places AS (
    SELECT t.company_id,
           coalesce(array_agg(DISTINCT o.region_id ORDER BY o.region_id) FILTER (WHERE o.region_id IS NOT NULL), '{}') AS region_ids,
           coalesce(array_agg(DISTINCT o.department_id ORDER BY o.department_id) FILTER (WHERE o.department_id IS NOT NULL), '{}') AS department_ids
    FROM touched t LEFT JOIN offices o ON o.company_id = t.company_id GROUP BY t.company_id)
  UPDATE news n SET company_region_ids = p.region_ids, company_department_ids = p.department_ids
  FROM places p
  WHERE n.company_id = p.company_id
    AND (n.company_region_ids IS DISTINCT FROM p.region_ids OR n.company_department_ids IS DISTINCT FROM p.department_ids);
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offices_refresh_news_places() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_news_places(ARRAY(SELECT DISTINCT company_id FROM new_offices));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_news_places(ARRAY(SELECT DISTINCT company_id FROM old_offices));
  ELSE
    PERFORM refresh_news_places(ARRAY(SELECT company_id FROM old_offices UNION SELECT company_id FROM new_offices));
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "offices_news_places_insert" AFTER INSERT ON "offices" REFERENCING NEW TABLE AS new_offices
  FOR EACH STATEMENT EXECUTE FUNCTION offices_refresh_news_places();
--> statement-breakpoint
CREATE TRIGGER "offices_news_places_update" AFTER UPDATE ON "offices" REFERENCING OLD TABLE AS old_offices NEW TABLE AS new_offices
  FOR EACH STATEMENT EXECUTE FUNCTION offices_refresh_news_places();
--> statement-breakpoint
CREATE TRIGGER "offices_news_places_delete" AFTER DELETE ON "offices" REFERENCING OLD TABLE AS old_offices
  FOR EACH STATEMENT EXECUTE FUNCTION offices_refresh_news_places();
--> statement-breakpoint
-- The unfiltered counts per day, field and value (the page's default state: no criteria, no text, no pick), read
-- instead of counting a year of news: field 0 counts the news (value 0); 1 type, 2 business opportunity type, 3 job
-- type, 4 tags (distinct per piece), 5 company size, 6 industry class, 7 regions, 8 departments (the codes of
-- COLUMN's dayField in src/modules/business-alerts/business-alerts-repository.ts). Kept by statement triggers on
-- news (transition tables: one aggregated upsert per statement, in key order so that concurrent writers lock in the
-- same order); a count may fall to 0 and stay (read as absent).
CREATE TABLE IF NOT EXISTS "news_facet_days" (
  "field" smallint NOT NULL,
  "day" date NOT NULL,
  "value" smallint NOT NULL,
  "news_count" integer NOT NULL,
  CONSTRAINT "news_facet_days_pkey" PRIMARY KEY ("field", "day", "value")
);
--> statement-breakpoint
-- The (field, value) pairs a news piece counts under (tags distinct per piece; the places are distinct already).
CREATE OR REPLACE FUNCTION news_facet_keys(type_id smallint, business_opportunity_type_id smallint, job_type_id smallint,
    tag_ids smallint[], company_size_id smallint, company_industry_class_id smallint, company_region_ids smallint[],
    company_department_ids smallint[])
  RETURNS TABLE (field smallint, value smallint) LANGUAGE sql IMMUTABLE AS $fn$
  SELECT 0::smallint, 0::smallint
  UNION ALL SELECT 1::smallint, type_id
  UNION ALL SELECT 2::smallint, business_opportunity_type_id WHERE business_opportunity_type_id IS NOT NULL
  UNION ALL SELECT 3::smallint, job_type_id WHERE job_type_id IS NOT NULL
  UNION ALL (SELECT DISTINCT 4::smallint, t FROM unnest(tag_ids) AS t)
  UNION ALL SELECT 5::smallint, company_size_id
  UNION ALL SELECT 6::smallint, company_industry_class_id WHERE company_industry_class_id IS NOT NULL
  UNION ALL SELECT 7::smallint, t FROM unnest(company_region_ids) AS t
  UNION ALL SELECT 8::smallint, t FROM unnest(company_department_ids) AS t
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION news_facet_days_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_news'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_news'
    ELSE 'SELECT *, 1 AS delta FROM new_news UNION ALL SELECT *, -1 AS delta FROM old_news' END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO news_facet_days AS d (field, day, value, news_count)
    SELECT k.field, r.publication_date, k.value, sum(r.delta)::int
    FROM (%s) AS r
    CROSS JOIN LATERAL news_facet_keys(r.type_id, r.business_opportunity_type_id, r.job_type_id, r.tag_ids, r.company_size_id,
      r.company_industry_class_id, r.company_region_ids, r.company_department_ids) AS k
    GROUP BY k.field, r.publication_date, k.value HAVING sum(r.delta) <> 0
    ORDER BY k.field, r.publication_date, k.value
    ON CONFLICT (field, day, value) DO UPDATE SET news_count = d.news_count + excluded.news_count
  $sql$, source);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION news_facet_days_clear() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM news_facet_days;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
TRUNCATE "news_facet_days";
--> statement-breakpoint
INSERT INTO news_facet_days (field, day, value, news_count)
SELECT k.field, n.publication_date, k.value, count(*)::int
FROM news n
CROSS JOIN LATERAL news_facet_keys(n.type_id, n.business_opportunity_type_id, n.job_type_id, n.tag_ids, n.company_size_id,
  n.company_industry_class_id, n.company_region_ids, n.company_department_ids) AS k
GROUP BY k.field, n.publication_date, k.value;
--> statement-breakpoint
CREATE TRIGGER "news_facet_days_insert" AFTER INSERT ON "news" REFERENCING NEW TABLE AS new_news
  FOR EACH STATEMENT EXECUTE FUNCTION news_facet_days_apply();
--> statement-breakpoint
CREATE TRIGGER "news_facet_days_update" AFTER UPDATE ON "news" REFERENCING OLD TABLE AS old_news NEW TABLE AS new_news
  FOR EACH STATEMENT EXECUTE FUNCTION news_facet_days_apply();
--> statement-breakpoint
CREATE TRIGGER "news_facet_days_delete" AFTER DELETE ON "news" REFERENCING OLD TABLE AS old_news
  FOR EACH STATEMENT EXECUTE FUNCTION news_facet_days_apply();
--> statement-breakpoint
CREATE TRIGGER "news_facet_days_truncate" AFTER TRUNCATE ON "news"
  FOR EACH STATEMENT EXECUTE FUNCTION news_facet_days_clear();
--> statement-breakpoint
-- The window's news with every column the facets, the picks and the count read (replaces 0019's narrower index),
-- in the page's order (newest first, ties by id): the facets, the count and the page's ids read this index alone; the
-- page's 12 rows only are read from the table (a page no piece matches read the whole window's rows: 2 s for a year).
DROP INDEX IF EXISTS "news_window_facets_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_window_facets_idx" ON "news" USING btree ("publication_date", "id")
  INCLUDE ("company_id", "type_id", "business_opportunity_type_id", "job_type_id", "tag_ids", "company_size_id",
           "company_industry_class_id", "company_region_ids", "company_department_ids");
--> statement-breakpoint
ANALYZE "news";

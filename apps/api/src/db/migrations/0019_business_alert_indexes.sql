-- Business alerts (docs/business-alerts.md, docs/performance.md "Business alerts"): covering indexes for the facets
-- statement of src/modules/business-alerts/business-alerts-repository.ts, measured with EXPLAIN ANALYZE on `large`
-- (PostgreSQL, 7-day window, no filter). The data loader drops and rebuilds them with the other secondary indexes
-- (docs/data.md).
--
-- The window's news with every column the facets read: an index-only range scan instead of a bitmap heap scan of
-- 20 000 pieces spread over the table (the `hits` step: 60–870 ms under load → 3–8 ms; whole statement 670 → 310–400 ms).
CREATE INDEX IF NOT EXISTS "news_window_facets_idx" ON "news" USING btree ("publication_date") INCLUDE ("id", "company_id", "type_id", "business_opportunity_type_id", "job_type_id", "tag_ids");
--> statement-breakpoint
-- The places of a company (its offices' regions and departments), read once per company of the window: index only.
CREATE INDEX IF NOT EXISTS "offices_company_places_idx" ON "offices" USING btree ("company_id") INCLUDE ("region_id", "department_id");
--> statement-breakpoint
-- The company's size and industry class joined to the window's news: index only (87 → 29–42 ms for 200 000 rows).
CREATE INDEX IF NOT EXISTS "companies_facets_idx" ON "companies" USING btree ("id") INCLUDE ("size_id", "industry_class_id");

-- Advanced search (docs/api.md "Advanced search", docs/performance.md "Advanced search"): indexes for the criteria and
-- sorts of src/modules/advanced-search/criteria-to-sql.ts and advanced-search-repository.ts, each justified by a mix of
-- `npm run bench:advanced-search` on `large` (PostgreSQL, EXPLAIN ANALYZE; times before → after). The contact ones are
-- partial on active contacts: the translation always states `ct.active`. The data loader drops and rebuilds them with
-- the other secondary indexes (docs/data.md).
--
-- Account sorts by workforce / revenue: the page walks the index and stops at 20 rows when the matches are dense
-- (accounts in one industry by revenue: 171 → 5 ms; by workforce: 163 → 3 ms).
CREATE INDEX IF NOT EXISTS "companies_workforce_lower_idx" ON "companies" USING btree ("workforce_lower" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_sales_revenue_lower_idx" ON "companies" USING btree ("sales_revenue_lower" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
-- The active contacts of a company in id order: the EXISTS of account searches with contact criteria, and the
-- window of max_contact_per_company (PARTITION BY company_id ORDER BY id) without a sort.
CREATE INDEX IF NOT EXISTS "contacts_active_company_id_idx" ON "contacts" USING btree ("company_id", "id") WHERE "active";
--> statement-breakpoint
-- Scalar contact criteria with no index before (job_type_id_list, main_job_function_id_list).
CREATE INDEX IF NOT EXISTS "contacts_job_type_id_idx" ON "contacts" USING btree ("job_type_id") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_main_job_function_id_idx" ON "contacts" USING btree ("main_job_function_id") WHERE "active";
--> statement-breakpoint
-- Array criteria translated with && (person_school_id_list / person_school_type_id_list, job_function_id_list): plain
-- GIN array_ops (intarray is not available).
CREATE INDEX IF NOT EXISTS "contacts_school_ids_idx" ON "contacts" USING gin ("school_ids") WHERE "active";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_job_function_ids_idx" ON "contacts" USING gin ("job_function_ids") WHERE "active";
--> statement-breakpoint
-- company_office_city_list: the folded city (`lower(f_unaccent(o.city)) = ANY(…)`), instead of folding the 300 000
-- offices' cities at each search (accounts by size, schools and two cities: count 575 → 213 ms).
CREATE INDEX IF NOT EXISTS "offices_city_key_idx" ON "offices" USING btree (lower(f_unaccent("city")));
--> statement-breakpoint
-- Statistics of the new indexes (PGlite has no autovacuum; the data loader analyses again after a load).
ANALYZE "companies", "contacts", "offices";

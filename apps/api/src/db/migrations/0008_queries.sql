-- Queries: the lists, segments, alerts and saved searches of the users (prospecting §3 "Query"). Written by hand
-- (docs/api.md). The table comes first so that what refers to a list (the list-assigned notification, the tenant
-- check of a `query` id) checks a real row; the queries feature fills in its routes and pages.
CREATE TABLE "queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"query_type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_alert" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone,
	CONSTRAINT "queries_query_type_check" CHECK ("queries"."query_type_id" between 1 and 13),
	CONSTRAINT "queries_name_check" CHECK (length("queries"."name") between 1 and 255)
);
--> statement-breakpoint
CREATE INDEX "queries_organization_owner_idx" ON "queries" USING btree ("organization_id", "owner_user_id", "created_at" DESC);--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queries" ADD CONSTRAINT "queries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A fixed window counter per key (rate limits of actions that create notifications for others, and later ones).
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"count" integer NOT NULL
);

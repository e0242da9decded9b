-- Product analytics (docs/analytics.md): the daily counts the platform administrators' usage page reads. One row per
-- day (French day), kind (page | feature), key (a page's route pattern or a feature event's name) and user, with the
-- number of events: the page sums them per day and counts the users, over a period, without scanning the raw events.
-- Written by hand (docs/api.md). A user who is deleted leaves the counts with his rows.
CREATE TABLE "analytics_daily_usage" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"event_count" integer NOT NULL,
	CONSTRAINT "analytics_daily_usage_pkey" PRIMARY KEY ("day", "kind", "key", "user_id"),
	CONSTRAINT "analytics_daily_usage_kind_check" CHECK ("analytics_daily_usage"."kind" IN ('page', 'feature')),
	CONSTRAINT "analytics_daily_usage_event_count_check" CHECK ("analytics_daily_usage"."event_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_usage" ADD CONSTRAINT "analytics_daily_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The retention purge deletes raw events by reception time.
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");

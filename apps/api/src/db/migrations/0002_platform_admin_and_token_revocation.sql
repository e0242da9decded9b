ALTER TABLE "users" RENAME COLUMN "is_administrator" TO "is_platform_admin";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp (3) with time zone;
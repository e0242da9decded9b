CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"blocked_query_id_list" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"newsletter_aggregated" boolean DEFAULT false NOT NULL,
	"newsletter_disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"notification_type_id" smallint NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp (3) with time zone,
	"contact_id" integer,
	"company_id" integer,
	"payload" jsonb,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."notification_type_id" between 1 and 15),
	CONSTRAINT "notifications_payload_object_check" CHECK ("notifications"."payload" is null or jsonb_typeof("notifications"."payload") = 'object')
);
--> statement-breakpoint
CREATE INDEX "notifications_user_viewed_sent_idx" ON "notifications" USING btree ("user_id","viewed_at","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_sent_idx" ON "notifications" USING btree ("user_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Written by hand from here (drizzle-kit models neither these foreign keys, see schema-notifications.ts, nor triggers).
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Fan-out (docs/adr/004-notification-fan-out-through-postgres.md): every inserted notification is announced on the
-- channel cible_notifications, in the inserting transaction (PostgreSQL sends it at commit, to every LISTENing API
-- process).
CREATE FUNCTION "notifications_notify_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cible_notifications', json_build_object('user_id', NEW.user_id, 'notification_id', NEW.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_notify_insert" AFTER INSERT ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "notifications_notify_insert"();

-- Alerts (issue 14, docs/notifications.md "Alerts"): where each alert stands in the news, what it found, and the
-- outbox of the daily digest e-mails. Written by hand (docs/api.md "Database").
--
-- The watermark of an alert: the news it has looked at (ids up to last_news_id). A query becoming an alert (created
-- with is_alert, or flagged later) starts at the newest news piece of that moment, so that it reports the news that
-- come after it, never the back catalogue; a query that stops being an alert loses its watermark (flagged again, it
-- starts afresh). Kept by the trigger below, whoever writes the query.
CREATE TABLE "alert_watermarks" (
	"query_id" integer PRIMARY KEY NOT NULL,
	"last_news_id" bigint NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_watermarks" ADD CONSTRAINT "alert_watermarks_query_id_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What an alert found: one row per (alert, news piece), so that a run done again never reports a piece twice;
-- digested_at: when the digest settled it (e-mailed, or left out by the owner's settings).
CREATE TABLE "alert_matches" (
	"query_id" integer NOT NULL,
	"news_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"matched_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp (3) with time zone,
	CONSTRAINT "alert_matches_pkey" PRIMARY KEY ("query_id", "news_id")
);
--> statement-breakpoint
CREATE INDEX "alert_matches_undigested_idx" ON "alert_matches" USING btree ("user_id", "query_id", "news_id") WHERE "digested_at" IS NULL;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_query_id_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The digest e-mails written in the transaction that marks their matches digested, sent afterwards (sent_at).
CREATE TABLE "alert_digest_mails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_digest_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE INDEX "alert_digest_mails_unsent_idx" ON "alert_digest_mails" USING btree ("id") WHERE "sent_at" IS NULL;--> statement-breakpoint
ALTER TABLE "alert_digest_mails" ADD CONSTRAINT "alert_digest_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "alert_watermark_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.is_alert THEN
		INSERT INTO alert_watermarks (query_id, last_news_id) VALUES (NEW.id, coalesce((SELECT max(id) FROM news), 0))
		ON CONFLICT (query_id) DO NOTHING;
	ELSE
		DELETE FROM alert_watermarks WHERE query_id = NEW.id;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "queries_alert_watermark" AFTER INSERT OR UPDATE OF "is_alert" ON "queries" FOR EACH ROW EXECUTE FUNCTION "alert_watermark_follow"();--> statement-breakpoint
INSERT INTO "alert_watermarks" ("query_id", "last_news_id") SELECT q.id, coalesce((SELECT max(id) FROM news), 0) FROM queries q WHERE q.is_alert;

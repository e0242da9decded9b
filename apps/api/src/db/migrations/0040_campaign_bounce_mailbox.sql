-- Campaigns: the bounce reader (issue 19; docs/adr/042-campaign-dsn-bounces.md). Written by hand.
-- `campaign_bounce_mailbox_states`: per bounce mailbox (CAMPAIGN_BOUNCE_IMAP_URL's user, host, port and folder; no
-- password), the folder's UIDVALIDITY and the last UID read, so that each run reads only the new messages.
-- `campaign_sends_message_key_idx`: a delivery report found by its VERP key or ENVID (the UUID of `<uuid@domain>`).
CREATE TABLE "campaign_bounce_mailbox_states" (
	"mailbox" text PRIMARY KEY,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaign_sends_message_key_idx" ON "campaign_sends" USING btree (split_part("message_id", '@', 1));

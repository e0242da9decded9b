-- Sequences: what the reply reader and the tracking routes keep (issue 18; docs/adr/031-sequence-replies-and-tracking.md).
-- Written by hand. `mailbox_read_states`: per owner's mailbox, the INBOX's UIDVALIDITY and the last UID read, so that
-- each run reads only the new messages (a new UIDVALIDITY starts over from the mailbox's current end).
-- `sequence_sends.tracked_links`: the original URLs of a sent mail's rewritten links, in order: the click redirect
-- `/v1/t/c/{tracking_token}/{n}` goes to element n and nowhere else (no open redirect).
CREATE TABLE "mailbox_read_states" (
	"user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"mailbox_email" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	"read_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailbox_read_states_organization_idx" ON "mailbox_read_states" USING btree ("organization_id");
--> statement-breakpoint
ALTER TABLE "sequence_sends" ADD COLUMN "tracked_links" jsonb;

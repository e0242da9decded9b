-- Mailboxes connected by OAuth 2 with PKCE (issue 16, docs/adr/021-oauth-mailbox.md). Written by hand.
-- 1. mailbox_credentials also holds mailboxes connected through Google or Microsoft: `secret` then seals the access
--    token, the refresh token and the expiry instead of two passwords.
-- 2. mailbox_oauth_states: one row per authorize link handed out. The state itself is never stored, only its SHA-256
--    (a database read gives nothing to replay); who asked, for whose mailbox, which provider, the PKCE verifier and the
--    redirect URI sent to the provider; it expires 10 minutes later and is used once (`used_at`, set in the statement
--    that reads it).
ALTER TABLE "mailbox_credentials" DROP CONSTRAINT "mailbox_credentials_provider_check";--> statement-breakpoint
ALTER TABLE "mailbox_credentials" ADD CONSTRAINT "mailbox_credentials_provider_check" CHECK ("mailbox_credentials"."provider" in ('smtp_imap', 'nylas', 'google', 'microsoft'));--> statement-breakpoint
CREATE TABLE "mailbox_oauth_states" (
	"state_hash" bytea NOT NULL,
	"caller_user_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone,
	CONSTRAINT "mailbox_oauth_states_pk" PRIMARY KEY ("state_hash"),
	CONSTRAINT "mailbox_oauth_states_provider_check" CHECK ("mailbox_oauth_states"."provider" in ('google', 'microsoft'))
);
--> statement-breakpoint
CREATE INDEX "mailbox_oauth_states_expires_idx" ON "mailbox_oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "mailbox_oauth_states" ADD CONSTRAINT "mailbox_oauth_states_caller_user_id_users_id_fk" FOREIGN KEY ("caller_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_oauth_states" ADD CONSTRAINT "mailbox_oauth_states_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_oauth_states" ADD CONSTRAINT "mailbox_oauth_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;

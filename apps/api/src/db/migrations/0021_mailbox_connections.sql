-- Mailbox connections by SMTP + IMAP credentials (issue 16, docs/adr/017-smtp-imap-mailbox.md). Written by hand.
-- One row per user: the provider that connected the mailbox ('smtp_imap' now; an OAuth provider later), the servers
-- (host, port, security, login: not secret, JSON) and the passwords sealed with AES-256-GCM under the server key
-- (MAIL_SECRET_KEY): `secret` = version byte, 12-byte nonce, 16-byte tag, cipher text; `key_id` = the first 8 bytes of
-- SHA-256 of the key, so that a wrong key is named as such instead of decrypting into garbage.
CREATE TABLE "mailbox_credentials" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"settings" jsonb NOT NULL,
	"secret" bytea NOT NULL,
	"key_id" text NOT NULL,
	"last_failure" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_credentials_pk" PRIMARY KEY ("user_id"),
	CONSTRAINT "mailbox_credentials_provider_check" CHECK ("mailbox_credentials"."provider" in ('smtp_imap', 'nylas')),
	CONSTRAINT "mailbox_credentials_settings_check" CHECK (jsonb_typeof("mailbox_credentials"."settings") = 'object')
);
--> statement-breakpoint
CREATE INDEX "mailbox_credentials_organization_idx" ON "mailbox_credentials" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "mailbox_credentials" ADD CONSTRAINT "mailbox_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_credentials" ADD CONSTRAINT "mailbox_credentials_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;

-- Mailbox and LinkedIn connections of the users (app-shell §1, prospecting §3, §4, §7). Written by hand
-- (docs/api.md "Connections"): one row per user and kind, created when an account is connected; a disconnection
-- (by the user, a manager, or a lost synchronisation) keeps the row and its account info with status 'disconnected'.
CREATE TABLE "account_connections" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"email" text,
	"provider" text,
	"account_id" text,
	"name" text,
	"profile_url" text,
	"connected_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_connections_pk" PRIMARY KEY ("user_id", "kind"),
	CONSTRAINT "account_connections_kind_check" CHECK ("account_connections"."kind" in ('mailbox', 'linkedin')),
	CONSTRAINT "account_connections_status_check" CHECK ("account_connections"."status" in ('connected', 'disconnected')),
	CONSTRAINT "account_connections_account_check" CHECK (
		("account_connections"."kind" = 'mailbox' and "account_connections"."email" is not null)
		or ("account_connections"."kind" = 'linkedin' and "account_connections"."account_id" is not null)),
	CONSTRAINT "account_connections_disconnected_check" CHECK (
		("account_connections"."status" = 'connected') = ("account_connections"."disconnected_at" is null))
);
--> statement-breakpoint
CREATE INDEX "account_connections_organization_idx" ON "account_connections" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "account_connections" ADD CONSTRAINT "account_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_connections" ADD CONSTRAINT "account_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;

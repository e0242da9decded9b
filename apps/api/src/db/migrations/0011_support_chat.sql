-- The support chat (docs/support-chat.md): one conversation per user, its messages, and where each user has a socket
-- open (the "away" e-mail). Written by hand (docs/api.md "Database").
CREATE TABLE "support_chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone,
	"user_read_up_to" integer,
	"support_read_up_to" integer,
	CONSTRAINT "support_chat_conversations_user_unique" UNIQUE ("user_id")
);
--> statement-breakpoint
CREATE INDEX "support_chat_conversations_activity_idx" ON "support_chat_conversations" USING btree ("last_message_at" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
ALTER TABLE "support_chat_conversations" ADD CONSTRAINT "support_chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_conversations" ADD CONSTRAINT "support_chat_conversations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "support_chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"text" text NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_chat_messages_author_check" CHECK ("support_chat_messages"."author" in ('user', 'support')),
	CONSTRAINT "support_chat_messages_text_check" CHECK (length("support_chat_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX "support_chat_messages_conversation_idx" ON "support_chat_messages" USING btree ("conversation_id", "id");--> statement-breakpoint
CREATE INDEX "support_chat_messages_rate_idx" ON "support_chat_messages" USING btree ("conversation_id", "author", "sent_at");--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Fan-out, as for notifications (docs/adr/004-notification-fan-out-through-postgres.md): every inserted message is
-- announced on the channel cible_support_chat, in the inserting transaction (sent at commit to every LISTENing process).
CREATE FUNCTION "support_chat_messages_notify_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cible_support_chat', json_build_object('message_id', NEW.id, 'conversation_id', NEW.conversation_id,
    'user_id', (SELECT c.user_id FROM support_chat_conversations c WHERE c.id = NEW.conversation_id))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "support_chat_messages_notify_insert" AFTER INSERT ON "support_chat_messages"
  FOR EACH ROW EXECUTE FUNCTION "support_chat_messages_notify_insert"();
--> statement-breakpoint
-- Which users have a socket of their own open, per API process (heartbeat `seen_at`: rows of a process that died
-- stop counting after a while).
CREATE TABLE "socket_presence" (
	"process_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"sockets" integer NOT NULL,
	"seen_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "socket_presence_pk" PRIMARY KEY ("process_id", "user_id"),
	CONSTRAINT "socket_presence_sockets_check" CHECK ("socket_presence"."sockets" > 0)
);
--> statement-breakpoint
CREATE INDEX "socket_presence_user_idx" ON "socket_presence" USING btree ("user_id", "seen_at");--> statement-breakpoint
ALTER TABLE "socket_presence" ADD CONSTRAINT "socket_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

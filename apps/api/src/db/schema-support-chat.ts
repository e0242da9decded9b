/**
 * SUPPORT CHAT tables (docs/support-chat.md): one conversation per user, its messages, and the presence of each
 * user's sockets (whether a support answer must be e-mailed). Re-exported by `schema.ts`. Written by hand in
 * migration 0011 with its foreign keys (declaring them here would import `schema.ts`, an import cycle) and the insert
 * trigger of the messages (`pg_notify('cible_support_chat', '{"message_id":…,"conversation_id":…,"user_id":…}')`, the fan-out
 * to every API process, as for notifications: docs/adr/004-notification-fan-out-through-postgres.md).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** The channel of the messages' insert trigger (payload `{"message_id": n, "conversation_id": n, "user_id": n}`). */
export const SUPPORT_CHAT_CHANNEL = 'cible_support_chat';

/**
 * One user's conversation with the support staff (created with his first message). The read marks are message ids:
 * everything up to them has been read by that side (core's `isSupportChatMessageUnread`). Every read made for a user
 * is scoped by `user_id` AND `organization_id`; the support inbox reads them all.
 */
export const supportChatConversations = pgTable(
  'support_chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** → users.id, ON DELETE CASCADE (foreign key in migration 0011). One conversation per user. */
    userId: integer('user_id').notNull(),
    /** → organizations.id, ON DELETE CASCADE (foreign key in migration 0011): the user's organisation. */
    organizationId: integer('organization_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }),
    /** The newest message the user has read (null: none). */
    userReadUpTo: integer('user_read_up_to'),
    /** The newest message the support staff has read (null: none). */
    supportReadUpTo: integer('support_read_up_to'),
  },
  (table) => [
    unique('support_chat_conversations_user_unique').on(table.userId),
    index('support_chat_conversations_activity_idx').on(table.lastMessageAt.desc().nullsLast(), table.id.desc()),
  ],
);

/** One message: plain text as typed (trimmed, 1–2,000 characters), by the user or by a support agent. */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** → support_chat_conversations.id, ON DELETE CASCADE. */
    conversationId: integer('conversation_id').notNull(),
    author: text('author').$type<'user' | 'support'>().notNull(),
    /** The account that wrote it (the user, or the support agent); → users.id, ON DELETE SET NULL. */
    authorUserId: integer('author_user_id'),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('support_chat_messages_conversation_idx').on(table.conversationId, table.id),
    index('support_chat_messages_rate_idx').on(table.conversationId, table.author, table.sentAt),
    check('support_chat_messages_author_check', sql`${table.author} in ('user', 'support')`),
    check('support_chat_messages_text_check', sql`length(${table.text}) between 1 and 2000`),
  ],
);

/**
 * How many sockets of his own (not an administrator's "connected as") each user holds on each API process;
 * `seen_at` is refreshed by the process's heartbeat (realtime/socket-presence.ts).
 */
export const socketPresence = pgTable(
  'socket_presence',
  {
    processId: text('process_id').notNull(),
    /** → users.id, ON DELETE CASCADE. */
    userId: integer('user_id').notNull(),
    sockets: integer('sockets').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'socket_presence_pk', columns: [table.processId, table.userId] }),
    index('socket_presence_user_idx').on(table.userId, table.seenAt),
    check('socket_presence_sockets_check', sql`${table.sockets} > 0`),
  ],
);

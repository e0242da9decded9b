import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { SUPPORT_CHAT_CHANNEL } from '../db/schema-support-chat';
import { isPositiveInteger, parseNotifyObject } from './event-bus';
import type { EventBus } from './event-bus';
import { createInProcessEventBus } from './in-process-event-bus';
import { clientConfigOf, createPostgresEventBus } from './postgres-event-bus';

/** A support-chat message was committed (the payload of the NOTIFY of `support_chat_messages`, camel-cased). */
export interface SupportChatMessageEvent {
  readonly messageId: number;
  readonly conversationId: number;
  /** The conversation's user. */
  readonly userId: number;
}

/** How every API process hears of every support-chat message (docs/support-chat.md "Real time"). */
export type SupportChatBus = EventBus<SupportChatMessageEvent>;

/** Reads the NOTIFY payload `{"message_id": n, "conversation_id": n, "user_id": n}`; `null` when it is anything else. */
export function parseSupportChatMessagePayload(payload: string | undefined): SupportChatMessageEvent | null {
  const data = parseNotifyObject(payload);
  if (data === null) return null;
  const { message_id: messageId, conversation_id: conversationId, user_id: userId } = data;
  if (!isPositiveInteger(messageId) || !isPositiveInteger(conversationId) || !isPositiveInteger(userId)) return null;
  return { messageId, conversationId, userId };
}

export interface SupportChatBusOptions {
  /** First reconnection delay of the LISTEN connection (PostgreSQL), default 500 ms. */
  readonly reconnectDelayMs?: number;
  /** The server's connection settings (PostgreSQL), default the pool's. */
  readonly connection?: pg.ClientConfig;
}

/**
 * The support-chat bus for a database: LISTEN/NOTIFY on `cible_support_chat` on a PostgreSQL server (a LISTEN
 * connection of its own per process, `cible-api-listen-chat`), in-process on the embedded database. Not started yet.
 */
export function createSupportChatBus(db: Database, logger: Logger, options: SupportChatBusOptions = {}): SupportChatBus {
  if (db.kind !== 'server') return createInProcessEventBus<SupportChatMessageEvent>(logger, 'support-chat message');
  return createPostgresEventBus({
    connection: options.connection ?? clientConfigOf(db.pool),
    logger,
    channel: SUPPORT_CHAT_CHANNEL,
    parse: parseSupportChatMessagePayload,
    idOf: (event) => event.messageId,
    name: 'support-chat message',
    applicationName: 'cible-api-listen-chat',
    ...(options.reconnectDelayMs === undefined ? {} : { reconnectDelayMs: options.reconnectDelayMs }),
  });
}

import { decidingLicenceOf, SUPPORT_CHAT_RATE_LIMITS } from '@cible/core';
import type {
  SupportChatConversation,
  SupportChatMessage,
  SupportChatSendDecision,
  SupportChatSide,
  SupportInboxConversation,
  TesterLevel,
} from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import type { SupportChatDelivery, SupportChatDeliverySource, SupportStaffState } from '../../realtime/support-chat-delivery';
import { licenseRefOf } from '../users/user-payload';

/** The user a conversation belongs to (the token's user and organisation). */
export interface ConversationOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** Where a message goes: the caller's own conversation (created on his first message), or a conversation by id. */
export type MessageTarget = { readonly kind: 'own'; readonly owner: ConversationOwner } | { readonly kind: 'conversation'; readonly conversationId: number };

/** A message to store: its side, the account that wrote it, the prepared text, and the rate rule to apply. */
export interface NewMessage {
  readonly target: MessageTarget;
  readonly author: SupportChatSide;
  readonly authorUserId: number;
  readonly text: string;
  /** Core's rate decision, given the author's earlier messages of the conversation and now (database clock, ms). */
  readonly decide: (sentAtMs: readonly number[], nowMs: number) => SupportChatSendDecision;
}

/** The conversation's user, as the away e-mail needs him. */
export interface ConversationUser {
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly status: number;
}

export type SendOutcome =
  | {
      readonly kind: 'sent';
      readonly message: SupportChatMessage;
      readonly user: ConversationUser;
      /** The user's unread support answers before this message. */
      readonly userUnreadBefore: number;
    }
  | { readonly kind: 'refused'; readonly retryAfterSeconds: number }
  | { readonly kind: 'not-found' };

export interface MessagePage {
  readonly messages: readonly SupportChatMessage[];
  readonly hasMore: boolean;
}

export interface InboxPage {
  readonly conversations: readonly SupportInboxConversation[];
  readonly total: number;
  readonly unreadConversations: number;
}

/** The support chat's tables (migration 0011). Reads made for a user are scoped by his user and organisation. */
export interface SupportChatRepository extends SupportChatDeliverySource {
  /** The owner's conversation (his side: unread count), or null before his first message. */
  findOwnConversation(owner: ConversationOwner): Promise<SupportChatConversation | null>;
  /** Whether the conversation exists (any owner: the support staff's routes). */
  conversationExists(conversationId: number): Promise<boolean>;
  /** A page of a conversation, oldest first: the newest `limit`, or those before `beforeId`. */
  listMessages(conversationId: number, page: { readonly beforeId: number | null; readonly limit: number }): Promise<MessagePage>;
  /** Stores a message in one transaction under a lock of the conversation (the rate rule holds across processes). */
  send(message: NewMessage): Promise<SendOutcome>;
  /** One side has read the whole conversation (its read mark becomes the newest message). */
  markRead(conversationId: number, side: SupportChatSide): Promise<void>;
  /** The inbox, latest activity first. */
  inbox(query: { readonly unreadOnly: boolean; readonly limit: number; readonly offset: number }): Promise<InboxPage>;
  /** One inbox row, or null. */
  inboxConversation(conversationId: number): Promise<SupportInboxConversation | null>;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  author: SupportChatSide;
  text: string;
  sent_at: Date;
}

interface InboxRow {
  id: number;
  created_at: Date;
  last_message_at: Date | null;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  organization_id: number;
  organization_name: string;
  tester_level: TesterLevel | null;
  is_organization_manager: boolean;
  status: number;
  tokens_valid_after: Date | null;
  licence_ids: number[];
  user_unread: number;
  support_unread: number;
  last_id: number | null;
  last_author: SupportChatSide | null;
  last_text: string | null;
  last_sent_at: Date | null;
}

const toMessage = (row: MessageRow): SupportChatMessage => ({
  id: row.id,
  conversation_id: row.conversation_id,
  author: row.author,
  text: row.text,
  sent_at: row.sent_at.toISOString(),
});

/** The sides as parameters: $1 is the user's side, $2 the support staff's (never literals in the statements). */
const SIDES: readonly [SupportChatSide, SupportChatSide] = ['user', 'support'];

/**
 * One inbox row per conversation with its user (identity, current licences in entry order), both sides' unread
 * counts (core's rule: the other side's messages after the reader's mark) and the last message. $1 = 'user', $2 =
 * 'support'.
 */
const INBOX_SELECT = `
  SELECT c.id, c.created_at, c.last_message_at,
         u.id AS user_id, u.first_name, u.last_name, u.email, u.phone, u.organization_id, o.name AS organization_name,
         u.tester_level, u.is_organization_manager, u.status, u.tokens_valid_after,
         coalesce((SELECT array_agg(l.licence_id::int ORDER BY l.id) FROM user_licences l
                   WHERE l.user_id = u.id AND (l.end_date IS NULL OR l.end_date >= current_date)), '{}') AS licence_ids,
         (SELECT count(*)::int FROM support_chat_messages m
          WHERE m.conversation_id = c.id AND m.author = $2 AND m.id > coalesce(c.user_read_up_to, 0)) AS user_unread,
         (SELECT count(*)::int FROM support_chat_messages m
          WHERE m.conversation_id = c.id AND m.author = $1 AND m.id > coalesce(c.support_read_up_to, 0)) AS support_unread,
         last.id AS last_id, last.author AS last_author, last.text AS last_text, last.sent_at AS last_sent_at
  FROM support_chat_conversations c
  JOIN users u ON u.id = c.user_id
  JOIN organizations o ON o.id = u.organization_id
  LEFT JOIN LATERAL (SELECT m.id, m.author, m.text, m.sent_at FROM support_chat_messages m
                     WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) last ON true`;

const toInboxConversation = (row: InboxRow): SupportInboxConversation => ({
  id: row.id,
  user: {
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    organization: { id: row.organization_id, name: row.organization_name },
    licence: licenseRefOf(decidingLicenceOf({ organization_user_license_list: row.licence_ids.map((id) => ({ license: { id } })) })),
    tester_level: row.tester_level,
    is_organization_manager: row.is_organization_manager,
    status: row.status,
  },
  unread_count: row.support_unread,
  last_message:
    row.last_id === null || row.last_author === null || row.last_text === null || row.last_sent_at === null
      ? null
      : toMessage({ id: row.last_id, conversation_id: row.id, author: row.last_author, text: row.last_text, sent_at: row.last_sent_at }),
  created_at: row.created_at.toISOString(),
});

const toUserConversation = (row: Pick<InboxRow, 'id' | 'user_unread' | 'last_message_at'>): SupportChatConversation => ({
  id: row.id,
  unread_count: row.user_unread,
  last_message_at: row.last_message_at?.toISOString() ?? null,
});

/** The longest rate window: how far back the author's messages are read. */
const RATE_HORIZON_SECONDS = Math.max(...SUPPORT_CHAT_RATE_LIMITS.map((window) => window.windowSeconds));

export function createSupportChatRepository(db: Database): SupportChatRepository {
  const unreadConversationCount = async (): Promise<number> => {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM support_chat_conversations c
       WHERE EXISTS (SELECT 1 FROM support_chat_messages m
                     WHERE m.conversation_id = c.id AND m.author = $1 AND m.id > coalesce(c.support_read_up_to, 0))`,
      [SIDES[0]],
    );
    return row?.count ?? 0;
  };

  /** The target conversation, locked for the transaction; the caller's own is created when missing. */
  const lockTarget = async (tx: Transaction, target: MessageTarget) => {
    if (target.kind === 'own') {
      await tx.query(
        `INSERT INTO support_chat_conversations (user_id, organization_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
        [target.owner.userId, target.owner.organizationId],
      );
    }
    const [row] = await tx.query<{ id: number; user_id: number; user_read_up_to: number | null }>(
      target.kind === 'own'
        ? 'SELECT id, user_id, user_read_up_to FROM support_chat_conversations WHERE user_id = $1 AND organization_id = $2 FOR UPDATE'
        : 'SELECT id, user_id, user_read_up_to FROM support_chat_conversations WHERE id = $1 FOR UPDATE',
      target.kind === 'own' ? [target.owner.userId, target.owner.organizationId] : [target.conversationId],
    );
    return row ?? null;
  };

  return {
    async findOwnConversation(owner) {
      const rows = await db.query<Pick<InboxRow, 'id' | 'user_unread' | 'last_message_at'>>(
        `SELECT c.id, c.last_message_at,
                (SELECT count(*)::int FROM support_chat_messages m
                 WHERE m.conversation_id = c.id AND m.author = $3 AND m.id > coalesce(c.user_read_up_to, 0)) AS user_unread
         FROM support_chat_conversations c WHERE c.user_id = $1 AND c.organization_id = $2`,
        [owner.userId, owner.organizationId, SIDES[1]],
      );
      return rows[0] ? toUserConversation(rows[0]) : null;
    },

    async conversationExists(conversationId) {
      return (await db.query('SELECT 1 FROM support_chat_conversations WHERE id = $1', [conversationId])).length > 0;
    },

    async listMessages(conversationId, { beforeId, limit }) {
      const rows = await db.query<MessageRow>(
        `SELECT id, conversation_id, author, text, sent_at FROM support_chat_messages
         WHERE conversation_id = $1 AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
        [conversationId, beforeId, limit + 1],
      );
      return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
    },

    send({ target, author, authorUserId, text, decide }) {
      return db.transaction(async (tx): Promise<SendOutcome> => {
        const conversation = await lockTarget(tx, target);
        if (conversation === null) return tx.rollback({ kind: 'not-found' });
        const [recent] = await tx.query<{ now_ms: number; sent_ms: number[] }>(
          `SELECT (extract(epoch FROM now()) * 1000)::float8 AS now_ms,
                  coalesce((SELECT array_agg((extract(epoch FROM m.sent_at) * 1000)::float8) FROM support_chat_messages m
                            WHERE m.conversation_id = $1 AND m.author = $2
                              AND m.sent_at > now() - make_interval(secs => $3)), '{}') AS sent_ms`,
          [conversation.id, author, RATE_HORIZON_SECONDS],
        );
        const decision = decide((recent?.sent_ms ?? []).map(Number), Number(recent?.now_ms ?? Date.now()));
        if (!decision.allowed) return tx.rollback({ kind: 'refused', retryAfterSeconds: decision.retryAfterSeconds });
        const [unread] = await tx.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM support_chat_messages
           WHERE conversation_id = $1 AND author = $2 AND id > coalesce($3::int, 0)`,
          [conversation.id, SIDES[1], conversation.user_read_up_to],
        );
        const [inserted] = await tx.query<MessageRow>(
          `INSERT INTO support_chat_messages (conversation_id, author, author_user_id, text) VALUES ($1, $2, $3, $4)
           RETURNING id, conversation_id, author, text, sent_at`,
          [conversation.id, author, authorUserId, text],
        );
        const message = inserted!;
        // Writing is reading: the author's side has read the conversation up to its own message.
        await tx.query(
          `UPDATE support_chat_conversations SET last_message_at = $2,
             user_read_up_to = CASE WHEN $3::text = $4::text THEN $5::int ELSE user_read_up_to END,
             support_read_up_to = CASE WHEN $3::text = $6::text THEN $5::int ELSE support_read_up_to END
           WHERE id = $1`,
          [conversation.id, message.sent_at, author, SIDES[0], message.id, SIDES[1]],
        );
        const [user] = await tx.query<{ id: number; email: string; first_name: string; status: number }>(
          'SELECT id, email, first_name, status FROM users WHERE id = $1',
          [conversation.user_id],
        );
        return {
          kind: 'sent',
          message: toMessage(message),
          user: { userId: user!.id, email: user!.email, firstName: user!.first_name, status: user!.status },
          userUnreadBefore: unread?.count ?? 0,
        };
      });
    },

    async markRead(conversationId, side) {
      await db.query(
        `UPDATE support_chat_conversations c SET
           user_read_up_to = CASE WHEN $2::text = $3::text THEN last.id ELSE c.user_read_up_to END,
           support_read_up_to = CASE WHEN $2::text = $4::text THEN last.id ELSE c.support_read_up_to END
         FROM (SELECT max(id) AS id FROM support_chat_messages WHERE conversation_id = $1) last
         WHERE c.id = $1 AND last.id IS NOT NULL`,
        [conversationId, side, SIDES[0], SIDES[1]],
      );
    },

    async inbox({ unreadOnly, limit, offset }) {
      const rows = await db.query<InboxRow & { total: number }>(
        `SELECT x.*, count(*) OVER ()::int AS total FROM (${INBOX_SELECT}) x
         WHERE x.last_message_at IS NOT NULL AND ($3::boolean IS NOT TRUE OR x.support_unread > 0)
         ORDER BY x.last_message_at DESC, x.id DESC LIMIT $4 OFFSET $5`,
        [...SIDES, unreadOnly, limit, offset],
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) {
        const [counted] = await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM (${INBOX_SELECT}) x
           WHERE x.last_message_at IS NOT NULL AND ($3::boolean IS NOT TRUE OR x.support_unread > 0)`,
          [...SIDES, unreadOnly],
        );
        total = counted?.count ?? 0;
      }
      return { conversations: rows.map(toInboxConversation), total, unreadConversations: await unreadConversationCount() };
    },

    async inboxConversation(conversationId) {
      const [row] = await db.query<InboxRow>(`${INBOX_SELECT} WHERE c.id = $3`, [...SIDES, conversationId]);
      return row ? toInboxConversation(row) : null;
    },

    async findDeliveries(messageIds) {
      if (messageIds.length === 0) return [];
      const rows = await db.query<InboxRow & { message_id: number; message_author: SupportChatSide; message_text: string; message_sent_at: Date }>(
        `SELECT x.*, m.id AS message_id, m.author AS message_author, m.text AS message_text, m.sent_at AS message_sent_at
         FROM support_chat_messages m JOIN (${INBOX_SELECT}) x ON x.id = m.conversation_id
         WHERE m.id = ANY($3::int[]) ORDER BY m.id`,
        [...SIDES, [...messageIds]],
      );
      if (rows.length === 0) return [];
      const unreadConversations = await unreadConversationCount();
      return rows.map(
        (row): SupportChatDelivery => ({
          message: toMessage({ id: row.message_id, conversation_id: row.id, author: row.message_author, text: row.message_text, sent_at: row.message_sent_at }),
          user: { userId: row.user_id, organizationId: row.organization_id, status: row.status, tokensValidAfter: row.tokens_valid_after },
          userConversation: toUserConversation(row),
          inboxConversation: toInboxConversation(row),
          unreadConversationCount: unreadConversations,
        }),
      );
    },

    async findSupportStaff(userIds) {
      const rows = await db.query<{ id: number; organization_id: number; status: number; tokens_valid_after: Date | null; is_platform_admin: boolean }>(
        'SELECT id, organization_id, status, tokens_valid_after, is_platform_admin FROM users WHERE id = ANY($1::int[])',
        [[...userIds]],
      );
      return new Map<number, SupportStaffState>(
        rows.map((row) => [
          row.id,
          { organizationId: row.organization_id, status: row.status, tokensValidAfter: row.tokens_valid_after, isPlatformAdmin: row.is_platform_admin },
        ]),
      );
    },
  };
}

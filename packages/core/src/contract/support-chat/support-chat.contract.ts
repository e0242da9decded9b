import { z } from 'zod';
import { checkSupportChatMessage, SUPPORT_CHAT_MESSAGE_MAX_LENGTH } from '../../support-chat/support-chat-message-text';
import { ApiDateTimeSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { CountSchema } from '../shared/counters';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryBoolean, queryInt } from '../shared/query-params';
import { LicenseRefSchema, OrganizationRefSchema } from '../users/users.contract';

/*
 * The support chat (designed, docs/support-chat.md): the spec starts a third-party chat widget with the user's
 * identity and licence; the product builds it in instead. One conversation per user, stored by the
 * API, answered by the platform's support staff in an inbox; new messages travel on the real-time socket.
 */

/** Who wrote a message: the conversation's user, or the support staff. */
export const SupportChatAuthorSchema = z.enum(['user', 'support']);

/** One message of a conversation: plain text (never HTML), as the author typed it, trimmed. */
export const SupportChatMessageSchema = z.object({
  id: ResponseIdSchema,
  conversation_id: ResponseIdSchema,
  author: SupportChatAuthorSchema,
  text: safeString(),
  sent_at: ApiDateTimeSchema,
});
export type SupportChatMessage = z.infer<typeof SupportChatMessageSchema>;

/** The user's side of his conversation: its id and how many support answers he has not read. */
export const SupportChatConversationSchema = z.object({
  id: ResponseIdSchema,
  unread_count: CountSchema,
  last_message_at: ApiDateTimeSchema.nullable(),
});
export type SupportChatConversation = z.infer<typeof SupportChatConversationSchema>;

/** The caller's conversation; `null` before his first message. */
export const MySupportChatResponseSchema = z.object({ conversation: SupportChatConversationSchema.nullable() });
export type MySupportChatResponse = z.infer<typeof MySupportChatResponseSchema>;

/**
 * A message to send: core's `checkSupportChatMessage` decides (`SUPPORT_CHAT.MESSAGE_REQUIRED`,
 * `SUPPORT_CHAT.MESSAGE_TOO_LONG`); the raw text is bounded first (blanks around the message are not counted, so
 * the raw text may be longer than the message).
 */
export const SupportChatMessageBodySchema = z
  .object({
    text: safeString()
      .max(SUPPORT_CHAT_MESSAGE_MAX_LENGTH * 2, 'SUPPORT_CHAT.MESSAGE_TOO_LONG')
      .superRefine((raw, context) => {
        const check = checkSupportChatMessage(raw);
        if (!check.ok) context.addIssue({ code: 'custom', message: check.code });
      }),
  })
  .strict();
export type SupportChatMessageBody = z.infer<typeof SupportChatMessageBodySchema>;

/** A page of messages, oldest first: the newest ones, or those before `before_id`; `has_more` when older ones exist. */
export const SupportChatMessagesQuerySchema = z.object({
  before_id: queryInt(1, 2_147_483_647).optional(),
  limit: queryInt(1, 100).default(50),
});
export type SupportChatMessagesQuery = z.infer<typeof SupportChatMessagesQuerySchema>;

export const SupportChatMessagePageSchema = z.object({
  message_list: z.array(SupportChatMessageSchema),
  has_more: z.boolean(),
});
export type SupportChatMessagePage = z.infer<typeof SupportChatMessagePageSchema>;

/**
 * Who the support staff is talking to: what the spec's widget was given (identity and licence), read from the
 * account when the inbox is shown (never typed by the user).
 */
export const SupportChatUserIdentitySchema = z.object({
  id: ResponseIdSchema,
  first_name: safeString(),
  last_name: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  organization: OrganizationRefSchema,
  licence: LicenseRefSchema,
  tester_level: z.enum(['Alpha', 'Beta']).nullable(),
  is_organization_manager: z.boolean(),
  status: z.number().int(),
});
export type SupportChatUserIdentity = z.infer<typeof SupportChatUserIdentitySchema>;

/** A conversation as the support inbox shows it: the user, the unread count for support, the last message. */
export const SupportInboxConversationSchema = z.object({
  id: ResponseIdSchema,
  user: SupportChatUserIdentitySchema,
  unread_count: CountSchema,
  last_message: SupportChatMessageSchema.nullable(),
  created_at: ApiDateTimeSchema,
});
export type SupportInboxConversation = z.infer<typeof SupportInboxConversationSchema>;

/** The inbox: latest activity first; `unread_only` keeps the conversations with unread user messages. */
export const SupportInboxQuerySchema = z.object({
  unread_only: queryBoolean().optional(),
  ...paginationQuery(20, 100),
});
export type SupportInboxQuery = z.infer<typeof SupportInboxQuerySchema>;

/** The inbox page, its total, and how many conversations have unread user messages (the inbox's badge). */
export const SupportInboxResponseSchema = pagedList(SupportInboxConversationSchema, 'conversation_list', 'conversation_count').extend({
  unread_conversation_count: CountSchema,
});
export type SupportInboxResponse = z.infer<typeof SupportInboxResponseSchema>;

/**
 * The payload of the socket message of type `SOCKET_MESSAGE_TYPE.supportChatMessage`: the new message, with what
 * each audience needs to show it without another call — the user's sockets get his conversation (its unread count:
 * the launcher's badge), the support staff's sockets get the inbox row and the number of conversations with unread
 * user messages.
 */
export const SupportChatPushSchema = z.discriminatedUnion('audience', [
  z.object({ audience: z.literal('user'), message: SupportChatMessageSchema, conversation: SupportChatConversationSchema }),
  z.object({
    audience: z.literal('support'),
    message: SupportChatMessageSchema,
    conversation: SupportInboxConversationSchema,
    unread_conversation_count: CountSchema,
  }),
]);
export type SupportChatPush = z.infer<typeof SupportChatPushSchema>;

/** The user's side of the support chat (designed): his own conversation only. */
export const SUPPORT_CHAT_ENDPOINTS = {
  getMySupportConversation: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/support-chat/conversation',
    summary: "The caller's support conversation and his unread count (null before his first message).",
    designed: true,
    response: MySupportChatResponseSchema,
  }),
  sendSupportMessage: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/support-chat/conversation/messages',
    summary: 'Write to support (starts the conversation on the first message).',
    designed: true,
    body: SupportChatMessageBodySchema,
    response: SupportChatMessageSchema,
  }),
  listSupportMessages: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/support-chat/conversations/{conversation}/messages',
    summary: "A page of the caller's conversation, oldest first.",
    designed: true,
    query: SupportChatMessagesQuerySchema,
    response: SupportChatMessagePageSchema,
  }),
  markSupportConversationRead: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/support-chat/conversations/{conversation}/read',
    summary: "The caller has read every support answer of his conversation; answers it (unread count 0).",
    designed: true,
    response: SupportChatConversationSchema,
  }),
} as const;

/** The support staff's inbox (designed): every user's conversation, for platform administrators only. */
export const SUPPORT_INBOX_ENDPOINTS = {
  listSupportInbox: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/support-chat/inbox/conversations',
    summary: 'The conversations, latest activity first, with the users and the unread counts.',
    designed: true,
    query: SupportInboxQuerySchema,
    response: SupportInboxResponseSchema,
  }),
  getSupportInboxConversation: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/support-chat/inbox/conversations/{conversation}',
    summary: 'One conversation with its user (identity and licence).',
    designed: true,
    response: SupportInboxConversationSchema,
  }),
  listSupportInboxMessages: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/support-chat/inbox/conversations/{conversation}/messages',
    summary: 'A page of a conversation, oldest first.',
    designed: true,
    query: SupportChatMessagesQuerySchema,
    response: SupportChatMessagePageSchema,
  }),
  answerSupportConversation: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/support-chat/inbox/conversations/{conversation}/messages',
    summary: 'Answer a user as support (e-mailed to the user when he is away).',
    designed: true,
    body: SupportChatMessageBodySchema,
    response: SupportChatMessageSchema,
  }),
  markSupportInboxConversationRead: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/support-chat/inbox/conversations/{conversation}/read',
    summary: "Support has read every user message of the conversation.",
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The user's support-chat port. */
export type SupportChatGateway = EndpointGateway<typeof SUPPORT_CHAT_ENDPOINTS>;
/** The support inbox port. */
export type SupportInboxGateway = EndpointGateway<typeof SUPPORT_INBOX_ENDPOINTS>;

import { SUPPORT_CHAT_ENDPOINTS, SUPPORT_INBOX_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { PLATFORM_ADMIN, SIGNED_IN } from '../../http/route-declaration';
import type { SupportChatService } from './support-chat-service';

export interface SupportChatRoutesOptions {
  readonly service: SupportChatService;
}

const OWN_ONLY = "The caller's own conversation only: any other id (another user's, another organisation's) answers 404.";
const LIMITS =
  'Plain text of 1 to 2,000 characters after trimming (400 SUPPORT_CHAT.MESSAGE_REQUIRED / SUPPORT_CHAT.MESSAGE_TOO_LONG), ' +
  'at most 10 messages a minute and 60 an hour per side of a conversation (429 SUPPORT_CHAT.TOO_MANY_MESSAGES, Retry-After).';

/**
 * The support chat (docs/support-chat.md), HTTP only. The user's side is open to every signed-in user and acts on his
 * own conversation (the token's user and organisation); the inbox is the support staff's: platform administrators,
 * every organisation's conversations.
 */
export const supportChatRoutes: FastifyPluginAsyncZod<SupportChatRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SUPPORT_CHAT_ENDPOINTS, {
    getMySupportConversation: {
      access: SIGNED_IN,
      description: "The caller's conversation with his unread count (support answers after his read mark); null before his first message.",
      handle: ({ auth }) => service.mine(auth),
    },
    sendSupportMessage: {
      access: SIGNED_IN,
      errors: [429],
      description: `Starts the caller's conversation on his first message. ${LIMITS} Refused (403) while connected as the user.`,
      handle: ({ auth, body }) => service.send(auth, body),
    },
    listSupportMessages: {
      access: SIGNED_IN,
      ids: { params: { conversation: 'conversation' } },
      description: `Oldest first: the newest \`limit\` messages, or those before \`before_id\`. ${OWN_ONLY}`,
      handle: ({ auth, params, query }) => service.listMine(auth, params.conversation, query),
    },
    markSupportConversationRead: {
      access: SIGNED_IN,
      ids: { params: { conversation: 'conversation' } },
      description: `The read mark becomes the newest message (not while connected as the user). ${OWN_ONLY}`,
      handle: ({ auth, params }) => service.markMineRead(auth, params.conversation),
    },
  });
  registerEndpoints(app, SUPPORT_INBOX_ENDPOINTS, {
    listSupportInbox: {
      access: PLATFORM_ADMIN,
      description: 'Every conversation with its user (identity and licence), latest activity first; unread_only keeps those with unread user messages.',
      handle: ({ query }) => service.inbox(query),
    },
    getSupportInboxConversation: {
      access: PLATFORM_ADMIN,
      ids: { params: { conversation: 'support-conversation' } },
      description: 'One conversation of any organisation; 404 when it does not exist.',
      handle: ({ params }) => service.inboxConversation(params.conversation),
    },
    listSupportInboxMessages: {
      access: PLATFORM_ADMIN,
      ids: { params: { conversation: 'support-conversation' } },
      description: 'Oldest first: the newest `limit` messages, or those before `before_id`; 404 when the conversation does not exist.',
      handle: ({ params, query }) => service.inboxMessages(params.conversation, query),
    },
    answerSupportConversation: {
      access: PLATFORM_ADMIN,
      ids: { params: { conversation: 'support-conversation' } },
      errors: [429],
      description: `Answers as support; e-mailed to the user when he has no socket open and had read every earlier answer. ${LIMITS}`,
      handle: ({ auth, params, body }) => service.answer(auth, params.conversation, body),
    },
    markSupportInboxConversationRead: {
      access: PLATFORM_ADMIN,
      ids: { params: { conversation: 'support-conversation' } },
      description: "Support's read mark becomes the newest message; 404 when the conversation does not exist.",
      handle: ({ params }) => service.markInboxRead(params.conversation),
    },
  });
};

import { checkSupportChatMessage, DomainFailure, shouldMailAwayUser, supportChatSendDecision } from '@cible/core';
import type {
  MySupportChatResponse,
  SupportChatConversation,
  SupportChatMessage,
  SupportChatMessageBody,
  SupportChatMessagePage,
  SupportChatMessagesQuery,
  SupportChatSide,
  SupportInboxConversation,
  SupportInboxQuery,
  SupportInboxResponse,
} from '@cible/core';
import type { Logger } from 'pino';
import type { MailOutbox } from '../../mail/mail-outbox';
import type { SocketPresence } from '../../realtime/socket-presence';
import type { SupportChatBus } from '../../realtime/support-chat-bus';
import type { AuthContext } from '../../security/auth-context';
import { supportChatAnswerMail } from './support-chat-mail';
import type { ConversationOwner, MessageTarget, SupportChatRepository } from './support-chat-repository';

export interface SupportChatServiceDependencies {
  readonly repository: SupportChatRepository;
  /** Told of each message once committed: every process pushes it to the sockets it holds. */
  readonly bus: Pick<SupportChatBus, 'committed'>;
  /** Whether the conversation's user has a socket of his own open anywhere (the away e-mail). */
  readonly presence: Pick<SocketPresence, 'isConnected'>;
  readonly outbox: MailOutbox;
  /** Public base URL of the app, for the e-mail's link. */
  readonly publicUrl: string;
  readonly logger: Logger;
}

/** The use cases of the support chat (docs/support-chat.md): the user's side, and the support staff's inbox. */
export interface SupportChatService {
  mine(auth: AuthContext): Promise<MySupportChatResponse>;
  send(auth: AuthContext, body: SupportChatMessageBody): Promise<SupportChatMessage>;
  listMine(auth: AuthContext, conversationId: number, query: SupportChatMessagesQuery): Promise<SupportChatMessagePage>;
  markMineRead(auth: AuthContext, conversationId: number): Promise<SupportChatConversation>;
  inbox(query: SupportInboxQuery): Promise<SupportInboxResponse>;
  inboxConversation(conversationId: number): Promise<SupportInboxConversation>;
  inboxMessages(conversationId: number, query: SupportChatMessagesQuery): Promise<SupportChatMessagePage>;
  answer(auth: AuthContext, conversationId: number, body: SupportChatMessageBody): Promise<SupportChatMessage>;
  markInboxRead(conversationId: number): Promise<void>;
}

const ownerOf = (auth: AuthContext): ConversationOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });
const conversationNotFound = () => new DomainFailure('NOT_FOUND', 'No such conversation.');

/** The chat's link in the e-mail: the app with the chat panel open. */
export const SUPPORT_CHAT_OPEN_QUERY = 'support-chat=open';

export function createSupportChatService({ repository, bus, presence, outbox, publicUrl, logger }: SupportChatServiceDependencies): SupportChatService {
  /** The text of a message as core's rule prepares it (the contract refused anything else before). */
  const prepared = (body: SupportChatMessageBody): string => {
    const check = checkSupportChatMessage(body.text);
    if (!check.ok) throw new DomainFailure(check.code, 'The message is refused.', { issues: [{ path: ['text'], message: check.code }] });
    return check.text;
  };

  const write = async (target: MessageTarget, author: SupportChatSide, authorUserId: number, text: string): Promise<SupportChatMessage> => {
    const outcome = await repository.send({ target, author, authorUserId, text, decide: (sentAtMs, nowMs) => supportChatSendDecision(sentAtMs, nowMs) });
    if (outcome.kind === 'not-found') throw conversationNotFound();
    if (outcome.kind === 'refused') {
      throw new DomainFailure('SUPPORT_CHAT.TOO_MANY_MESSAGES', 'Too many messages in this conversation; retry later.', {
        details: { retry_after_seconds: outcome.retryAfterSeconds },
      });
    }
    const { message, user } = outcome;
    bus.committed([{ messageId: message.id, conversationId: message.conversation_id, userId: user.userId }]);
    if (author === 'support' && user.status === 1) {
      const userConnected = await presence.isConnected(user.userId).catch((error: unknown) => {
        logger.warn({ err: error, userId: user.userId }, 'support chat: presence unknown, the answer is e-mailed');
        return false;
      });
      if (shouldMailAwayUser({ author, userConnected, unreadBefore: outcome.userUnreadBefore })) {
        outbox.enqueue(
          supportChatAnswerMail({ to: user.email, firstName: user.firstName, answer: message.text, link: `${publicUrl}/?${SUPPORT_CHAT_OPEN_QUERY}` }),
          { purpose: 'support-chat answer', userId: user.userId, messageId: message.id },
        );
      }
    }
    return message;
  };

  return {
    async mine(auth) {
      return { conversation: await repository.findOwnConversation(ownerOf(auth)) };
    },

    async send(auth, body) {
      // The user writes himself: an administrator "connected as" him reads, never writes in his name.
      if (auth.impersonator !== null) throw new DomainFailure('AUTH.FORBIDDEN', 'A support-chat message is written by the user himself.');
      return write({ kind: 'own', owner: ownerOf(auth) }, 'user', auth.user.id, prepared(body));
    },

    async listMine(_auth, conversationId, query) {
      // The tenant hook let only the caller's own conversation through.
      const page = await repository.listMessages(conversationId, { beforeId: query.before_id ?? null, limit: query.limit });
      return { message_list: [...page.messages], has_more: page.hasMore };
    },

    async markMineRead(auth, conversationId) {
      // Connected as the user, the administrator's reading is not the user's.
      if (auth.impersonator === null) await repository.markRead(conversationId, 'user');
      const conversation = await repository.findOwnConversation(ownerOf(auth));
      if (conversation === null || conversation.id !== conversationId) throw conversationNotFound();
      return conversation;
    },

    async inbox(query) {
      const page = await repository.inbox({ unreadOnly: query.unread_only === true, limit: query.limit, offset: query.offset });
      return { conversation_list: [...page.conversations], conversation_count: page.total, unread_conversation_count: page.unreadConversations };
    },

    async inboxConversation(conversationId) {
      const conversation = await repository.inboxConversation(conversationId);
      if (conversation === null) throw conversationNotFound();
      return conversation;
    },

    async inboxMessages(conversationId, query) {
      if (!(await repository.conversationExists(conversationId))) throw conversationNotFound();
      const page = await repository.listMessages(conversationId, { beforeId: query.before_id ?? null, limit: query.limit });
      return { message_list: [...page.messages], has_more: page.hasMore };
    },

    answer: async (auth, conversationId, body) => write({ kind: 'conversation', conversationId }, 'support', auth.user.id, prepared(body)),

    async markInboxRead(conversationId) {
      if (!(await repository.conversationExists(conversationId))) throw conversationNotFound();
      await repository.markRead(conversationId, 'support');
    },
  };
}

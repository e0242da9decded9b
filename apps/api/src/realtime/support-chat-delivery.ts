import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { SocketMessage, SupportChatConversation, SupportChatMessage, SupportChatPush, SupportInboxConversation } from '@cible/core';
import { sendWhereSessionHolds, startBatchedSocketDelivery } from './batched-socket-delivery';
import type { SocketDeliveryDependencies } from './batched-socket-delivery';
import type { SocketSession } from './socket-hub';
import type { SocketOwnerState } from './socket-session-check';
import type { SupportChatBus } from './support-chat-bus';

/** One message with what each audience is shown, read when it is delivered (the counts are those of that moment). */
export interface SupportChatDelivery {
  readonly message: SupportChatMessage;
  /** The conversation's user and his state now (his sockets are checked against it). */
  readonly user: SocketOwnerState & { readonly userId: number };
  /** The user's side of the conversation (his unread count: the launcher's badge). */
  readonly userConversation: SupportChatConversation;
  /** The inbox row (the user's identity and licence, the support staff's unread count, this message). */
  readonly inboxConversation: SupportInboxConversation;
  /** Conversations with unread user messages (the inbox's badge). */
  readonly unreadConversationCount: number;
}

/** A member of the support staff now (his sockets are checked against it). */
export interface SupportStaffState extends SocketOwnerState {
  readonly isPlatformAdmin: boolean;
}

/** What the delivery reads (implemented by the support-chat repository). */
export interface SupportChatDeliverySource {
  /** The messages (those that still exist), in id order. */
  findDeliveries(messageIds: readonly number[]): Promise<SupportChatDelivery[]>;
  /** The current state of these users. */
  findSupportStaff(userIds: readonly number[]): Promise<ReadonlyMap<number, SupportStaffState>>;
}

export type SupportChatDeliveryDependencies = SocketDeliveryDependencies<SupportChatBus, SupportChatDeliverySource>;

/** The support staff's own sockets: a platform administrator's, not while he is "connected as" someone. */
export const isSupportStaffSession = (session: SocketSession): boolean => session.isPlatformAdmin && session.connectedAsBy === null;

/** The socket message of a support-chat push: core's `{ type_id: SOCKET_MESSAGE_TYPE.supportChatMessage, payload }`. */
export function supportChatSocketMessage(payload: SupportChatPush): string {
  const message: SocketMessage = { type_id: SOCKET_MESSAGE_TYPE.supportChatMessage, payload };
  return JSON.stringify(message);
}

/** At most this many messages read per query. */
const BATCH = 200;

/**
 * Pushes every new support-chat message (docs/support-chat.md "Real time"), on this process, to exactly:
 * - the sockets of the conversation's user (every tab; an administrator "connected as" him too): payload
 *   `{ audience: 'user', message, conversation }`;
 * - the own sockets of the support staff (platform administrators, not while connected as someone): payload
 *   `{ audience: 'support', message, conversation (the inbox row), unread_conversation_count }`.
 * Nobody else. Events of a process holding none of these sockets are dropped at once (no query). The others are
 * batched (everything heard during one turn of the event loop, and while the previous read runs) and read in one
 * query, in id order. Before sending, each socket's session is checked again (same organisation, still active, token
 * not revoked, impersonation still allowed; a support agent still a platform administrator): a socket that fails is
 * closed with 1008 and gets nothing. Answers the function that stops the delivery.
 */
export function startSupportChatDelivery({ bus, hub, source, authenticator, logger }: SupportChatDeliveryDependencies): () => void {
  const deliver = async (delivery: SupportChatDelivery) => {
    const { message, user } = delivery;
    let sent = 0;
    const userSockets = hub.socketsOf(user.userId);
    if (userSockets.length > 0) {
      const payload: SupportChatPush = { audience: 'user', message, conversation: delivery.userConversation };
      sent += (await sendWhereSessionHolds({ hub, authenticator }, user.userId, userSockets, () => user, () => supportChatSocketMessage(payload))) ?? 0;
    }
    const staff = hub.userIdsWith(isSupportStaffSession);
    if (staff.length > 0) {
      let states: ReadonlyMap<number, SupportStaffState>;
      try {
        states = await source.findSupportStaff(staff);
      } catch (error) {
        logger.error({ err: error }, 'support-chat delivery: reading the support staff failed; not pushed to them');
        states = new Map();
      }
      const payload: SupportChatPush = {
        audience: 'support',
        message,
        conversation: delivery.inboxConversation,
        unread_conversation_count: delivery.unreadConversationCount,
      };
      const frame = supportChatSocketMessage(payload);
      for (const staffId of staff) {
        const sockets = hub.socketsOf(staffId).filter((entry) => isSupportStaffSession(entry.session));
        const state = states.get(staffId);
        const stateOf = () => (state === undefined ? 'AUTH.TOKEN_INVALID' : state.isPlatformAdmin ? state : 'AUTH.FORBIDDEN');
        sent += (await sendWhereSessionHolds({ hub, authenticator }, staffId, sockets, stateOf, () => frame)) ?? 0;
      }
    }
    logger.debug({ messageId: message.id, conversationId: message.conversation_id, sockets: sent }, 'support-chat message pushed');
  };

  return startBatchedSocketDelivery<SupportChatDelivery>({
    batchSize: BATCH,
    sortIds: true,
    listen: (queue) =>
      bus.subscribe((event) => {
        if (!hub.has(event.userId) && hub.userIdsWith(isSupportStaffSession).length === 0) return;
        queue.add(event.messageId);
      }),
    read: (ids) => source.findDeliveries(ids),
    readFailed: (error, ids) => logger.error({ err: error, messages: ids.length }, 'support-chat delivery: reading failed; not pushed'),
    deliver: async (deliveries) => {
      for (const delivery of deliveries) await deliver(delivery);
    },
  });
}

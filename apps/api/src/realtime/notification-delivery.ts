import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { NotificationPush, SocketMessage } from '@cible/core';
import { toNotificationPayload } from './notification-record';
import type { DeliverableNotification } from './deliverable-notification';
import type { NotificationBus } from './notification-bus';
import { sendWhereSessionHolds, startBatchedSocketDelivery } from './batched-socket-delivery';
import type { SocketDeliveryDependencies } from './batched-socket-delivery';
import type { SocketOwnerState } from './socket-session-check';

/** The recipient whose unseen notifications are counted (the socket's user and organisation). */
export interface UnseenCountOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** What the delivery reads (one query of each per batch). */
export interface NotificationDeliverySource {
  /** The notifications and their recipients' current state. */
  findDeliverable(ids: readonly number[]): Promise<DeliverableNotification[]>;
  /** The number of unseen notifications of each owner, by user id (the bell's badge, as list/not_viewed counts it). */
  countUnseen(owners: readonly UnseenCountOwner[]): Promise<ReadonlyMap<number, number>>;
}

export type NotificationDeliveryDependencies = SocketDeliveryDependencies<NotificationBus, NotificationDeliverySource>;

/** At most this many notifications read per query. */
const BATCH = 500;

/**
 * The socket message of a notification: core's `{ type_id: SOCKET_MESSAGE_TYPE.notification, payload: NotificationPush }`,
 * the notification as the list returns it and its recipient's unseen count (the bell needs no second call).
 */
export function notificationSocketMessage(notification: DeliverableNotification, unseenCount: number): string {
  const payload: NotificationPush = { notification: toNotificationPayload(notification), notification_count: unseenCount };
  const message: SocketMessage = { type_id: SOCKET_MESSAGE_TYPE.notification, payload };
  return JSON.stringify(message);
}

/**
 * Pushes every new notification to its recipient's open sockets on this process. Events of users without a socket
 * here are dropped at once (no query). Events that carry their notification (this process's own inserts) need no
 * read of it. The others are batched (everything heard during one turn of the event loop, and while the previous
 * read runs) and read in one query with the recipient's current state. Each batch then counts the unseen
 * notifications of its recipients in one query, and each notification is sent as core's socket message
 * `{ type_id: 1, payload: { notification, notification_count } }` to the sockets of THAT user only, after checking
 * each socket's session again: same organisation, user still active, token not revoked since (logout, password
 * change), impersonation still allowed. A socket that fails the check is closed with 1008 and gets nothing.
 * Answers the function that stops the delivery.
 */
export function startNotificationDelivery({ bus, hub, source, authenticator, logger }: NotificationDeliveryDependencies): () => void {
  /** The recipient's state now; a notification of another organisation than its user's now goes nowhere. */
  const ownerState = (row: DeliverableNotification): SocketOwnerState | string =>
    row.userOrganizationId !== row.organizationId
      ? 'AUTH.TOKEN_INVALID'
      : { organizationId: row.organizationId, status: row.userStatus, tokensValidAfter: row.tokensValidAfter };

  /** Counts the unseen notifications of the batch's recipients that still hold a socket here, then delivers in order. */
  const deliverBatch = async (rows: readonly DeliverableNotification[]) => {
    const reached = rows.filter((row) => hub.has(row.userId));
    if (reached.length === 0) return;
    const owners = new Map<number, UnseenCountOwner>();
    for (const row of reached) owners.set(row.userId, { userId: row.userId, organizationId: row.organizationId });
    let counts: ReadonlyMap<number, number>;
    try {
      counts = await source.countUnseen([...owners.values()]);
    } catch (error) {
      logger.error({ err: error, notificationIds: reached.length }, 'notification delivery: counting unseen failed; not pushed');
      return;
    }
    for (const row of reached) await deliver(row, counts.get(row.userId) ?? 0);
  };

  const deliver = async (row: DeliverableNotification, unseenCount: number) => {
    const sockets = hub.socketsOf(row.userId);
    if (sockets.length === 0) return;
    const frame = () => notificationSocketMessage(row, unseenCount);
    const sent = await sendWhereSessionHolds({ hub, authenticator }, row.userId, sockets, () => ownerState(row), frame);
    if (sent === null) return;
    logger.debug({ notificationId: row.id, userId: row.userId, sockets: sent }, 'notification pushed');
  };

  return startBatchedSocketDelivery<DeliverableNotification>({
    batchSize: BATCH,
    sortIds: false,
    listen: (queue) =>
      bus.subscribe((event) => {
        if (!hub.has(event.userId)) return;
        // Events that carry their notification (in-process bus): delivered without a read.
        if (event.notification !== undefined) queue.addReady(event.notificationId, event.notification);
        else queue.add(event.notificationId);
      }),
    read: (ids) => source.findDeliverable(ids),
    readFailed: (error, ids) => logger.error({ err: error, notificationIds: ids.length }, 'notification delivery: reading failed; not pushed'),
    deliver: deliverBatch,
  });
}

import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { SocketMessage } from '@cible/core';
import type { Logger } from 'pino';
import { toNotificationPayload } from '../modules/notifications/notification-record';
import type { DeliverableNotification } from '../modules/notifications/notifications-repository';
import type { TokenAuthenticator } from '../security/authenticate';
import { isTokenRevoked } from '../security/token-revocation';
import type { NotificationBus } from './notification-bus';
import type { HubSocket, SocketHub } from './socket-hub';
import { SOCKET_CLOSE } from './socket-hub';

export interface NotificationDeliveryDependencies {
  readonly bus: NotificationBus;
  readonly hub: SocketHub;
  /** Reads the notifications and their recipients' current state (one query per batch). */
  readonly source: { findDeliverable(ids: readonly number[]): Promise<DeliverableNotification[]> };
  /** Re-verifies impersonation sockets (their administrator may have been revoked meanwhile). */
  readonly authenticator: Pick<TokenAuthenticator, 'authenticateToken'>;
  readonly logger: Logger;
}

/** At most this many notifications read per query. */
const BATCH = 500;

/** The socket message of a notification: core's `{ type_id: SOCKET_MESSAGE_TYPE.notification, payload: Notification }`. */
export function notificationSocketMessage(notification: DeliverableNotification): string {
  const message: SocketMessage = { type_id: SOCKET_MESSAGE_TYPE.notification, payload: toNotificationPayload(notification) };
  return JSON.stringify(message);
}

/**
 * Pushes every new notification to its recipient's open sockets on this process. Events of users without a socket
 * here are dropped at once (no query). Events that carry their notification (in-process bus) are sent without a
 * read. The others are batched (everything heard during one turn of the event loop,
 * and while the previous read runs), read in one query with the recipient's current state, and sent as core's
 * socket message `{ type_id: 1, payload: <Notification> }` to the sockets of THAT user only, after checking each
 * socket's session again: same organisation, user still active, token not revoked since (logout, password change),
 * impersonation still allowed. A socket that fails the check is closed with 1008 and gets nothing.
 * Answers the function that stops the delivery.
 */
export function startNotificationDelivery({ bus, hub, source, authenticator, logger }: NotificationDeliveryDependencies): () => void {
  const pending = new Set<number>();
  /** Events that carry their notification (in-process bus): delivered without a read. */
  const ready = new Map<number, DeliverableNotification>();
  let running = false;
  let scheduled = false;
  let stopped = false;

  const schedule = () => {
    if (scheduled || running || stopped) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  const flush = async () => {
    if (running || stopped || (pending.size === 0 && ready.size === 0)) return;
    running = true;
    try {
      while (ready.size > 0 && !stopped) {
        const rows = [...ready.values()];
        ready.clear();
        for (const row of rows) await deliver(row);
      }
      while (pending.size > 0 && !stopped) {
        const ids = [...pending].slice(0, BATCH);
        for (const id of ids) pending.delete(id);
        let rows: DeliverableNotification[];
        try {
          rows = await source.findDeliverable(ids);
        } catch (error) {
          logger.error({ err: error, notificationIds: ids.length }, 'notification delivery: reading failed; not pushed');
          continue;
        }
        for (const row of rows) await deliver(row);
      }
    } finally {
      running = false;
      if (pending.size > 0 || ready.size > 0) schedule();
    }
  };

  const sessionStillValid = async (entry: HubSocket, row: DeliverableNotification): Promise<string | null> => {
    const { session } = entry;
    if (session.organizationId !== row.organizationId || row.userOrganizationId !== row.organizationId) return 'AUTH.TOKEN_INVALID';
    if (row.userStatus !== 1) return 'AUTH.ACCOUNT_INACTIVE';
    if (isTokenRevoked(session.iat, row.tokensValidAfter)) return 'AUTH.TOKEN_INVALID';
    if (session.connectedAsBy !== null) {
      try {
        await authenticator.authenticateToken(session.token, { allowPasswordExpired: false });
      } catch {
        return 'AUTH.TOKEN_INVALID';
      }
    }
    return null;
  };

  const deliver = async (row: DeliverableNotification) => {
    const sockets = hub.socketsOf(row.userId);
    if (sockets.length === 0) return;
    const allowed = new Set<HubSocket>();
    for (const entry of sockets) {
      const refusal = await sessionStillValid(entry, row);
      if (refusal === null) allowed.add(entry);
      else hub.close(entry, SOCKET_CLOSE.policyViolation, refusal);
    }
    if (allowed.size === 0) return;
    const sent = hub.send(row.userId, notificationSocketMessage(row), (entry) => allowed.has(entry));
    logger.debug({ notificationId: row.id, userId: row.userId, sockets: sent }, 'notification pushed');
  };

  const unsubscribe = bus.subscribe((event) => {
    if (!hub.has(event.userId)) return;
    if (event.notification !== undefined) ready.set(event.notificationId, event.notification);
    else pending.add(event.notificationId);
    schedule();
  });

  return () => {
    stopped = true;
    unsubscribe();
    pending.clear();
    ready.clear();
  };
}

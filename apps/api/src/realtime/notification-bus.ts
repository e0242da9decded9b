/**
 * The NOTIFICATION BUS port: how every API process learns that a notification was created, whichever process (or
 * job) created it, so that it can push it to the sockets it holds. docs/notifications.md, ADR 004. An
 * {@link EventBus} (event-bus.ts) chosen by the database kind ({@link createNotificationBus}):
 * - PostgreSQL server: the insert trigger of `notifications` NOTIFYs `cible_notifications` in the inserting
 *   transaction; each process holds ONE dedicated LISTEN connection and hears every commit, its own included
 *   (`postgres-notification-bus.ts`).
 * - Embedded PGlite: one process only; the process tells itself after the commit (`in-process-notification-bus.ts`).
 */

import type { DeliverableNotification } from './deliverable-notification';
import { isPositiveInteger, parseNotifyObject } from './event-bus';
import type { EventBus } from './event-bus';

/** A notification was committed for a user (the payload of the NOTIFY, camel-cased). */
export interface NotificationCreatedEvent {
  readonly userId: number;
  readonly notificationId: number;
  /**
   * The notification and its recipient's state as the inserting statement read them, when the event comes from this
   * very process (`committed`): the delivery then needs no second read. Events heard through LISTEN have none.
   */
  readonly notification?: DeliverableNotification;
}

export type NotificationCreatedListener = (event: NotificationCreatedEvent) => void;

/** The bus of notifications: `committed(events)` after the insert, `subscribe` to follow every one created. */
export type NotificationBus = EventBus<NotificationCreatedEvent>;

/** Reads the NOTIFY payload `{"user_id": n, "notification_id": n}`; `null` when it is anything else. */
export function parseNotificationCreatedPayload(payload: string | undefined): NotificationCreatedEvent | null {
  const data = parseNotifyObject(payload);
  if (data === null) return null;
  const { user_id: userId, notification_id: notificationId } = data;
  if (!isPositiveInteger(userId) || !isPositiveInteger(notificationId)) return null;
  return { userId, notificationId };
}

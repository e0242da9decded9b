/**
 * The NOTIFICATION BUS port: how every API process learns that a notification was created, whichever process (or
 * job) created it, so that it can push it to the sockets it holds. docs/notifications.md, ADR 004.
 *
 * Two adapters, chosen by the database kind ({@link createNotificationBus}):
 * - PostgreSQL server: the insert trigger of `notifications` NOTIFYs `cible_notifications` in the inserting
 *   transaction; each process holds ONE dedicated LISTEN connection and hears every commit, its own included
 *   (`postgres-notification-bus.ts`).
 * - Embedded PGlite: one process only, and PGlite's socket shares one session between connections (a NOTIFY is
 *   answered to whichever connection ran the statement, never to a LISTEN connection), so the process tells
 *   itself after the commit (`in-process-notification-bus.ts`).
 */

import type { DeliverableNotification } from './deliverable-notification';

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

export interface NotificationBus {
  /** `postgres` (LISTEN/NOTIFY, every process) or `in-process` (this process only). */
  readonly kind: 'postgres' | 'in-process';
  /**
   * Called by the code that inserted notifications, AFTER its transaction committed, with the rows it inserted.
   * Both adapters deliver them to this process's listeners at once; the PostgreSQL adapter also hears them through
   * LISTEN (every process does) and drops that second announcement.
   */
  committed(events: readonly NotificationCreatedEvent[]): void;
  /** Follows every notification created (in any process for the PostgreSQL adapter); answers the unsubscribe. */
  subscribe(listener: NotificationCreatedListener): () => void;
  /** Starts listening (connects the LISTEN connection). Resolves once events can be heard. */
  start(): Promise<void>;
  /** Stops listening and releases the connection. Idempotent. */
  close(): Promise<void>;
}

/** Reads the NOTIFY payload `{"user_id": n, "notification_id": n}`; `null` when it is anything else. */
export function parseNotificationCreatedPayload(payload: string | undefined): NotificationCreatedEvent | null {
  if (payload === undefined || payload.length > 200) return null;
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { user_id: userId, notification_id: notificationId } = data as Record<string, unknown>;
  if (!isPositiveInteger(userId) || !isPositiveInteger(notificationId)) return null;
  return { userId, notificationId };
}

const isPositiveInteger = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The listeners of a bus: a failing listener is reported and does not stop the others. */
export class ListenerSet {
  private readonly listeners = new Set<NotificationCreatedListener>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  add(listener: NotificationCreatedListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: NotificationCreatedEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

import { NotificationPayloadSchema, notificationTypeId, notificationWording, translate } from '@cible/core';
import type { Notification, NotificationPayload, NotificationTypeName } from '@cible/core';
import type { Logger } from 'pino';
import type { Transaction } from '../../db/run-transaction';
import type { DeliverableNotification } from '../../realtime/deliverable-notification';
import type { NotificationBus } from '../../realtime/notification-bus';
import { toNotificationPayload } from '../../realtime/notification-record';
import type { NewNotification, NotificationsRepository } from './notifications-repository';

/** The payload of a notification: core's NotificationPayload fields, plus extra JSON keys kept as stored (e.g. `query_id`). */
export type NotifyPayload = NotificationPayload & Readonly<Record<string, unknown>>;

export interface NotifyOptions {
  /** Data-platform contact the notification is about; default `payload.contact.id`. */
  readonly contactId?: number | null;
  /** Data-platform company the notification is about; default `payload.company.id`. */
  readonly companyId?: number | null;
  /** The alert (query) behind an `alert` notification: skipped when the user blocked it in the settings. */
  readonly queryId?: number | null;
}

/** One notification to create. */
export interface NotifyRequest extends NotifyOptions {
  readonly userId: number;
  readonly type: NotificationTypeName;
  readonly payload: NotifyPayload;
}

/** A created notification: its wire form, its recipient and its French sentence (core's wording). */
export interface CreatedNotification {
  readonly userId: number;
  readonly notification: Notification;
  readonly wordingFr: string;
}

/**
 * The domain service that creates notifications. Domain code (jobs, services) calls it when something worth a
 * notification happened; the web app shows it in the bell and the page, and every open socket of the recipient
 * receives it within milliseconds (insert trigger → NOTIFY → each process's LISTEN → sockets).
 */
export interface Notifier {
  /** Creates one notification; `null` when it was not created (unknown user, blocked alert query). */
  notify(userId: number, type: NotificationTypeName, payload: NotifyPayload, options?: NotifyOptions): Promise<CreatedNotification | null>;
  /** Creates several in one transaction (e.g. one per assigned colleague). */
  notifyMany(requests: readonly NotifyRequest[]): Promise<CreatedNotification[]>;
  /**
   * Creates several inside the caller's transaction `tx` (what the caller records commits with them, or nothing
   * does); call `published()` once that transaction has committed, so that the sockets hear of them.
   */
  notifyManyIn(tx: Transaction, requests: readonly NotifyRequest[]): Promise<PendingNotifications>;
}

/** Notifications created in a transaction not committed yet. */
export interface PendingNotifications {
  readonly created: CreatedNotification[];
  /** After the commit: hands them to the bus (sockets of this process; a server's trigger NOTIFYs the others). */
  published(): void;
}

/** Thrown when a payload does not match core's NotificationPayloadSchema (a programming error of the caller). */
export class InvalidNotificationPayloadError extends Error {
  constructor(readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]) {
    super(`Invalid notification payload: ${issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    this.name = 'InvalidNotificationPayloadError';
  }
}

/** Known fields checked by core's schema, extra keys kept (they must be JSON: they come from our own code). */
const StoredPayloadSchema = NotificationPayloadSchema.loose();

export interface NotifierDependencies {
  readonly repository: NotificationsRepository;
  readonly bus: NotificationBus;
  readonly logger: Logger;
}

export function createNotifier({ repository, bus, logger }: NotifierDependencies): Notifier {
  const toNew = (request: NotifyRequest): NewNotification => {
    const parsed = StoredPayloadSchema.safeParse(request.payload);
    if (!parsed.success) throw new InvalidNotificationPayloadError(parsed.error.issues);
    const payload = parsed.data as Record<string, unknown> & NotificationPayload;
    return {
      userId: request.userId,
      notificationTypeId: notificationTypeId(request.type),
      contactId: request.contactId ?? payload.contact?.id ?? null,
      companyId: request.companyId ?? payload.company?.id ?? null,
      payload,
      queryId: request.queryId ?? null,
    };
  };

  const publish = (rows: readonly DeliverableNotification[]) => bus.committed(rows.map((row) => ({ userId: row.userId, notificationId: row.id, notification: row })));
  const describe = (rows: readonly DeliverableNotification[]): CreatedNotification[] =>
    rows.map((row) => {
      const notification = toNotificationPayload(row);
      const wordingFr = translate(notificationWording(row.notificationTypeId, notification.parsed_payload ?? {}));
      logger.debug({ notificationId: row.id, userId: row.userId, type: row.notificationTypeId, wordingFr }, 'notification created');
      return { userId: row.userId, notification, wordingFr };
    });

  const notifyMany = async (requests: readonly NotifyRequest[]): Promise<CreatedNotification[]> => {
    const rows = await repository.insert(requests.map(toNew));
    publish(rows);
    return describe(rows);
  };

  return {
    async notify(userId, type, payload, options = {}) {
      const [created] = await notifyMany([{ ...options, userId, type, payload }]);
      return created ?? null;
    },
    notifyMany,
    async notifyManyIn(tx, requests) {
      const rows = await repository.insertIn(tx, requests.map(toNew));
      return { created: describe(rows), published: () => publish(rows) };
    },
  };
}

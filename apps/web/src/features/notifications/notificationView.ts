import { formatNotificationTime, isNotificationUnseen, notificationWording, parseNotificationPayload, relativeDate } from '@cible/core';
import type { Clock, Notification, Text } from '@cible/core';
import type { IconName } from '../../ui/components/Icon/Icon';
import { notificationTypeIcon } from './notificationTypeIcon';

/** A notification as the bell and the notifications page show it. */
export interface NotificationView {
  readonly id: number;
  readonly notificationTypeId: number;
  readonly icon: IconName;
  /** Core's sentence for the type and payload (`notificationWording`), rendered in the reader's language. */
  readonly text: Text;
  /** "il y a 3 minutes", "le 02/01/2026" (core's `relativeDate`), rendered in the reader's language. */
  readonly relativeDate: Text;
  /** HH:mm in the user's zone. */
  readonly time: string;
  /** ISO date of sending (for `<time dateTime>`). */
  readonly sentAt: string;
  readonly unseen: boolean;
}

/** Reads a notification with core's wording and formatting, at the clock's now and zone. */
export function notificationView(notification: Notification, clock: Clock): NotificationView {
  return {
    id: notification.id,
    notificationTypeId: notification.notification_type_id,
    icon: notificationTypeIcon(notification.notification_type_id),
    text: notificationWording(notification.notification_type_id, parseNotificationPayload(notification.payload)),
    relativeDate: relativeDate(notification.sent_at, clock.now(), clock.zone),
    time: formatNotificationTime(notification.sent_at, clock.zone),
    sentAt: notification.sent_at,
    unseen: isNotificationUnseen(notification),
  };
}

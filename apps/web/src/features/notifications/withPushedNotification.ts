import type { NotificationListResponse, NotificationPush } from '@cible/core';

/**
 * The bell's unseen list once a notification is pushed (docs/web-shell.md "Notifications"): the pushed one first,
 * listed once (a list that already holds its id keeps one copy), at most `max` listed and never more than the pushed
 * count of unseen notifications (those viewed elsewhere meanwhile drop off the end); the count is the pushed one.
 */
export function withPushedNotification(answer: NotificationListResponse, push: NotificationPush, max: number): NotificationListResponse {
  const others = answer.notification_list.filter((notification) => notification.id !== push.notification.id);
  const shown = Math.max(0, Math.min(max, push.notification_count));
  return { notification_list: [push.notification, ...others].slice(0, shown), notification_count: push.notification_count };
}

import { BELL_UNSEEN_COUNT } from './bell-size';

/** The fields of a notification the bell looks at. */
export interface BellNotification {
  readonly sent_at?: string | null;
  readonly viewed_at?: string | null;
}

/**
 * A notification is unseen while viewed_at is empty (null, absent or blank).
 * @rule app-shell §3 · viewed_at empty means unseen
 */
export function isNotificationUnseen(notification: BellNotification): boolean {
  return !notification.viewed_at?.trim();
}

const sentTime = (notification: BellNotification): number => {
  const time = notification.sent_at ? Date.parse(notification.sent_at) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * The notifications the bell shows: the unseen ones, newest sent first (unknown dates last), at most 5.
 * @rule app-shell §4, §9 · the bell shows up to 5 unseen notifications
 */
export function bellNotifications<T extends BellNotification>(notifications: readonly T[]): T[] {
  return notifications
    .filter(isNotificationUnseen)
    .map((notification, index) => ({ notification, index }))
    .sort((a, b) => sentTime(b.notification) - sentTime(a.notification) || a.index - b.index)
    .slice(0, BELL_UNSEEN_COUNT)
    .map(({ notification }) => notification);
}

/**
 * The bell badge: nothing for no unseen notification, the count up to 5, "5+" beyond (designed here).
 * @rule app-shell §2.5, §9 · bell badge shows the unseen count, capped at 5
 */
export function bellBadgeLabel(unseenCount: number): string | null {
  if (!(unseenCount > 0)) return null;
  return unseenCount > BELL_UNSEEN_COUNT ? `${BELL_UNSEEN_COUNT}+` : String(Math.trunc(unseenCount));
}

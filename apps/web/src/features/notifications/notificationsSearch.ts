import { z } from 'zod';
import type { NotificationListQuery } from '@cible/core';

/** Notifications per page of /personal-space/notifications (the API's default page size). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The seen filter of the notifications page. */
export type SeenFilter = 'all' | 'unseen' | 'seen';

/**
 * The URL search params of /personal-space/notifications: `page` (from 1), `types` (type ids 1–15, none = all),
 * `seen` (all / unseen / seen). Anything unreadable falls back to its default (`.catch`), so a hand-edited URL
 * still opens the page.
 */
export const NotificationsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  types: z
    .array(z.coerce.number().int().min(1).max(15))
    .max(15)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .catch([])
    .default([]),
  seen: z.enum(['all', 'unseen', 'seen']).catch('all').default('all'),
});
export type NotificationsSearch = z.infer<typeof NotificationsSearchSchema>;

/** The default search (first page, every type, seen or not). */
export const DEFAULT_NOTIFICATIONS_SEARCH: NotificationsSearch = { page: 1, types: [], seen: 'all' };

/** The API query of a search: type and seen filters, 20 per page. */
export function notificationListQueryOf(search: NotificationsSearch): NotificationListQuery {
  return {
    ...(search.types.length > 0 ? { notification_type_id_list: [...search.types] } : {}),
    ...(search.seen === 'all' ? {} : { seen: search.seen === 'seen' }),
    limit: NOTIFICATIONS_PAGE_SIZE,
    offset: (search.page - 1) * NOTIFICATIONS_PAGE_SIZE,
  };
}

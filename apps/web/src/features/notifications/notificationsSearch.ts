import * as z from 'zod/mini';
import type { NotificationListQuery } from '@cible/core';

/** Notifications per page of /personal-space/notifications (the API's default page size). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The seen filter of the notifications page. */
export type SeenFilter = 'all' | 'unseen' | 'seen';

/**
 * The URL search params of /personal-space/notifications: `page` (from 1), `types` (type ids 1–15, none = all),
 * `seen` (all / unseen / seen). Anything unreadable falls back to its default (`.catch`), so a hand-edited URL
 * still opens the page. zod/mini: the route's URL check is part of the first route (docs/performance.md).
 */
export const NotificationsSearchSchema = z.object({
  page: z._default(z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
  types: z._default(
    z.catch(
      z.pipe(
        z.array(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(15))).check(z.maxLength(15)),
        z.transform((ids: number[]) => [...new Set(ids)].sort((a, b) => a - b)),
      ),
      [],
    ),
    [],
  ),
  seen: z._default(z.catch(z.enum(['all', 'unseen', 'seen']), 'all'), 'all'),
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

import { matchRoute } from '../routing/route-table';

/** The page key of a path that no route of the app has (the 404 page). */
export const ANALYTICS_UNKNOWN_PAGE = '*';

/**
 * The page a viewed path counts under: the spec pattern of its route (`/account/{company_id}` for `/account/42`), so
 * that usage is per page and never per company, contact or id; a path no route has counts as
 * {@link ANALYTICS_UNKNOWN_PAGE}. A query or fragment is ignored.
 * @rule design · page usage counts per route pattern (ids left out); a path of no route counts as the unknown page
 */
export function analyticsPageOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return matchRoute(pathname)?.route.specPath ?? ANALYTICS_UNKNOWN_PAGE;
}

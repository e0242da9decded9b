import type { Text } from '../i18n/text';
import { buildRoutePath, routeByName } from '../routing/route-table';
import type { RouteName, RouteParams } from '../routing/route-table';
import type { PermissionSubject } from './permission-subjects';

/** Where a navigation entry leads: a path of this app, a path of the older desk host, or an action. */
export type NavTarget =
  | { readonly kind: 'app'; readonly path: string }
  | { readonly kind: 'desk'; readonly path: string }
  | { readonly kind: 'action'; readonly action: 'logout' };

/** A link: stable key, label (a text of core's i18n files, `navigation.*`), target, and the subject it needs (null: none). */
export interface NavLink {
  readonly kind: 'link';
  readonly key: string;
  readonly label: Text;
  readonly target: NavTarget;
  readonly subject: PermissionSubject | null;
}

/** A widget of the header that is not a link (the quick-search box). */
export interface NavWidget {
  readonly kind: 'widget';
  readonly key: string;
  readonly label: Text;
  readonly subject: PermissionSubject | null;
}

/** A menu (dropdown or submenu) holding visible entries; its title may itself link somewhere. */
export interface NavMenu {
  readonly kind: 'menu';
  readonly key: string;
  readonly label: Text;
  readonly subject: PermissionSubject | null;
  readonly target: NavTarget | null;
  readonly children: readonly NavEntry[];
}

/** One entry of a navigation structure. */
export type NavEntry = NavLink | NavWidget | NavMenu;

/** The app target of a route of the route table (optional parameters left out unless given). */
export function routeTarget(route: RouteName, params?: RouteParams): NavTarget {
  return { kind: 'app', path: buildRoutePath(routeByName(route), params) };
}

/** Builds a link to a route of this app (its path comes from the route table). */
export function appLink(key: string, label: Text, route: RouteName, subject: PermissionSubject | null, params?: RouteParams): NavLink {
  return { kind: 'link', key, label, target: routeTarget(route, params), subject };
}

/** Builds a link to a path of the older desk host (pages this app does not serve: not in the route table). */
export function deskLink(key: string, label: Text, path: string, subject: PermissionSubject | null): NavLink {
  return { kind: 'link', key, label, target: { kind: 'desk', path }, subject };
}

/** Every key of a navigation structure, depth first (menus before their children). */
export function navEntryKeys(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) => [entry.key, ...(entry.kind === 'menu' ? navEntryKeys(entry.children) : [])]);
}

/** Finds an entry by key anywhere in a navigation structure. */
export function findNavEntry(entries: readonly NavEntry[], key: string): NavEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    if (entry.kind === 'menu') {
      const found = findNavEntry(entry.children, key);
      if (found) return found;
    }
  }
  return undefined;
}

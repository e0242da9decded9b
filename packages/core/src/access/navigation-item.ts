import type { PermissionSubject } from './permission-subjects';

/** Where a navigation entry leads: a path of this app, a path of the older desk host, or an action. */
export type NavTarget =
  | { readonly kind: 'app'; readonly path: string }
  | { readonly kind: 'desk'; readonly path: string }
  | { readonly kind: 'action'; readonly action: 'logout' };

/** A link: stable key, French label, English label, target, and the subject it needs (null: none). */
export interface NavLink {
  readonly kind: 'link';
  readonly key: string;
  readonly label: string;
  readonly labelEn: string;
  readonly target: NavTarget;
  readonly subject: PermissionSubject | null;
}

/** A widget of the header that is not a link (the quick-search box). */
export interface NavWidget {
  readonly kind: 'widget';
  readonly key: string;
  readonly label: string;
  readonly labelEn: string;
  readonly subject: PermissionSubject | null;
}

/** A menu (dropdown or submenu) holding visible entries; its title may itself link somewhere. */
export interface NavMenu {
  readonly kind: 'menu';
  readonly key: string;
  readonly label: string;
  readonly labelEn: string;
  readonly subject: PermissionSubject | null;
  readonly target: NavTarget | null;
  readonly children: readonly NavEntry[];
}

/** One entry of a navigation structure. */
export type NavEntry = NavLink | NavWidget | NavMenu;

/** Builds an app link. */
export function appLink(key: string, label: string, labelEn: string, path: string, subject: PermissionSubject | null): NavLink {
  return { kind: 'link', key, label, labelEn, target: { kind: 'app', path }, subject };
}

/** Builds a desk-host link. */
export function deskLink(key: string, label: string, labelEn: string, path: string, subject: PermissionSubject | null): NavLink {
  return { kind: 'link', key, label, labelEn, target: { kind: 'desk', path }, subject };
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

import { text } from '../i18n/text';
import type { Text } from '../i18n/text';
import { normalizePathname } from '../routing/path-normalization';
import { can } from './ability';
import type { Ability } from './ability';
import type { NavLink } from './navigation-item';
import { PERSONAL_SPACE_LINKS, visiblePersonalSpaceLink } from './personal-space-links';
import type { PersonalSpaceLinkKey } from './personal-space-links';
import type { PermissionSubject } from './permission-subjects';

/** Keys of the sidebar groups. */
export type PersonalSpaceGroupKey = 'my-activity' | 'my-profile' | 'my-settings';

/** The definition of a sidebar group: labels, gate subject (null: none) and links in order. */
export interface PersonalSpaceGroupDefinition {
  readonly key: PersonalSpaceGroupKey;
  /** A text `navigation.sidebar.*` of core's i18n files. */
  readonly label: Text;
  readonly subject: PermissionSubject | null;
  readonly links: readonly PersonalSpaceLinkKey[];
}

/**
 * The personal-space sidebar groups: my activity (gated by PERSONAL_SPACE_ACTIVITY), my profile (no gate,
 * since my contract is always shown) and my settings (gated by PERSONAL_SPACE_PARAMETERS).
 * @rule app-shell §2.6 · sidebar groups my activity, my profile, my settings
 */
export const PERSONAL_SPACE_GROUPS: readonly PersonalSpaceGroupDefinition[] = [
  {
    key: 'my-activity',
    label: text('navigation.sidebar.myActivity'),
    subject: 'PERSONAL_SPACE_ACTIVITY',
    links: ['saved-searches', 'notifications', 'exports', 'email-rental', 'credit-consumption'],
  },
  {
    key: 'my-profile',
    label: text('navigation.sidebar.myProfile'),
    subject: null,
    links: ['profile', 'my-ai', 'my-contract', 'company-segments', 'contact-segments', 'alerts', 'templates', 'test-emails'],
  },
  {
    key: 'my-settings',
    label: text('navigation.sidebar.mySettings'),
    subject: 'PERSONAL_SPACE_PARAMETERS',
    links: ['connections', 'notification-settings', 'change-password', 'logout'],
  },
];

/** A visible sidebar group with its visible links. */
export interface PersonalSpaceSidebarGroup {
  readonly key: PersonalSpaceGroupKey;
  readonly label: Text;
  readonly links: readonly NavLink[];
}

/**
 * The sidebar a user sees: a group appears when its gate is readable and at least one of its links is
 * visible; a link appears under the same conditions as in the user menu.
 * @rule app-shell §2.6 · each sidebar link appears only when the user may read the matching permission
 */
export function personalSpaceSidebarFor(ability: Ability): PersonalSpaceSidebarGroup[] {
  const groups: PersonalSpaceSidebarGroup[] = [];
  for (const group of PERSONAL_SPACE_GROUPS) {
    if (group.subject !== null && !can(ability, 'read', group.subject)) continue;
    const links = group.links
      .map((key) => visiblePersonalSpaceLink(ability, key, 'sidebar'))
      .filter((link): link is NavLink => link !== null);
    if (links.length > 0) groups.push({ key: group.key, label: group.label, links });
  }
  return groups;
}

function matchLength(prefix: string, pathname: string): number {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? prefix.length : -1;
}

/**
 * Whether a sidebar link is highlighted on a path: the link owning the longest matching path prefix wins
 * (notifications settings does not highlight notifications); connections is highlighted on the email-
 * and LinkedIn-connection pages; templates on the template editor and signatures.
 * @rule app-shell §2.6 · connections is highlighted when email-connection or LinkedIn-connection is active
 */
export function isSidebarLinkActive(linkKey: PersonalSpaceLinkKey, pathname: string): boolean {
  const path = normalizePathname(pathname);
  let best: { key: PersonalSpaceLinkKey; length: number } | null = null;
  for (const link of PERSONAL_SPACE_LINKS) {
    for (const prefix of link.activePaths) {
      const length = matchLength(prefix, path);
      if (length >= 0 && (best === null || length > best.length)) best = { key: link.key, length };
    }
  }
  return best?.key === linkKey;
}

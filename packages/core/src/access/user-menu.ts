import { text } from '../i18n/text';
import { can } from './ability';
import type { Ability } from './ability';
import type { NavLink, NavMenu } from './navigation-item';
import { visiblePersonalSpaceLink } from './personal-space-links';
import type { PersonalSpaceLinkKey } from './personal-space-links';

/**
 * The entries of the user menu, in display order (docs/rules/access.md "Navigation").
 * @rule app-shell §2.5 · user menu entries and their order
 */
export const USER_MENU_LINK_KEYS: readonly PersonalSpaceLinkKey[] = [
  'saved-searches',
  'reports',
  'exports',
  'email-rental',
  'credit-consumption',
  'profile',
  'my-contract',
  'company-segments',
  'contact-segments',
  'alerts',
  'templates',
  'test-emails',
  'connections',
  'change-password',
  'logout',
];

/**
 * The user-menu links a user sees: each needs the read permission of its page; exports need can_export,
 * email rental can_export_location; saved searches and test emails are hidden for sender licences;
 * my contract is always shown; templates is "Mes templates" for smart campaign v2.
 * @rule app-shell §2.5 · user-menu entries shown according to permission, capability and licence
 */
export function userMenuLinksFor(ability: Ability): NavLink[] {
  return USER_MENU_LINK_KEYS.map((key) => visiblePersonalSpaceLink(ability, key, 'user-menu')).filter(
    (link): link is NavLink => link !== null,
  );
}

/**
 * The user menu of the header: always present for a signed-in user; its title links to the profile page
 * when the user reads the personal-space root (design).
 * @rule app-shell §2.5 · the user menu and its personal-space title link
 */
export function userMenuFor(ability: Ability): NavMenu {
  const linksToProfile = can(ability, 'read', 'PERSONAL_SPACE') && can(ability, 'read', 'PERSONAL_SPACE_PROFILE_AND_AI');
  return {
    kind: 'menu',
    key: 'header.user-menu',
    label: text('navigation.header.userMenu'),
    subject: null,
    target: linksToProfile ? { kind: 'app', path: '/personal-space/profile' } : null,
    children: userMenuLinksFor(ability),
  };
}

import { abilityFor, accessUserFromUser, headerNavigationFor, homeRedirectFor, personalSpaceSidebarFor, translate, userMenuFor } from '@cible/core';
import type { NavEntry, NavLink, User } from '@cible/core';
import { isBuiltAppPath } from '../../src/routing/builtRoutes';
import { filterNavigation, isTargetAvailable } from '../../src/features/shell/filterNavigation';
import type { NavigationFilter } from '../../src/features/shell/filterNavigation';

/** The e2e API runs without DESK_HOST: desk links are hidden. */
const FILTER: NavigationFilter = { isBuiltPath: isBuiltAppPath, deskHost: null };

/** Header entries other features render (logo, bell, quick search, user menu): not in the navigation bar. */
const NOT_IN_BAR = new Set(['header.logo', 'header.user-menu', 'header.notifications', 'header.quick-search']);

export interface ExpectedNavigation {
  /** Where the login lands: the licence's home redirect when its page is built, else the home page. */
  readonly landingPath: string;
  /** Labels of the header's navigation bar, in order (core's header filtered by the built routes). */
  readonly headerBar: string[];
  /** Labels of the user menu's links, in order, then "Déconnexion". */
  readonly userMenu: string[];
  /** The personal-space sidebar: group titles and their link labels, in order. */
  readonly sidebar: { readonly group: string; readonly links: string[] }[];
  /** The first app page of the sidebar (where the sidebar can be seen), or null. */
  readonly firstSidebarPage: string | null;
}

/**
 * What the shell must show to a user, computed from core's matrix (`abilityFor`, `headerNavigationFor`,
 * `userMenuFor`, `personalSpaceSidebarFor`, `homeRedirectFor`) filtered by apps/web's built routes, labels in French
 * from core's i18n files — never a hand-written list.
 */
export function expectedNavigationFor(user: User): ExpectedNavigation {
  const accessUser = accessUserFromUser(user);
  const ability = abilityFor(accessUser);
  const redirect = homeRedirectFor(accessUser.licenceId);
  const headerBar = filterNavigation(headerNavigationFor(ability), FILTER)
    .filter((entry: NavEntry) => !NOT_IN_BAR.has(entry.key) && entry.kind !== 'widget')
    .map((entry) => translate(entry.label));
  const [menu] = filterNavigation([userMenuFor(ability)], FILTER);
  const menuLinks = menu && menu.kind === 'menu' ? menu.children.filter((entry): entry is NavLink => entry.kind === 'link' && entry.target.kind !== 'action') : [];
  const sidebarGroups = personalSpaceSidebarFor(ability)
    .map((group) => ({ group, links: group.links.filter((link) => isTargetAvailable(link.target, FILTER)) }))
    .filter((entry) => entry.links.length > 0);
  const firstSidebarLink = sidebarGroups.flatMap((entry) => entry.links).find((link) => link.target.kind === 'app');
  return {
    landingPath: redirect.kind === 'app' && isBuiltAppPath(redirect.path) ? redirect.path : '/',
    headerBar,
    userMenu: [...menuLinks.map((link) => translate(link.label)), 'Déconnexion'],
    sidebar: sidebarGroups.map(({ group, links }) => ({ group: translate(group.label), links: links.map((link) => translate(link.label)) })),
    firstSidebarPage: firstSidebarLink && firstSidebarLink.target.kind === 'app' ? firstSidebarLink.target.path : null,
  };
}

import { normalizePathname } from '../routing/path-normalization';
import { can } from './ability';
import type { Ability } from './ability';
import { isSenderLicence, prospectingMenuLabelFor } from './licence-effects';
import { hasManagerAccess } from './manager-access';
import { appLink, deskLink } from './navigation-item';
import type { NavEntry, NavLink, NavMenu } from './navigation-item';
import { userMenuFor } from './user-menu';

function isVisible(ability: Ability, entry: NavEntry): boolean {
  return entry.subject === null || can(ability, 'read', entry.subject);
}

function visibleLinks(ability: Ability, links: readonly NavLink[]): NavLink[] {
  return links.filter((link) => isVisible(ability, link));
}

/** A menu kept only when its subject is readable and at least one child is visible. */
function menuIfAny(ability: Ability, menu: NavMenu): NavMenu[] {
  return isVisible(ability, menu) && menu.children.length > 0 ? [menu] : [];
}

/**
 * The pages of the manager area: team monitoring, lists monitoring and licence monitoring.
 * @rule app-shell §2.5 · the manager area holds team, lists and licence monitoring
 */
export const MANAGER_AREA_PATHS: readonly string[] = [
  '/my-prospecting/team-monitoring',
  '/my-prospecting/lists-monitoring',
  '/my-prospecting/licenses-monitoring',
];

/**
 * Whether the "Accès manager" submenu opens by itself: on the team monitoring (any tab), lists monitoring
 * and licence monitoring pages. The user may still toggle it by hand.
 * @rule app-shell §2.5 · the manager submenu opens automatically on the monitoring pages
 */
export function managerMenuAutoOpen(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return MANAGER_AREA_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function prospectingMenu(ability: Ability): NavMenu[] {
  const managerMenu: NavMenu = {
    kind: 'menu',
    key: 'header.prospecting.manager',
    label: 'Accès manager',
    labelEn: 'Manager access',
    subject: 'MANAGER_ACCESS',
    target: null,
    children: [
      appLink('header.prospecting.manager.team-monitoring', "Suivi d'équipe", 'Team monitoring', '/my-prospecting/team-monitoring', 'MANAGER_ACCESS'),
      appLink('header.prospecting.manager.lists-monitoring', 'Suivi des listes', 'Lists monitoring', '/my-prospecting/lists-monitoring', 'MANAGER_ACCESS'),
      appLink('header.prospecting.manager.licenses-monitoring', 'Licences', 'Licences', '/my-prospecting/licenses-monitoring', 'MANAGER_ACCESS'),
    ],
  };
  const label = prospectingMenuLabelFor(ability.user.licenceId);
  return menuIfAny(ability, {
    kind: 'menu',
    key: 'header.prospecting',
    label: label.label,
    labelEn: label.labelEn,
    subject: 'NAVBAR_PROSPECTS',
    target: null,
    children: [
      ...visibleLinks(ability, [
        appLink('header.prospecting.dashboard', 'Dashboard', 'Dashboard', '/my-prospecting/dashboard', 'PERSONAL_SPACE_DASHBOARD'),
        deskLink('header.prospecting.my-prospects', 'Mes prospects', 'My prospects', '/my-prospecting/my-prospects', 'MY_PROSPECTING_MY_PROSPECTS'),
        deskLink('header.prospecting.smart-scoring', 'Smart scoring', 'Smart scoring', '/my-prospecting/smart-prospect', 'MY_PROSPECTING_SMART_SCORING'),
      ]),
      ...(hasManagerAccess(ability) ? [managerMenu] : []),
    ],
  });
}

/**
 * The header a user sees, in order: logo, advanced search (desk), business alerts, conferences, the
 * prospecting menu ("Dashboard" for insight and smart data; manager submenu for managers), my lists (desk,
 * hidden for sender licences), campaigns (3 links), sequences (3 links), the notification bell, the quick
 * search box and the user menu. Each entry needs the read permission of its subject; a menu without
 * visible entries is not shown.
 * @rule app-shell §2.5 · header links shown according to permission and licence
 */
export function headerNavigationFor(ability: Ability): NavEntry[] {
  const sender = isSenderLicence(ability.user.licenceId);
  return [
    ...visibleLinks(ability, [
      appLink('header.logo', 'Accueil', 'Home', '/', 'PAGE_HOME'),
      deskLink('header.advanced-search', 'Recherche avancée', 'Advanced search', '/advanced-search', 'ADVANCED_SEARCH'),
      appLink('header.business-alerts', 'Alertes business', 'Business alerts', '/business-alerts', 'BUSINESS_ALERTS'),
      appLink('header.conferences', 'Conférences', 'Conferences', '/conferences', 'CONFERENCES'),
    ]),
    ...prospectingMenu(ability),
    ...(sender ? [] : visibleLinks(ability, [deskLink('header.my-lists', 'Mes listes', 'My lists', '/my-lists', 'MY_LISTS')])),
    ...menuIfAny(ability, {
      kind: 'menu',
      key: 'header.campaigns',
      label: 'Campagnes',
      labelEn: 'Campaigns',
      subject: 'CAMPAIGNS',
      target: null,
      children: visibleLinks(ability, [
        appLink('header.campaigns.results', 'Résultats', 'Results', '/campaigns/results', 'PAGE_CAMPAIGN_HOME'),
        appLink('header.campaigns.sent', 'Campagnes envoyées', 'Sent campaigns', '/campaigns/lists/sent', 'CAMPAIGNS_SENT'),
        appLink('header.campaigns.settings', 'Paramètres', 'Settings', '/campaigns/settings', 'CAMPAIGN_SETTINGS'),
      ]),
    }),
    ...menuIfAny(ability, {
      kind: 'menu',
      key: 'header.sequences',
      label: 'Séquences',
      labelEn: 'Sequences',
      subject: 'SEQUENCES',
      target: null,
      children: visibleLinks(ability, [
        appLink('header.sequences.results', 'Résultats', 'Results', '/sequences/results', 'PAGE_SEQUENCE_HOME'),
        appLink('header.sequences.ongoing', 'Séquences en cours', 'Ongoing sequences', '/sequences/lists/ongoing', 'SEQUENCES_ONGOING'),
        appLink('header.sequences.settings', 'Paramètres', 'Settings', '/sequences/settings', 'SEQUENCE_SETTINGS'),
      ]),
    }),
    ...menuIfAny(ability, {
      kind: 'menu',
      key: 'header.notifications',
      label: 'Notifications',
      labelEn: 'Notifications',
      subject: 'PERSONAL_SPACE_NOTIFICATIONS',
      target: null,
      children: visibleLinks(ability, [
        appLink('header.notifications.list', 'Voir toutes les notifications', 'See all notifications', '/personal-space/notifications', 'PERSONAL_SPACE_NOTIFICATIONS'),
        appLink('header.notifications.settings', 'Paramètres des notifications', 'Notification settings', '/personal-space/notifications/settings', 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS'),
      ]),
    }),
    ...(can(ability, 'read', 'QUICK_SEARCH')
      ? [{ kind: 'widget' as const, key: 'header.quick-search', label: 'Recherche rapide', labelEn: 'Quick search', subject: 'QUICK_SEARCH' as const }]
      : []),
    userMenuFor(ability),
  ];
}

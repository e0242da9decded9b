import { text } from '../i18n/text';
import type { TextKeysUnder } from '../i18n/text-key';
import { normalizePathname } from '../routing/path-normalization';
import { ROUTES, buildRoutePath, routeByName } from '../routing/route-table';
import type { RouteName, RouteParams } from '../routing/route-table';
import { can } from './ability';
import type { Ability } from './ability';
import { isSenderLicence, prospectingMenuLabelFor } from './licence-effects';
import { hasManagerAccess } from './manager-access';
import { appLink, deskLink } from './navigation-item';
import type { NavEntry, NavLink, NavMenu } from './navigation-item';
import type { PermissionSubject } from './permission-subjects';
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

/** The name of a header label: a text `navigation.header.<name>` of core's i18n files. */
type HeaderLabel = TextKeysUnder<'navigation.header'>;

/** One header link as data: key, label, where it leads (a route of the route table, or a desk-host path), subject. */
interface HeaderLinkData {
  readonly key: string;
  readonly label: HeaderLabel;
  readonly to: { readonly route: RouteName; readonly params?: RouteParams } | { readonly desk: string };
  readonly subject: PermissionSubject;
}

/** One header menu as data: key, label, subject, and its links. */
interface HeaderMenuData {
  readonly key: string;
  readonly label: HeaderLabel;
  readonly subject: PermissionSubject;
  readonly links: readonly HeaderLinkData[];
}

const headerLabel = (name: HeaderLabel) => text(`navigation.header.${name}`);

const linkOf = (data: HeaderLinkData): NavLink =>
  'route' in data.to
    ? appLink(data.key, headerLabel(data.label), data.to.route, data.subject, data.to.params)
    : deskLink(data.key, headerLabel(data.label), data.to.desk, data.subject);

const menuOf = (ability: Ability, data: HeaderMenuData): NavMenu[] =>
  menuIfAny(ability, { kind: 'menu', key: data.key, label: headerLabel(data.label), subject: data.subject, target: null, children: visibleLinks(ability, data.links.map(linkOf)) });

/** The links before the menus: home, advanced search, business alerts, conferences. */
const LEADING_LINKS: readonly HeaderLinkData[] = [
  { key: 'header.logo', label: 'home', to: { route: 'Home' }, subject: 'PAGE_HOME' },
  { key: 'header.advanced-search', label: 'advancedSearch', to: { route: 'AdvancedSearch' }, subject: 'ADVANCED_SEARCH' },
  { key: 'header.business-alerts', label: 'businessAlerts', to: { route: 'BusinessAlerts' }, subject: 'BUSINESS_ALERTS' },
  { key: 'header.conferences', label: 'conferences', to: { route: 'ConferencesPage' }, subject: 'CONFERENCES' },
];

/** The links of the prospecting menu (its label depends on the licence: prospectingMenuLabelFor). */
const PROSPECTING_LINKS: readonly HeaderLinkData[] = [
  { key: 'header.prospecting.dashboard', label: 'dashboard', to: { route: 'MyProspectingDashboard' }, subject: 'PERSONAL_SPACE_DASHBOARD' },
  { key: 'header.prospecting.my-prospects', label: 'myProspects', to: { desk: buildRoutePath(routeByName('MyProspectingMyProspects')) }, subject: 'MY_PROSPECTING_MY_PROSPECTS' },
  { key: 'header.prospecting.smart-scoring', label: 'smartScoring', to: { desk: '/my-prospecting/smart-prospect' }, subject: 'MY_PROSPECTING_SMART_SCORING' },
];

/** The manager submenu: team, lists and licence monitoring (for managers only: hasManagerAccess). */
const MANAGER_MENU: HeaderMenuData = {
  key: 'header.prospecting.manager',
  label: 'managerAccess',
  subject: 'MANAGER_ACCESS',
  links: [
    { key: 'header.prospecting.manager.team-monitoring', label: 'teamMonitoring', to: { route: 'MyProspectingTeamMonitoring' }, subject: 'MANAGER_ACCESS' },
    { key: 'header.prospecting.manager.lists-monitoring', label: 'listsMonitoring', to: { route: 'MyProspectingListsMonitoring' }, subject: 'MANAGER_ACCESS' },
    { key: 'header.prospecting.manager.licenses-monitoring', label: 'licensesMonitoring', to: { route: 'MyProspectingLicensesMonitoring' }, subject: 'MANAGER_ACCESS' },
  ],
};

/** My lists, hidden for sender licences. */
const MY_LISTS: HeaderLinkData = { key: 'header.my-lists', label: 'myLists', to: { route: 'MyLists' }, subject: 'MY_LISTS' };

/** The menus after my lists: campaigns, sequences and notifications. */
const TRAILING_MENUS: readonly HeaderMenuData[] = [
  {
    key: 'header.campaigns',
    label: 'campaigns',
    subject: 'CAMPAIGNS',
    links: [
      { key: 'header.campaigns.results', label: 'campaignResults', to: { route: 'CampaignsResults' }, subject: 'PAGE_CAMPAIGN_HOME' },
      { key: 'header.campaigns.sent', label: 'sentCampaigns', to: { route: 'CampaignsList', params: { status: 'sent' } }, subject: 'CAMPAIGNS_SENT' },
      { key: 'header.campaigns.settings', label: 'campaignSettings', to: { route: 'CampaignsSettings' }, subject: 'CAMPAIGN_SETTINGS' },
    ],
  },
  {
    key: 'header.sequences',
    label: 'sequences',
    subject: 'SEQUENCES',
    links: [
      { key: 'header.sequences.results', label: 'sequenceResults', to: { route: 'SequencesResults' }, subject: 'PAGE_SEQUENCE_HOME' },
      { key: 'header.sequences.ongoing', label: 'ongoingSequences', to: { route: 'SequencesList', params: { status: 'ongoing' } }, subject: 'SEQUENCES_ONGOING' },
      { key: 'header.sequences.settings', label: 'sequenceSettings', to: { route: 'SequencesSettings' }, subject: 'SEQUENCE_SETTINGS' },
    ],
  },
  {
    key: 'header.notifications',
    label: 'notifications',
    subject: 'PERSONAL_SPACE_NOTIFICATIONS',
    links: [
      { key: 'header.notifications.list', label: 'allNotifications', to: { route: 'PersonalSpaceNotifications' }, subject: 'PERSONAL_SPACE_NOTIFICATIONS' },
      { key: 'header.notifications.settings', label: 'notificationSettings', to: { route: 'PersonalSpaceNotificationsSettings' }, subject: 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS' },
    ],
  },
];

/**
 * The pages of the manager area: team monitoring, lists monitoring and licence monitoring (the manager-only routes
 * of the route table, without their optional tab).
 * @rule app-shell §2.5 · the manager area holds team, lists and licence monitoring
 */
export const MANAGER_AREA_PATHS: readonly string[] = ROUTES.filter((route) => route.managerOnly).map((route) => buildRoutePath(route));

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
  const manager: NavMenu[] = hasManagerAccess(ability)
    ? [{ kind: 'menu', key: MANAGER_MENU.key, label: headerLabel(MANAGER_MENU.label), subject: MANAGER_MENU.subject, target: null, children: MANAGER_MENU.links.map(linkOf) }]
    : [];
  return menuIfAny(ability, {
    kind: 'menu',
    key: 'header.prospecting',
    label: prospectingMenuLabelFor(ability.user.licenceId),
    subject: 'NAVBAR_PROSPECTS',
    target: null,
    children: [...visibleLinks(ability, PROSPECTING_LINKS.map(linkOf)), ...manager],
  });
}

/**
 * The header a user sees, in order: logo, advanced search, business alerts, conferences, the
 * prospecting menu ("Dashboard" for insight and smart data; manager submenu for managers), my lists
 * (hidden for sender licences), campaigns (3 links), sequences (3 links), the notification bell, the quick
 * search box and the user menu. Each entry needs the read permission of its subject; a menu without
 * visible entries is not shown. The entries are the data above: app links lead to routes of the route table.
 * @rule app-shell §2.5 · header links shown according to permission and licence
 */
export function headerNavigationFor(ability: Ability): NavEntry[] {
  const sender = isSenderLicence(ability.user.licenceId);
  return [
    ...visibleLinks(ability, LEADING_LINKS.map(linkOf)),
    ...prospectingMenu(ability),
    ...(sender ? [] : visibleLinks(ability, [linkOf(MY_LISTS)])),
    ...TRAILING_MENUS.flatMap((menu) => menuOf(ability, menu)),
    ...(can(ability, 'read', 'QUICK_SEARCH') ? [{ kind: 'widget' as const, key: 'header.quick-search', label: headerLabel('quickSearch'), subject: 'QUICK_SEARCH' as const }] : []),
    userMenuFor(ability),
  ];
}

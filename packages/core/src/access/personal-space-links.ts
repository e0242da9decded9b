import { text } from '../i18n/text';
import type { Text } from '../i18n/text';
import { buildRoutePath, routeByName } from '../routing/route-table';
import type { RouteName } from '../routing/route-table';
import { can } from './ability';
import type { Ability } from './ability';
import { hasEmailRentalAccess, hasExportAccess } from './export-capabilities';
import { isSenderLicence, templatesLabelFor } from './licence-effects';
import { routeTarget } from './navigation-item';
import type { NavLink, NavTarget } from './navigation-item';
import type { PermissionSubject } from './permission-subjects';

/** Keys of the personal-space links shared by the user menu and the personal-space sidebar. */
export type PersonalSpaceLinkKey =
  | 'saved-searches'
  | 'reports'
  | 'notifications'
  | 'exports'
  | 'email-rental'
  | 'credit-consumption'
  | 'profile'
  | 'my-ai'
  | 'my-contract'
  | 'company-segments'
  | 'contact-segments'
  | 'alerts'
  | 'templates'
  | 'test-emails'
  | 'connections'
  | 'notification-settings'
  | 'change-password'
  | 'logout';

/** The definition of one personal-space link. */
export interface PersonalSpaceLinkDefinition {
  readonly key: PersonalSpaceLinkKey;
  /** A text `navigation.personalSpace.*` of core's i18n files. */
  readonly label: Text;
  /** A route of the route table (the logout link is an action). */
  readonly target: NavTarget;
  /** The subject read to show the link; null: always shown. */
  readonly subject: PermissionSubject | null;
  /** Path prefixes on which the link is highlighted (the longest matching prefix wins): paths of the route table. */
  readonly activePaths: readonly string[];
  /** Extra condition beyond reading the subject (capabilities, licence effects). */
  readonly extraCondition?: (ability: Ability) => boolean;
}

/** The path of a route of the route table, without its optional parameters. */
const pathOf = (route: RouteName): string => buildRoutePath(routeByName(route));
const notSender = (ability: Ability): boolean => !isSenderLicence(ability.user.licenceId);

/**
 * The personal-space links: label, target, subject, highlight paths and extra conditions (exports need
 * can_export, email rental can_export_location, saved searches and test emails are hidden for sender
 * licences, my contract is always shown).
 * @rule app-shell §2.6 · personal-space links and their visibility conditions
 */
export const PERSONAL_SPACE_LINKS: readonly PersonalSpaceLinkDefinition[] = [
  {
    key: 'saved-searches',
    label: text('navigation.personalSpace.savedSearches'),
    target: routeTarget('PersonalSpaceSavedSearches'),
    subject: 'PERSONAL_SPACE_SAVED_SEARCHES',
    activePaths: [pathOf('PersonalSpaceSavedSearches')],
    extraCondition: notSender,
  },
  {
    key: 'reports',
    label: text('navigation.personalSpace.reports'),
    target: routeTarget('Reports'),
    subject: 'PERSONAL_SPACE_REQUESTS',
    activePaths: [pathOf('Reports')],
  },
  {
    key: 'notifications',
    label: text('navigation.personalSpace.notifications'),
    target: routeTarget('PersonalSpaceNotifications'),
    subject: 'PERSONAL_SPACE_NOTIFICATIONS',
    activePaths: [pathOf('PersonalSpaceNotifications')],
  },
  {
    key: 'exports',
    label: text('navigation.personalSpace.exports'),
    target: routeTarget('PersonalSpaceExports'),
    subject: 'PERSONAL_SPACE_EXPORT',
    activePaths: [pathOf('PersonalSpaceExports')],
    extraCondition: hasExportAccess,
  },
  {
    key: 'email-rental',
    label: text('navigation.personalSpace.emailRental'),
    target: routeTarget('PersonalSpaceEmailRental'),
    subject: 'PERSONAL_SPACE_EMAIL_RENTAL',
    activePaths: [pathOf('PersonalSpaceEmailRental')],
    extraCondition: hasEmailRentalAccess,
  },
  {
    key: 'credit-consumption',
    label: text('navigation.personalSpace.creditConsumption'),
    target: routeTarget('PersonalSpaceCreditConsumption'),
    subject: 'PERSONAL_SPACE_CREDIT_CONSUMPTION',
    activePaths: [pathOf('PersonalSpaceCreditConsumption')],
  },
  {
    key: 'profile',
    label: text('navigation.personalSpace.profile'),
    target: routeTarget('PersonalSpaceProfile'),
    subject: 'PERSONAL_SPACE_PROFILE_AND_AI',
    activePaths: [pathOf('PersonalSpaceProfile')],
  },
  {
    key: 'my-ai',
    label: text('navigation.personalSpace.myAi'),
    target: routeTarget('PersonalSpaceMyAi'),
    subject: 'PERSONAL_SPACE_MY_AI',
    activePaths: [pathOf('PersonalSpaceMyAi')],
  },
  {
    key: 'my-contract',
    label: text('navigation.personalSpace.myContract'),
    target: routeTarget('PersonalSpaceMyContract'),
    subject: null,
    activePaths: [pathOf('PersonalSpaceMyContract')],
  },
  {
    key: 'company-segments',
    label: text('navigation.personalSpace.companySegments'),
    target: routeTarget('PersonalSpaceCompanySegments'),
    subject: 'PERSONAL_SPACE_ACCOUNT_SEGMENTS',
    activePaths: [pathOf('PersonalSpaceCompanySegments')],
  },
  {
    key: 'contact-segments',
    label: text('navigation.personalSpace.contactSegments'),
    target: routeTarget('PersonalSpaceContactSegments'),
    subject: 'PERSONAL_SPACE_CONTACT_SEGMENTS',
    activePaths: [pathOf('PersonalSpaceContactSegments')],
  },
  {
    key: 'alerts',
    label: text('navigation.personalSpace.alerts'),
    target: routeTarget('PersonalSpaceAlerts'),
    subject: 'PERSONAL_SPACE_MY_ALERTS',
    activePaths: [pathOf('PersonalSpaceAlerts')],
  },
  {
    key: 'templates',
    label: text('navigation.personalSpace.templates'),
    target: routeTarget('PersonalSpaceTemplates'),
    subject: 'PERSONAL_SPACE_TEMPLATES',
    activePaths: [pathOf('PersonalSpaceTemplates'), pathOf('PersonalSpaceSignatures')],
  },
  {
    key: 'test-emails',
    label: text('navigation.personalSpace.testEmails'),
    target: routeTarget('PersonalSpaceBat'),
    subject: 'PERSONAL_SPACE_TEST_EMAILS',
    activePaths: [pathOf('PersonalSpaceBat')],
    extraCondition: notSender,
  },
  {
    key: 'connections',
    label: text('navigation.personalSpace.connections'),
    target: routeTarget('PersonalSpaceConnections'),
    subject: 'PERSONAL_SPACE_EMAIL_CONNECTION',
    activePaths: [pathOf('PersonalSpaceConnections'), pathOf('PersonalSpaceEmailConnection'), pathOf('PersonalSpaceLinkedinConnection')],
  },
  {
    key: 'notification-settings',
    label: text('navigation.personalSpace.notificationSettings'),
    target: routeTarget('PersonalSpaceNotificationsSettings'),
    subject: 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS',
    activePaths: [pathOf('PersonalSpaceNotificationsSettings')],
  },
  {
    key: 'change-password',
    label: text('navigation.personalSpace.changePassword'),
    target: routeTarget('PersonalSpaceChangePassword'),
    subject: 'PERSONAL_SPACE_CHANGE_PASSWORD',
    activePaths: [pathOf('PersonalSpaceChangePassword')],
  },
  {
    key: 'logout',
    label: text('navigation.personalSpace.logout'),
    target: { kind: 'action', action: 'logout' },
    subject: 'PERSONAL_SPACE_LOGOUT',
    activePaths: [],
  },
];

/** The definition of a personal-space link. */
export function personalSpaceLinkDefinition(key: PersonalSpaceLinkKey): PersonalSpaceLinkDefinition {
  const definition = PERSONAL_SPACE_LINKS.find((link) => link.key === key);
  if (!definition) throw new Error(`Unknown personal-space link ${key}`);
  return definition;
}

/**
 * The visible link for a user, or null when hidden: reads the subject (when any) and meets the extra
 * condition; the templates label depends on the licence.
 * @rule app-shell §2.6 · a personal-space link appears only when the user may read its permission
 */
export function visiblePersonalSpaceLink(ability: Ability, key: PersonalSpaceLinkKey, keyPrefix: string): NavLink | null {
  const definition = personalSpaceLinkDefinition(key);
  if (definition.subject !== null && !can(ability, 'read', definition.subject)) return null;
  if (definition.extraCondition && !definition.extraCondition(ability)) return null;
  return {
    kind: 'link',
    key: `${keyPrefix}.${key}`,
    label: key === 'templates' ? templatesLabelFor(ability.user.licenceId) : definition.label,
    target: definition.target,
    subject: definition.subject,
  };
}

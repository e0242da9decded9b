import { can } from './ability';
import type { Ability } from './ability';
import { hasEmailRentalAccess, hasExportAccess } from './export-capabilities';
import { isSenderLicence, templatesLabelFor } from './licence-effects';
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
  readonly label: string;
  readonly labelEn: string;
  readonly target: NavTarget;
  /** The subject read to show the link; null: always shown. */
  readonly subject: PermissionSubject | null;
  /** Path prefixes on which the link is highlighted (the longest matching prefix wins). */
  readonly activePaths: readonly string[];
  /** Extra condition beyond reading the subject (capabilities, licence effects). */
  readonly extraCondition?: (ability: Ability) => boolean;
}

const app = (path: string): NavTarget => ({ kind: 'app', path });
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
    label: 'Recherches sauvegardées',
    labelEn: 'Saved searches',
    target: app('/personal-space/saved-searches'),
    subject: 'PERSONAL_SPACE_SAVED_SEARCHES',
    activePaths: ['/personal-space/saved-searches'],
    extraCondition: notSender,
  },
  {
    key: 'reports',
    label: 'Mes demandes',
    labelEn: 'My requests',
    target: app('/reports'),
    subject: 'PERSONAL_SPACE_REQUESTS',
    activePaths: ['/reports'],
  },
  {
    key: 'notifications',
    label: 'Notifications',
    labelEn: 'Notifications',
    target: app('/personal-space/notifications'),
    subject: 'PERSONAL_SPACE_NOTIFICATIONS',
    activePaths: ['/personal-space/notifications'],
  },
  {
    key: 'exports',
    label: 'Mes exports',
    labelEn: 'My exports',
    target: app('/personal-space/exports'),
    subject: 'PERSONAL_SPACE_EXPORT',
    activePaths: ['/personal-space/exports'],
    extraCondition: hasExportAccess,
  },
  {
    key: 'email-rental',
    label: "Location d'emails",
    labelEn: 'Email rental',
    target: app('/personal-space/email-rental'),
    subject: 'PERSONAL_SPACE_EMAIL_RENTAL',
    activePaths: ['/personal-space/email-rental'],
    extraCondition: hasEmailRentalAccess,
  },
  {
    key: 'credit-consumption',
    label: 'Consommation de crédits',
    labelEn: 'Credit consumption',
    target: app('/personal-space/credit-consumption'),
    subject: 'PERSONAL_SPACE_CREDIT_CONSUMPTION',
    activePaths: ['/personal-space/credit-consumption'],
  },
  {
    key: 'profile',
    label: 'Profil et IA',
    labelEn: 'Profile and AI',
    target: app('/personal-space/profile'),
    subject: 'PERSONAL_SPACE_PROFILE_AND_AI',
    activePaths: ['/personal-space/profile'],
  },
  {
    key: 'my-ai',
    label: 'Mon IA',
    labelEn: 'My AI',
    target: app('/personal-space/my-ai'),
    subject: 'PERSONAL_SPACE_MY_AI',
    activePaths: ['/personal-space/my-ai'],
  },
  {
    key: 'my-contract',
    label: 'Mon contrat',
    labelEn: 'My contract',
    target: app('/personal-space/my-contract'),
    subject: null,
    activePaths: ['/personal-space/my-contract'],
  },
  {
    key: 'company-segments',
    label: 'Entreprises suivies',
    labelEn: 'Followed companies',
    target: app('/personal-space/company-segments'),
    subject: 'PERSONAL_SPACE_ACCOUNT_SEGMENTS',
    activePaths: ['/personal-space/company-segments'],
  },
  {
    key: 'contact-segments',
    label: 'Contacts suivis',
    labelEn: 'Followed contacts',
    target: app('/personal-space/contact-segments'),
    subject: 'PERSONAL_SPACE_CONTACT_SEGMENTS',
    activePaths: ['/personal-space/contact-segments'],
  },
  {
    key: 'alerts',
    label: 'Mes alertes',
    labelEn: 'My alerts',
    target: app('/personal-space/alerts'),
    subject: 'PERSONAL_SPACE_MY_ALERTS',
    activePaths: ['/personal-space/alerts'],
  },
  {
    key: 'templates',
    label: 'Templates et signature',
    labelEn: 'Templates and signature',
    target: app('/personal-space/templates'),
    subject: 'PERSONAL_SPACE_TEMPLATES',
    activePaths: ['/personal-space/templates', '/personal-space/signatures'],
  },
  {
    key: 'test-emails',
    label: 'Emails de test (BAT)',
    labelEn: 'Test emails',
    target: app('/personal-space/bat'),
    subject: 'PERSONAL_SPACE_TEST_EMAILS',
    activePaths: ['/personal-space/bat'],
    extraCondition: notSender,
  },
  {
    key: 'connections',
    label: 'Connexions',
    labelEn: 'Connections',
    target: app('/personal-space/connections'),
    subject: 'PERSONAL_SPACE_EMAIL_CONNECTION',
    activePaths: ['/personal-space/connections', '/personal-space/email-connection', '/personal-space/linkedin-connection'],
  },
  {
    key: 'notification-settings',
    label: 'Préférences de notification',
    labelEn: 'Notification preferences',
    target: app('/personal-space/notifications/settings'),
    subject: 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS',
    activePaths: ['/personal-space/notifications/settings'],
  },
  {
    key: 'change-password',
    label: 'Modifier le mot de passe',
    labelEn: 'Change password',
    target: app('/personal-space/change-password'),
    subject: 'PERSONAL_SPACE_CHANGE_PASSWORD',
    activePaths: ['/personal-space/change-password'],
  },
  {
    key: 'logout',
    label: 'Déconnexion',
    labelEn: 'Log out',
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
  const labels = key === 'templates' ? templatesLabelFor(ability.user.licenceId) : definition;
  return {
    kind: 'link',
    key: `${keyPrefix}.${key}`,
    label: labels.label,
    labelEn: labels.labelEn,
    target: definition.target,
    subject: definition.subject,
  };
}

import type { LicenceId } from '../catalogues/licences';
import { text } from '../i18n/text';
import type { Text } from '../i18n/text';

/**
 * The sender licences: sender (10) and sender v2 (15).
 * @rule app-shell §6 · sender and sender v2 are the sender licences
 */
export const SENDER_LICENCE_IDS: readonly LicenceId[] = [10, 15];

/**
 * Whether a licence is a sender licence (they hide saved searches, my lists and test emails).
 * @rule app-shell §6 · sender and sender v2 hide saved searches, my lists and test emails
 */
export function isSenderLicence(licenceId: LicenceId): boolean {
  return SENDER_LICENCE_IDS.includes(licenceId);
}

/**
 * The templates label: "Mes templates" for smart campaign v2, otherwise "Templates et signature".
 * @rule app-shell §2.6 · smart campaign v2 labels templates "Mes templates"
 */
export function templatesLabelFor(licenceId: LicenceId): Text {
  return text(licenceId === 14 ? 'navigation.personalSpace.myTemplates' : 'navigation.personalSpace.templates');
}

/**
 * The prospecting menu label: "Dashboard" for insight (9) and smart data (12), "Prospection" otherwise.
 * @rule app-shell §2.5 · the prospecting menu is called Dashboard for insight and smart data
 */
export function prospectingMenuLabelFor(licenceId: LicenceId): Text {
  return text(licenceId === 9 || licenceId === 12 ? 'navigation.header.dashboardMenu' : 'navigation.header.prospecting');
}

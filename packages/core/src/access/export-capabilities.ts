import { can } from './ability';
import type { Ability } from './ability';

/**
 * The exports menu and pages: the user's can_export capability AND read on PERSONAL_SPACE_EXPORT.
 * @rule app-shell §6 · export menu needs can_export
 */
export function hasExportAccess(ability: Ability): boolean {
  return ability.user.canExport && can(ability, 'read', 'PERSONAL_SPACE_EXPORT');
}

/**
 * The email-rental menu and pages: the user's can_export_location capability AND read on PERSONAL_SPACE_EMAIL_RENTAL.
 * @rule app-shell §6 · email rental needs can_export_location
 */
export function hasEmailRentalAccess(ability: Ability): boolean {
  return ability.user.canExportLocation && can(ability, 'read', 'PERSONAL_SPACE_EMAIL_RENTAL');
}

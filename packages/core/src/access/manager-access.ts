import { can } from './ability';
import type { Ability } from './ability';

/**
 * Manager access: the user is an organisation manager AND the licence grants read on MANAGER_ACCESS.
 * @rule app-shell §6 · manager access needs is_organization_manager and the manager permission
 */
export function hasManagerAccess(ability: Ability): boolean {
  return ability.user.isOrganizationManager && can(ability, 'read', 'MANAGER_ACCESS');
}

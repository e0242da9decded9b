import type { PermissionAction, PermissionSubject } from '@cible/core';

/** A permission of core's matrix that a route requires: `can(abilityFor(user), action, subject)`. */
export interface RoutePermission {
  readonly subject: PermissionSubject;
  readonly action: PermissionAction;
}

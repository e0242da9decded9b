import { can } from '@cible/core';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../server/api-error';
import type { AuthContext } from './auth-context';
import type { RoutePermission } from './route-security';

/**
 * Refuses with `403 AUTH.FORBIDDEN` unless core's matrix grants the permission to the caller:
 * `can(abilityFor(user), action, subject)` — the one licence check, shared with the web app's navigation.
 */
export function assertPermission(auth: AuthContext, permission: RoutePermission): void {
  if (!can(auth.ability, permission.action, permission.subject)) {
    throw new ApiError(403, 'AUTH.FORBIDDEN', 'Your licence does not allow this action.', {
      details: { subject: permission.subject, action: permission.action },
    });
  }
}

/**
 * The authorisation hook (onRequest, right after authentication): checks the route's declared permission
 * (`config.permission`, set by registerEndpoint). Organisation scoping is not done here but in the repositories'
 * queries (`WHERE organization_id = $caller`), so that another organisation's rows answer 404.
 */
export async function authorize(request: FastifyRequest): Promise<void> {
  const permission = request.routeOptions.config.permission;
  if (permission === undefined) return;
  if (!request.auth) throw new ApiError(401, 'AUTH.TOKEN_MISSING', 'Authentication is required.');
  assertPermission(request.auth, permission);
}

/** The caller of an authenticated route (the hook guarantees it is set; a missing one is a wiring mistake). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, 'AUTH.TOKEN_MISSING', 'Authentication is required.');
  return request.auth;
}

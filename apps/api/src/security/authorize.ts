import { can, DomainFailure, hasManagerAccess } from '@cible/core';
import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from '../http/route-declaration';
import type { AuthContext } from './auth-context';

/**
 * Whether a caller meets a route's access declaration: core's matrix (`can`, and `hasManagerAccess` for manager
 * routes), any signed-in caller, or the platform's staff. Public routes are met by anyone.
 */
export function meetsAccess(auth: AuthContext | null, access: RouteAccess): boolean {
  switch (access.kind) {
    case 'public':
    case 'self-authenticated':
      return true;
    case 'signed-in':
      return auth !== null;
    case 'platform-admin':
      return auth !== null && auth.user.isPlatformAdmin && auth.impersonator === null;
    case 'permission':
      return (
        auth !== null &&
        can(auth.ability, access.action, access.subject) &&
        (access.managerOnly !== true || hasManagerAccess(auth.ability))
      );
  }
}

function forbidden(details: Record<string, unknown>): DomainFailure {
  return new DomainFailure('AUTH.FORBIDDEN', 'Your licence does not allow this action.', { details });
}

/**
 * The authorisation hook (onRequest, right after authentication, before the body is read): checks the route's
 * declared access (`config.access`, set where the route is registered). Organisation scoping is done by the tenant
 * hook (the declared ids) and again in the repositories' queries (`WHERE organization_id = $caller`), so that
 * another organisation's rows answer 404.
 */
export async function authorize(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (access === undefined || access.kind === 'public' || access.kind === 'self-authenticated') return;
  if (!request.auth) throw new DomainFailure('AUTH.TOKEN_MISSING', 'Authentication is required.');
  if (!meetsAccess(request.auth, access)) {
    throw forbidden(access.kind === 'permission' ? { subject: access.subject, action: access.action } : { access: access.kind });
  }
}

/** The caller of an authenticated route (the hook guarantees it is set; a missing one is a wiring mistake). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new DomainFailure('AUTH.TOKEN_MISSING', 'Authentication is required.');
  return request.auth;
}

import type { FastifyRequest } from 'fastify';
import type { AuditTrail } from './audit-trail';

/** Methods that change nothing: not audited. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The impersonation audit hook (preHandler: after authentication and validation, before the handler): every
 * state-changing request made with a "connected as" token writes an `audit_log` row naming the real actor (the
 * platform administrator) and the impersonated user, the route and its parameters. It runs BEFORE the change, so
 * a change that cannot be audited does not happen (the request fails with 500).
 */
export function createImpersonationAuditHook(audit: AuditTrail) {
  return async function auditImpersonation(request: FastifyRequest): Promise<void> {
    const auth = request.auth;
    if (!auth || auth.impersonator === null || SAFE_METHODS.has(request.method)) return;
    await audit.record({
      actorUserId: auth.impersonator.id,
      actingAsUserId: auth.user.id,
      action: 'CONNECTED_AS.REQUEST',
      targetType: 'route',
      targetId: `${request.method} ${request.routeOptions.url ?? request.url}`,
      ipAddress: request.ip,
      details: { params: request.params ?? {} },
    });
  };
}

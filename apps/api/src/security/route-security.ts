import type { EndpointAuth, PermissionAction, PermissionSubject } from '@cible/core';

/** A permission of core's matrix that a route requires: `can(abilityFor(user), action, subject)`. */
export interface RoutePermission {
  readonly subject: PermissionSubject;
  readonly action: PermissionAction;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route (core's endpoint `auth`: public, user, password_change, service). Set by
     * registerEndpoint from the endpoint descriptor; absent on the platform routes (health, docs, dev mails), which
     * are public.
     */
    auth?: EndpointAuth;
    /** The permission of core's matrix the route requires (checked after authentication). */
    permission?: RoutePermission;
  }
}

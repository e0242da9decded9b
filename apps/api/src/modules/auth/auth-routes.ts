import { AUTH_ENDPOINTS, USERS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { PLATFORM_ADMIN, PUBLIC, SIGNED_IN } from '../../http/route-declaration';
import type { AuthService } from './auth-service';

export interface AuthRoutesOptions {
  readonly service: AuthService;
}

/**
 * Authentication (HTTP only; docs/api.md "Routes"): login, token renewal, reset password, change current password,
 * change password with an e-mailed token, logout, connect-as; and account activation (POST /v1/users/activation).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, AUTH_ENDPOINTS, {
    login: {
      access: PUBLIC,
      errors: [403, 429],
      description:
        '401 AUTH.INVALID_CREDENTIALS for an unknown login or a wrong password alike; 403 AUTH.ACCOUNT_INACTIVE; ' +
        '429 AUTH.TOO_MANY_ATTEMPTS (Retry-After): growing delays per account and client address (from the 5th ' +
        'failure: 30 s doubling up to 15 min); addresses that failed on an account with 100 consecutive failures; an ' +
        'address that failed on 20 accounts in an hour, except on accounts that logged in from it. An address that ' +
        'never failed is never refused.',
      handle: ({ body, request }) => service.login(body, { ipAddress: request.ip }),
    },
    renewToken: { access: PUBLIC, errors: [401, 403], handle: ({ body }) => service.renewToken(body) },
    resetPassword: {
      access: PUBLIC,
      errors: [429],
      description: 'Always 204 (whether the login exists or not); the link is valid one hour, once.',
      handle: ({ body, request }) => service.requestPasswordReset(body, { ipAddress: request.ip }),
    },
    changeCurrentPassword: {
      // The caller's own password, also with a password-expired or an e-mailed reset token.
      access: SIGNED_IN,
      errors: [429],
      description:
        'Bearer: a session token (old_password required; a password-expired token is accepted), or the token of an ' +
        'e-mailed password-reset link (logged out; old_password not needed; single use). Revokes every older token ' +
        'of the user and answers a fresh one.',
      handle: ({ auth, body, request }) => service.changeCurrentPassword(auth, body, { ipAddress: request.ip }),
    },
    changePassword: {
      access: SIGNED_IN,
      errors: [429],
      description: 'Logged in, old password required. Revokes every older token of the user (log in again).',
      handle: ({ auth, body, request }) => service.changePassword(auth, body, { ipAddress: request.ip }),
    },
    logout: { access: SIGNED_IN, handle: ({ auth, request }) => service.logout(auth, { ipAddress: request.ip }) },
    connectAs: {
      // Any organisation's user: impersonation is the platform staff's support tool, audited.
      access: PLATFORM_ADMIN,
      errors: [404],
      description: 'The token carries connected_as_by; every change made with it is audited.',
      handle: ({ auth, body, request }) => service.connectAs(auth, body, { ipAddress: request.ip }),
    },
  });
  registerEndpoints(app, USERS_ENDPOINTS, {
    activateAccount: { access: PUBLIC, handle: ({ body, request }) => service.activateAccount(body, { ipAddress: request.ip }) },
  });
};

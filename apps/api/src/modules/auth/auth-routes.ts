import { AUTH_ENDPOINTS, USERS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../security/authorize';
import { registerEndpoint } from '../../server/register-endpoint';
import type { AuthService } from './auth-service';

export interface AuthRoutesOptions {
  readonly service: AuthService;
}

/**
 * Authentication (HTTP only, app-shell §7): login, token renewal, reset password, change current password, change
 * password with an e-mailed token, logout, connect-as; and account activation (POST /v1/users/activation).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service }) => {
  registerEndpoint(
    app,
    AUTH_ENDPOINTS.login,
    {
      errors: [403, 429],
      description:
        '401 AUTH.INVALID_CREDENTIALS for an unknown login or a wrong password alike; 403 AUTH.ACCOUNT_INACTIVE; ' +
        '429 AUTH.TOO_MANY_ATTEMPTS (Retry-After): growing delays per account and client address (from the 5th ' +
        'failure: 30 s doubling up to 15 min); addresses that failed on an account with 100 consecutive failures; an ' +
        'address that failed on 20 accounts in an hour, except on accounts that logged in from it. An address that ' +
        'never failed is never refused.',
    },
    async (request) => service.login(request.body, { ipAddress: request.ip }),
  );

  registerEndpoint(app, AUTH_ENDPOINTS.renewToken, { errors: [401, 403] }, async (request) =>
    service.renewToken(request.body),
  );

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.resetPassword,
    { errors: [429], description: 'Always 204 (whether the login exists or not); the link is valid one hour, once.' },
    async (request) => service.requestPasswordReset(request.body, { ipAddress: request.ip }),
  );

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.changeCurrentPassword,
    {
      errors: [429],
      description:
        'Bearer: a session token (old_password required; a password-expired token is accepted), or the token of an ' +
        'e-mailed password-reset link (logged out; old_password not needed; single use). Revokes every older token ' +
        'of the user and answers a fresh one.',
    },
    async (request) => service.changeCurrentPassword(requireAuth(request), request.body, { ipAddress: request.ip }),
  );

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.changePassword,
    { errors: [429], description: 'Logged in, old password required. Revokes every older token of the user (log in again).' },
    async (request) => service.changePassword(requireAuth(request), request.body, { ipAddress: request.ip }),
  );

  registerEndpoint(app, AUTH_ENDPOINTS.logout, {}, async (request) =>
    service.logout(requireAuth(request), { ipAddress: request.ip }),
  );

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.connectAs,
    { errors: [404], description: 'Platform administrators only. The token carries connected_as_by; every change made with it is audited.' },
    async (request) => service.connectAs(requireAuth(request), request.body, { ipAddress: request.ip }),
  );

  registerEndpoint(app, USERS_ENDPOINTS.activateAccount, {}, async (request) =>
    service.activateAccount(request.body, { ipAddress: request.ip }),
  );
};

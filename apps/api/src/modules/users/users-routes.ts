import { USERS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../security/authorize';
import { registerEndpoint } from '../../server/register-endpoint';
import type { UsersService } from './users-service';

export interface UsersRoutesOptions {
  readonly service: UsersService;
}

/**
 * Users and organisations (HTTP only): GET /v1/users, GET and PATCH /v1/users/{id}, GET /v1/organizations/{id},
 * GET /v1/users/global-configurations, GET /v1/users/managed-users, GET /v1/users/intercom-verified-hash.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service }) => {
  registerEndpoint(app, USERS_ENDPOINTS.searchUsers, {}, async (request) =>
    service.searchUsers(requireAuth(request), request.query),
  );

  registerEndpoint(app, USERS_ENDPOINTS.getGlobalConfigurations, {}, async () => service.globalConfigurations());

  registerEndpoint(
    app,
    USERS_ENDPOINTS.getManagedUsers,
    { permission: { subject: 'MANAGER_ACCESS', action: 'read' } },
    async (request) => service.managedUsers(requireAuth(request), request.query),
  );

  registerEndpoint(app, USERS_ENDPOINTS.getIntercomVerifiedHash, {}, async (request) =>
    service.intercomVerifiedHash(requireAuth(request)),
  );

  registerEndpoint(app, USERS_ENDPOINTS.getUser, { errors: [404] }, async (request) =>
    service.getUser(requireAuth(request), request.params.id),
  );

  registerEndpoint(
    app,
    USERS_ENDPOINTS.updateUser,
    {
      // The profile page: a licence without it (sender, connector, no licence) edits no profile, not even its own.
      permission: { subject: 'PERSONAL_SPACE_PROFILE_AND_AI', action: 'read' },
      errors: [404],
      description: 'The user himself, or a manager of the same organisation (is_organization_manager and MANAGER_ACCESS).',
    },
    async (request) => service.updateUser(requireAuth(request), request.params.id, request.body, request.ip),
  );

  registerEndpoint(app, USERS_ENDPOINTS.getOrganization, { errors: [404] }, async (request) =>
    service.getOrganization(requireAuth(request), request.params.id),
  );
};

import { USERS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { SIGNED_IN, managerPermission, permission } from '../../http/route-declaration';
import type { UsersService } from './users-service';

export interface UsersRoutesOptions {
  readonly service: UsersService;
}

/**
 * Users and organisations (HTTP only): GET /v1/users, GET and PATCH /v1/users/{id}, GET /v1/organizations/{id},
 * GET /v1/global-configurations, GET /v1/users/managed-users, GET /v1/users/intercom-verified-hash.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, USERS_ENDPOINTS, {
    searchUsers: {
      access: SIGNED_IN,
      ids: { query: { organization_id: 'organization', id_list: 'user' } },
      description: "The caller's organisation only (another organization_id: 404): identity and licence, no e-mail or phone.",
      handle: ({ auth, query }) => service.searchUsers(auth, query),
    },
    getGlobalConfigurations: { access: SIGNED_IN, handle: () => service.globalConfigurations() },
    getManagedUsers: {
      access: managerPermission('MANAGER_ACCESS', 'read'),
      handle: ({ auth, query }) => service.managedUsers(auth, query),
    },
    getIntercomVerifiedHash: { access: SIGNED_IN, handle: ({ auth }) => service.intercomVerifiedHash(auth) },
    getUser: {
      access: SIGNED_IN,
      ids: { params: { id: 'user' } },
      description: 'The caller himself, or a user he manages (organisation manager); anyone else: 404.',
      handle: ({ auth, params }) => service.getUser(auth, params.id),
    },
    updateUser: {
      access: permission('PERSONAL_SPACE_PROFILE_AND_AI', 'update'),
      ids: { params: { id: 'user' } },
      description: 'The user himself, or a manager of the same organisation (is_organization_manager and MANAGER_ACCESS).',
      handle: ({ auth, params, body, request }) => service.updateUser(auth, params.id, body, request.ip),
    },
    getOrganization: {
      access: SIGNED_IN,
      ids: { params: { id: 'organization' } },
      handle: ({ auth, params }) => service.getOrganization(auth, params.id),
    },
  });
};

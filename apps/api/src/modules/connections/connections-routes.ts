import { EMAIL_CONNECTION_ENDPOINTS, LINKEDIN_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { ConnectionsService } from './connections-service';

export interface ConnectionsRoutesOptions {
  readonly service: ConnectionsService;
}

const WHO =
  '{user}: the caller, or a colleague whose mailbox core’s sender rule lets the caller manage (canManageSenderMailbox), else 403; another organisation or no such user: 404.';

/**
 * The connections overview (docs/api.md "Connections"): read and disconnect the mailbox and LinkedIn
 * connections. Connecting (OAuth with Nylas, hosted auth with Unipile) comes with the mailbox feature.
 * LinkedIn is a beta subject (alpha and beta testers only).
 */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, EMAIL_CONNECTION_ENDPOINTS, {
    getEmailCredentials: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'read'),
      ids: { params: { user: 'user' } },
      description: `Never connected: status disconnected, account_infos null. ${WHO}`,
      handle: ({ auth, params }) => service.getEmailCredentials(auth, params.user),
    },
    deleteEmailCredentials: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'delete'),
      ids: { params: { user: 'user' } },
      description: `Marks the mailbox disconnected and keeps its account info; idempotent (also when never connected). ${WHO}`,
      handle: ({ auth, params }) => service.deleteEmailCredentials(auth, params.user),
    },
  });
  registerEndpoints(app, LINKEDIN_ENDPOINTS, {
    getLinkedinCredentials: {
      access: permission('PERSONAL_SPACE_LINKEDIN_CONNECTION', 'read'),
      description: 'The caller’s LinkedIn connection; never connected: status disconnected, account_infos null.',
      handle: ({ auth }) => service.getLinkedinCredentials(auth),
    },
    disconnectLinkedin: {
      access: permission('PERSONAL_SPACE_LINKEDIN_CONNECTION', 'delete'),
      description: 'Marks the caller’s LinkedIn account disconnected and keeps its account info; idempotent.',
      handle: ({ auth }) => service.disconnectLinkedin(auth),
    },
  });
};

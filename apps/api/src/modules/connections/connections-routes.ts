import { EMAIL_CONNECTION_ENDPOINTS, LINKEDIN_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../security/authorize';
import type { RoutePermission } from '../../security/route-security';
import { registerEndpoint } from '../../server/register-endpoint';
import type { ConnectionsService } from './connections-service';

export interface ConnectionsRoutesOptions {
  readonly service: ConnectionsService;
}

/** Core's matrix: read on PERSONAL_SPACE_EMAIL_CONNECTION (every licence that sends emails). */
const MAILBOX: RoutePermission = { subject: 'PERSONAL_SPACE_EMAIL_CONNECTION', action: 'read' };
/** Core's matrix: read on PERSONAL_SPACE_LINKEDIN_CONNECTION, a beta subject (alpha and beta testers only). */
const LINKEDIN: RoutePermission = { subject: 'PERSONAL_SPACE_LINKEDIN_CONNECTION', action: 'read' };

const WHO =
  '{user}: the caller, or a colleague whose mailbox core’s sender rule lets the caller manage (canManageSenderMailbox), else 403; another organisation or no such user: 404.';

/**
 * The connections overview (app-shell §1, §7; prospecting §3, §4, §7): read and disconnect the mailbox and LinkedIn
 * connections. Connecting (OAuth with Nylas, hosted auth with Unipile) comes with the mailbox feature.
 */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRoutesOptions> = async (app, { service }) => {
  registerEndpoint(
    app,
    EMAIL_CONNECTION_ENDPOINTS.getEmailCredentials,
    { permission: MAILBOX, errors: [404], description: `Never connected: status disconnected, account_infos null. ${WHO}` },
    async (request) => service.getEmailCredentials(requireAuth(request), request.params.user),
  );

  registerEndpoint(
    app,
    EMAIL_CONNECTION_ENDPOINTS.deleteEmailCredentials,
    {
      permission: MAILBOX,
      errors: [404],
      description: `Marks the mailbox disconnected and keeps its account info; idempotent (also when never connected). ${WHO}`,
    },
    async (request) => service.deleteEmailCredentials(requireAuth(request), request.params.user),
  );

  registerEndpoint(
    app,
    LINKEDIN_ENDPOINTS.getLinkedinCredentials,
    { permission: LINKEDIN, description: 'The caller’s LinkedIn connection; never connected: status disconnected, account_infos null.' },
    async (request) => service.getLinkedinCredentials(requireAuth(request)),
  );

  registerEndpoint(
    app,
    LINKEDIN_ENDPOINTS.disconnectLinkedin,
    { permission: LINKEDIN, description: 'Marks the caller’s LinkedIn account disconnected and keeps its account info; idempotent.' },
    async (request) => service.disconnectLinkedin(requireAuth(request)),
  );
};

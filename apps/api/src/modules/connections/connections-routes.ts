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
 * The connections (docs/api.md "Connections"): read and disconnect the mailbox and LinkedIn connections; connect a
 * mailbox with SMTP + IMAP credentials (docs/adr/017-smtp-imap-mailbox.md). OAuth (Nylas, Unipile) is not built.
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
    createSmtpImapCredentials: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'create'),
      ids: { params: { user: 'user' } },
      errors: [422],
      description:
        'Checks the SMTP server (connect, EHLO, AUTH) then the IMAP server (LOGIN, SELECT INBOX), each within the ' +
        'configured time-out; a failure answers 422 MAILBOX.SMTP_UNREACHABLE, SMTP_AUTH_FAILED, IMAP_UNREACHABLE, ' +
        'IMAP_AUTH_FAILED, IMAP_INBOX_MISSING or TIMEOUT with details.step (smtp or imap) and stores nothing. On ' +
        'success the passwords are stored sealed (AES-256-GCM), the mailbox is connected and its owner notified ' +
        `(mail account connected). Passwords are never answered. ${WHO}`,
      handle: ({ auth, params, body }) => service.connectSmtpImap(auth, params.user, body),
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

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
 * mailbox with SMTP + IMAP credentials (docs/adr/017-smtp-imap-mailbox.md) or to the local test mailbox of the embedded
 * default (docs/adr/022-local-test-mailbox.md). OAuth (Nylas, Unipile) is not built.
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
    getLocalTestMailbox: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'read'),
      description:
        'Whether this server offers the local test mailbox (docs/adr/022-local-test-mailbox.md): true only while its ' +
        'SMTP catcher runs (no SMTP_URL) and the development mailbox is served (loopback HOST or DEV_MAILBOX=on).',
      handle: () => service.localTestMailbox(),
    },
    createLocalTestCredentials: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'create'),
      ids: { params: { user: 'user' } },
      errors: [409],
      description:
        'Connects the mailbox to the local test mailbox: provider local_test, the user’s own address and names, ' +
        'no server nor password stored; its mails go into this server’s SMTP catcher (nothing leaves the machine) and ' +
        'are read in the development mailbox (GET /v1/dev/mails: what the user sent and what he received). Replaces a ' +
        'connected mailbox; the owner is notified (mail account connected). Not offered (SMTP_URL set or development ' +
        `mailbox off): 409 MAILBOX.LOCAL_TEST_UNAVAILABLE. ${WHO}`,
      handle: ({ auth, params }) => service.connectLocalTest(auth, params.user),
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

import { EMAIL_CONNECTION_ENDPOINTS, LINKEDIN_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { ConnectionsService } from './connections-service';
import type { MailboxOauthService } from './mailbox-oauth-service';

export interface ConnectionsRoutesOptions {
  readonly service: ConnectionsService;
  readonly oauth: MailboxOauthService;
}

const WHO =
  '{user}: the caller, or a colleague whose mailbox core’s sender rule lets the caller manage (canManageSenderMailbox), else 403; another organisation or no such user: 404.';

const OAUTH_URL =
  'Answers the provider’s authorize URL (code flow, PKCE S256, a 256-bit state stored hashed for 10 minutes and one ' +
  'use). provider: google or microsoft (designed; absent: the only configured one, else 422 ' +
  'MAILBOX.OAUTH_PROVIDER_REQUIRED); not configured: 409 MAILBOX.OAUTH_NOT_CONFIGURED; redirect_uri not a page of ' +
  'this application: 422 MAILBOX.OAUTH_REDIRECT_INVALID. scopes (the spec’s) are not used: each provider’s mail scopes are fixed.';

const OAUTH_CALLBACK =
  'Takes the state once (unknown, expired, used, another caller’s or another mailbox’s: 400 ' +
  'MAILBOX.OAUTH_STATE_INVALID), exchanges the code with the PKCE verifier (refused: 422 MAILBOX.OAUTH_EXCHANGE_FAILED), ' +
  'checks SMTP and IMAP with XOAUTH2 (422 MAILBOX.* naming the step), then stores the tokens sealed, marks the ' +
  'mailbox connected and notifies its owner. Tokens are never answered.';

/**
 * The connections (docs/api.md "Connections"): read and disconnect the mailbox and LinkedIn connections; connect a
 * mailbox with SMTP + IMAP credentials (docs/adr/017-smtp-imap-mailbox.md), by OAuth 2 with PKCE through Google or
 * Microsoft (docs/adr/021-oauth-mailbox.md), or to the local test mailbox of the embedded default
 * (docs/adr/022-local-test-mailbox.md). LinkedIn's OAuth (Unipile) is not built.
 * LinkedIn is a beta subject (alpha and beta testers only).
 */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRoutesOptions> = async (app, { service, oauth }) => {
  registerEndpoints(app, EMAIL_CONNECTION_ENDPOINTS, {
    getOauthProviders: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'read'),
      description: 'The OAuth providers configured on this server (a client id in the environment): google, microsoft; none: [].',
      handle: () => oauth.providers(),
    },
    getOauthUrl: {
      // create, not read: it stores a pending connection (the state, the PKCE verifier) that the callback uses.
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'create'),
      errors: [409, 422],
      description: OAUTH_URL,
      handle: ({ auth, query }) => oauth.authorizeUrl(auth, auth.user.id, query),
    },
    getOauthUrlForOtherUser: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'create'),
      ids: { query: { user_id: 'user' } },
      errors: [409, 422],
      description: `${OAUTH_URL} ${WHO.replace('{user}', 'user_id')}`,
      handle: ({ auth, query }) => oauth.authorizeUrl(auth, query.user_id, query),
    },
    createOauthAccessToken: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'create'),
      errors: [409, 422],
      description: OAUTH_CALLBACK,
      handle: ({ auth, body }) => oauth.connect(auth, auth.user.id, body),
    },
    createOauthAccessTokenForOtherUser: {
      access: permission('PERSONAL_SPACE_EMAIL_CONNECTION', 'create'),
      ids: { body: { user_id: 'user' } },
      errors: [409, 422],
      description: `${OAUTH_CALLBACK} ${WHO.replace('{user}', 'user_id')}`,
      handle: ({ auth, body }) => oauth.connect(auth, body.user_id, { code: body.code, state: body.state }),
    },
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

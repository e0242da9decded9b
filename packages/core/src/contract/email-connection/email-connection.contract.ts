import { z } from 'zod';
import { ApiDateTimeSchema, ApiIdSchema, ApiUrlSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { AuthUrlResponseSchema, CONNECTION_STATUSES } from '../linkedin/linkedin.contract';
import { queryInt, queryTextList } from '../shared/query-params';
import { LocalTestMailboxSchema } from './local-test.contract';
import { MailboxOauthProviderSchema, MailboxOauthProvidersResponseSchema } from './mailbox-oauth.contract';
import { SmtpImapCredentialsBodySchema } from './smtp-imap.contract';

/**
 * The connected mailbox (designed fields of `account_infos`): address, provider, and when it was connected and when
 * the connection was lost or ended (null while connected; both optional for older answers).
 */
export const EmailAccountInfosSchema = z.object({
  email: safeString(),
  provider: safeString().nullable(),
  connected_at: ApiDateTimeSchema.nullable().optional(),
  disconnected_at: ApiDateTimeSchema.nullable().optional(),
});
export type EmailAccountInfos = z.infer<typeof EmailAccountInfosSchema>;

/** Email connection credentials (the spec's fields: status, account_infos). */
export const EmailCredentialsSchema = z.object({
  status: z.enum(CONNECTION_STATUSES),
  account_infos: EmailAccountInfosSchema.nullable(),
});
export type EmailCredentials = z.infer<typeof EmailCredentialsSchema>;

const oauthQuery = {
  redirect_uri: ApiUrlSchema,
  scopes: queryTextList(20, 200).optional(),
  /** Designed (not in the spec): which provider; absent = the only configured one (ADR 021). */
  provider: MailboxOauthProviderSchema.optional(),
};

/** OAuth link for the caller's mailbox (the spec's call: redirect_uri, scopes; designed: provider). */
export const OauthUrlQuerySchema = z.object(oauthQuery);
export type OauthUrlQuery = z.infer<typeof OauthUrlQuerySchema>;

/** OAuth link for another user's mailbox (manager): plus `user_id`. */
export const OtherUserOauthUrlQuerySchema = z.object({ ...oauthQuery, user_id: queryInt(1, PORT_LIMITS.maxId) });
export type OtherUserOauthUrlQuery = z.infer<typeof OtherUserOauthUrlQuerySchema>;

const oauthCallback = {
  code: safeString().min(1).max(PORT_LIMITS.token),
  state: safeString().min(1).max(PORT_LIMITS.token),
};

/** OAuth callback for the caller's mailbox (the spec's call: code, state). */
export const OauthAccessTokenBodySchema = z.object(oauthCallback).strict();
export type OauthAccessTokenBody = z.infer<typeof OauthAccessTokenBodySchema>;

/** OAuth callback for another user's mailbox (the spec's call: code, state, user_id). */
export const OtherUserOauthAccessTokenBodySchema = z.object({ ...oauthCallback, user_id: ApiIdSchema }).strict();
export type OtherUserOauthAccessTokenBody = z.infer<typeof OtherUserOauthAccessTokenBodySchema>;

/**
 * Mailbox connection (the spec's "Email credentials" and "Email connection" calls, prefix /v1/email/nylas designed:
 * docs/rules/ports.md "email_connection").
 */
export const EMAIL_CONNECTION_ENDPOINTS = {
  getOauthProviders: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/oauth-providers',
    summary: 'The OAuth mailbox providers this server is configured for (google, microsoft).',
    designed: true,
    response: MailboxOauthProvidersResponseSchema,
  }),
  getEmailCredentials: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/nylas/credentials/{user}',
    summary: 'Mailbox connection of a user.',
    designed: true,
    response: EmailCredentialsSchema,
  }),
  deleteEmailCredentials: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/email/nylas/credentials/{user}',
    summary: 'Disconnect the mailbox of a user.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  getOauthUrl: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/nylas/oauth-url',
    summary: 'OAuth link to connect the caller’s mailbox.',
    designed: true,
    query: OauthUrlQuerySchema,
    response: AuthUrlResponseSchema,
  }),
  getOauthUrlForOtherUser: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/nylas/oauth-url-for-other-user',
    summary: 'OAuth link to connect another user’s mailbox.',
    designed: true,
    query: OtherUserOauthUrlQuerySchema,
    response: AuthUrlResponseSchema,
  }),
  createOauthAccessToken: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/nylas/oauth-create-access-token',
    summary: 'Finish the OAuth connection of the caller’s mailbox.',
    designed: true,
    body: OauthAccessTokenBodySchema,
    response: EmailCredentialsSchema,
  }),
  createOauthAccessTokenForOtherUser: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/nylas/oauth-create-access-token-for-other-user',
    summary: 'Finish the OAuth connection of another user’s mailbox.',
    designed: true,
    body: OtherUserOauthAccessTokenBodySchema,
    response: EmailCredentialsSchema,
  }),
  createSmtpImapCredentials: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/smtp-imap/credentials/{user}',
    summary: 'Connect the mailbox of a user with SMTP + IMAP credentials (checked against both servers first).',
    designed: true,
    body: SmtpImapCredentialsBodySchema,
    response: EmailCredentialsSchema,
  }),
  getLocalTestMailbox: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/local-test',
    summary: 'Whether this server offers the local test mailbox (its SMTP catcher and development mailbox run).',
    designed: true,
    response: LocalTestMailboxSchema,
  }),
  createLocalTestCredentials: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/local-test/credentials/{user}',
    summary: 'Connect the mailbox of a user to the local test mailbox (its own address; mails stay on this machine).',
    designed: true,
    response: EmailCredentialsSchema,
  }),
} as const;

/** The email-connection port. */
export type EmailConnectionGateway = EndpointGateway<typeof EMAIL_CONNECTION_ENDPOINTS>;

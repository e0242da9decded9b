import { z } from 'zod';

/** The mailbox providers connected by OAuth 2 (authorization code with PKCE; docs/adr/021-oauth-mailbox.md). */
export const MAILBOX_OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type MailboxOauthProvider = (typeof MAILBOX_OAUTH_PROVIDERS)[number];

/** Whether a text names one of {@link MAILBOX_OAUTH_PROVIDERS}. */
export function isMailboxOauthProvider(value: unknown): value is MailboxOauthProvider {
  return typeof value === 'string' && (MAILBOX_OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** The designed `provider` of the oauth-url calls (the spec's query has none). */
export const MailboxOauthProviderSchema = z.enum(MAILBOX_OAUTH_PROVIDERS);

/** The OAuth providers this server is configured for (designed answer of GET /v1/email/oauth-providers). */
export const MailboxOauthProvidersResponseSchema = z.object({ provider_list: z.array(MailboxOauthProviderSchema) });
export type MailboxOauthProvidersResponse = z.infer<typeof MailboxOauthProvidersResponseSchema>;

/**
 * Why an OAuth connection was refused (designed codes, statuses in core's table): the provider is not configured on
 * the server (409), the redirect URI is not the application's (422), two providers are configured and none was named
 * (422), the state is forged, expired, already used or someone else's (400), the provider refused the code or the
 * refresh token, or did not answer (422).
 */
export const MAILBOX_OAUTH_FAILURE_CODES = [
  'MAILBOX.OAUTH_NOT_CONFIGURED',
  'MAILBOX.OAUTH_REDIRECT_INVALID',
  'MAILBOX.OAUTH_PROVIDER_REQUIRED',
  'MAILBOX.OAUTH_STATE_INVALID',
  'MAILBOX.OAUTH_EXCHANGE_FAILED',
] as const;
export type MailboxOauthFailureCode = (typeof MAILBOX_OAUTH_FAILURE_CODES)[number];

/** Whether an error code is one of {@link MAILBOX_OAUTH_FAILURE_CODES}. */
export function isMailboxOauthFailureCode(code: unknown): code is MailboxOauthFailureCode {
  return typeof code === 'string' && (MAILBOX_OAUTH_FAILURE_CODES as readonly string[]).includes(code);
}

import { DomainFailure, MAILBOX_OAUTH_PROVIDERS } from '@cible/core';
import type { AuthUrlResponse, EmailCredentials, MailboxOauthProvider, MailboxOauthProvidersResponse, OauthAccessTokenBody } from '@cible/core';
import type { OauthProviderConfig } from '../../config';
import type { MailboxChecker } from '../../mail/check-mailbox';
import { oauthIdTokenAddress } from '../../mail/oauth-id-token-address';
import { OauthGrantError } from '../../mail/oauth-provider-client';
import type { OauthProviderClient } from '../../mail/oauth-provider-client';
import type { AuthContext } from '../../security/auth-context';
import { createOauthState, createPkcePair, hashOauthState } from '../../security/oauth-pkce';
import type { MailboxConnector } from './mailbox-connector';
import type { MailboxSettings } from './mailbox-credentials-repository';
import type { MailboxOauthStatesRepository } from './mailbox-oauth-states-repository';
import { callerOf } from './mailbox-owner';
import type { MailboxOwnerOf } from './mailbox-owner';
import type { OauthMailboxTokens } from './oauth-mailbox-tokens';

/** How long an authorize link can be finished, in seconds. */
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/** The OAuth connection of a mailbox (docs/adr/021-oauth-mailbox.md, docs/api.md "Connections"). */
export interface MailboxOauthService {
  /** The providers this server is configured for. */
  providers(): MailboxOauthProvidersResponse;
  /** The provider's authorize URL for the mailbox of `userId` (caller or managed colleague), with a stored state. */
  authorizeUrl(auth: AuthContext, userId: number, request: { readonly redirect_uri: string; readonly provider?: MailboxOauthProvider | undefined }): Promise<AuthUrlResponse>;
  /** Finishes the connection of the mailbox of `userId`: takes the state once, exchanges the code, checks, stores. */
  connect(auth: AuthContext, userId: number, body: OauthAccessTokenBody): Promise<EmailCredentials>;
}

export interface MailboxOauthDependencies {
  readonly ownerOf: MailboxOwnerOf;
  readonly states: MailboxOauthStatesRepository;
  readonly client: OauthProviderClient;
  readonly providers: Readonly<Record<MailboxOauthProvider, OauthProviderConfig | null>>;
  /** The origins a redirect URI may have: PUBLIC_URL's, then OAUTH_REDIRECT_ORIGINS. */
  readonly redirectOrigins: readonly string[];
  readonly checker: MailboxChecker;
  readonly tokens: Pick<OauthMailboxTokens, 'seal'>;
  readonly connect: MailboxConnector;
}

const stateInvalid = () =>
  new DomainFailure('MAILBOX.OAUTH_STATE_INVALID', 'This OAuth state is unknown, expired, already used or not yours: start the connection again.');

const exchangeFailed = (reason: string, message: string) => new DomainFailure('MAILBOX.OAUTH_EXCHANGE_FAILED', message, { details: { reason } });

/**
 * Authorization code with PKCE (RFC 6749 section 4.1, RFC 7636 S256) for Google and Microsoft mailboxes. The state is 256
 * random bits, stored hashed with who asked, whose mailbox, the provider, the verifier and the redirect URI, for 10
 * minutes and one use. The tokens are checked against the provider's SMTP and IMAP servers (XOAUTH2) before they are
 * stored sealed, with the connection and its notification, by the same connector as SMTP + IMAP credentials.
 */
export function createMailboxOauthService(dependencies: MailboxOauthDependencies): MailboxOauthService {
  const { providers } = dependencies;
  const configured = () => MAILBOX_OAUTH_PROVIDERS.filter((provider) => providers[provider] !== null);

  const providerNamed = (name: MailboxOauthProvider | undefined): MailboxOauthProvider => {
    if (name !== undefined) {
      if (providers[name] === null) throw new DomainFailure('MAILBOX.OAUTH_NOT_CONFIGURED', `No ${name} OAuth client is configured on this server.`);
      return name;
    }
    const available = configured();
    if (available.length === 0) throw new DomainFailure('MAILBOX.OAUTH_NOT_CONFIGURED', 'No OAuth provider is configured on this server.');
    if (available.length > 1) throw new DomainFailure('MAILBOX.OAUTH_PROVIDER_REQUIRED', `Name the provider: ${available.join(' or ')}.`);
    return available[0]!;
  };

  const checkedRedirect = (redirectUri: string): string => {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw new DomainFailure('MAILBOX.OAUTH_REDIRECT_INVALID', 'The redirect URI is not a URL.');
    }
    if (!dependencies.redirectOrigins.includes(url.origin) || url.username !== '' || url.password !== '' || url.hash !== '') {
      throw new DomainFailure('MAILBOX.OAUTH_REDIRECT_INVALID', 'The redirect URI must be a page of this application.');
    }
    return url.toString();
  };

  return {
    providers() {
      return { provider_list: configured() };
    },

    async authorizeUrl(auth, userId, request) {
      const owner = await dependencies.ownerOf(auth, userId);
      const name = providerNamed(request.provider);
      const redirectUri = checkedRedirect(request.redirect_uri);
      const state = createOauthState();
      const pkce = createPkcePair();
      await dependencies.states.create({
        stateHash: hashOauthState(state),
        caller: callerOf(auth),
        targetUserId: owner.userId,
        provider: name,
        codeVerifier: pkce.verifier,
        redirectUri,
        ttlSeconds: OAUTH_STATE_TTL_SECONDS,
      });
      return { url: dependencies.client.authorizeUrl(providers[name]!, { state, codeChallenge: pkce.challenge, redirectUri }) };
    },

    async connect(auth, userId, body) {
      const owner = await dependencies.ownerOf(auth, userId);
      const pending = await dependencies.states.consume(hashOauthState(body.state), callerOf(auth));
      if (pending === null || pending.targetUserId !== owner.userId) throw stateInvalid();
      const provider = providers[pending.provider];
      if (provider === null) throw new DomainFailure('MAILBOX.OAUTH_NOT_CONFIGURED', `No ${pending.provider} OAuth client is configured on this server.`);

      let tokens;
      try {
        tokens = await dependencies.client.exchangeCode(provider, { code: body.code, codeVerifier: pending.codeVerifier, redirectUri: pending.redirectUri });
      } catch (error) {
        if (error instanceof OauthGrantError) throw exchangeFailed(error.reason, error.message);
        throw error;
      }
      const email = tokens.idToken === null ? null : oauthIdTokenAddress(tokens.idToken, provider.clientId);
      if (email === null) throw exchangeFailed('address', 'The provider named no mailbox address (id token without email).');
      if (tokens.refreshToken === null) throw exchangeFailed('refresh_token', 'The provider gave no refresh token (offline access refused).');

      const settings: MailboxSettings = { smtp: { ...provider.smtp, user: email }, imap: { ...provider.imap, user: email } };
      await dependencies.checker.check({
        smtp: { ...settings.smtp, accessToken: tokens.accessToken },
        imap: { ...settings.imap, accessToken: tokens.accessToken },
      });
      return dependencies.connect(owner, {
        provider: pending.provider,
        email,
        displayName: null,
        settings,
        ...dependencies.tokens.seal({
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          expires_at: tokens.expiresAt.toISOString(),
        }),
      });
    },
  };
}

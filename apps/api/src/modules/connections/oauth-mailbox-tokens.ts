import { DomainFailure, isMailboxOauthProvider } from '@cible/core';
import type { MailboxOauthProvider } from '@cible/core';
import type { OauthProviderConfig } from '../../config';
import type { OauthProviderClient } from '../../mail/oauth-provider-client';
import type { SecretBox } from '../../security/secret-box';
import type { MailboxCredentialsRepository, StoredMailboxCredentials } from './mailbox-credentials-repository';
import { openMailboxSecret, sealMailboxSecret } from './mailbox-secret';
import type { SealedMailboxSecret } from './mailbox-secret';

/** The tokens of a mailbox connected by OAuth, as sealed in `mailbox_credentials.secret` (JSON, then sealed). */
export interface OauthMailboxSecret {
  readonly access_token: string;
  readonly refresh_token: string;
  /** ISO 8601. */
  readonly expires_at: string;
}

/** An access token is renewed when it expires within this time (the send that uses it must not outlive it). */
export const OAUTH_RENEW_BEFORE_MS = 5 * 60 * 1000;

/** Seals and renews the tokens of mailboxes connected by OAuth (ADR 021). */
export interface OauthMailboxTokens {
  /** The sealed form of the tokens (for `mailbox_credentials.secret`). */
  seal(tokens: OauthMailboxSecret): SealedMailboxSecret;
  /**
   * An access token valid for at least {@link OAUTH_RENEW_BEFORE_MS} of the stored OAuth mailbox: the stored one, or
   * one renewed with the refresh token (stored before it is answered; concurrent callers renew once, one after the
   * other under the row's lock). Throws `OauthGrantError` when the provider refuses or does not answer, and
   * MAILBOX.OAUTH_NOT_CONFIGURED when the provider is no longer configured and the token has expired.
   */
  validAccessToken(userId: number): Promise<string | null>;
}

export function createOauthMailboxTokens(dependencies: {
  readonly credentials: Pick<MailboxCredentialsRepository, 'renew'>;
  readonly secrets: SecretBox;
  readonly client: Pick<OauthProviderClient, 'refresh'>;
  readonly providers: Readonly<Record<MailboxOauthProvider, OauthProviderConfig | null>>;
}): OauthMailboxTokens {
  const { secrets } = dependencies;
  const open = (stored: StoredMailboxCredentials) => openMailboxSecret<OauthMailboxSecret>(secrets, stored);
  const seal = (tokens: OauthMailboxSecret) => sealMailboxSecret(secrets, tokens);

  return {
    seal,
    async validAccessToken(userId) {
      const renewed = await dependencies.credentials.renew(userId, async (stored) => {
        if (!isMailboxOauthProvider(stored.provider)) return null;
        const tokens = open(stored);
        if (Date.parse(tokens.expires_at) - Date.now() > OAUTH_RENEW_BEFORE_MS) return null;
        const provider = dependencies.providers[stored.provider];
        if (provider === null) {
          throw new DomainFailure('MAILBOX.OAUTH_NOT_CONFIGURED', `The ${stored.provider} OAuth client is no longer configured on this server.`);
        }
        const fresh = await dependencies.client.refresh(provider, tokens.refresh_token);
        return seal({
          access_token: fresh.accessToken,
          // Google keeps the refresh token (answers none); Microsoft rotates it.
          refresh_token: fresh.refreshToken ?? tokens.refresh_token,
          expires_at: fresh.expiresAt.toISOString(),
        });
      });
      return renewed === null ? null : open(renewed).access_token;
    },
  };
}

import { DomainFailure } from '@cible/core';
import { describe, expect, it, vi } from 'vitest';
import { OAUTH_PROVIDER_DEFAULTS } from '../../config';
import type { OauthProviderConfig } from '../../config';
import type { AuthContext } from '../../security/auth-context';
import { createMailboxOauthService } from './mailbox-oauth-service';

const provider = (clientId: string, name: 'google' | 'microsoft'): OauthProviderConfig => ({ ...OAUTH_PROVIDER_DEFAULTS[name], clientId, clientSecret: 'secret' });
const auth = { user: { id: 7, organizationId: 3 } } as unknown as AuthContext;

function setup(providers: { google: OauthProviderConfig | null; microsoft: OauthProviderConfig | null }) {
  const states = { create: vi.fn(async () => undefined), consume: vi.fn(async () => null) };
  const service = createMailboxOauthService({
    ownerOf: async () => ({ userId: 7, organizationId: 3 }),
    states,
    client: { authorizeUrl: (config, request) => `${config.authorizeUrl}?state=${request.state}`, exchangeCode: vi.fn(), refresh: vi.fn() },
    providers,
    redirectOrigins: ['https://app.cible.fr'],
    checker: { check: vi.fn() },
    tokens: { seal: vi.fn() },
    connect: vi.fn(),
  });
  return { service, states };
}

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  return error instanceof DomainFailure ? error.code : error;
};

describe('mailbox OAuth service', () => {
  it('takes the only configured provider when none is named; asks which when both are; refuses an unconfigured one', async () => {
    const one = setup({ google: null, microsoft: provider('ms', 'microsoft') });
    const { url } = await one.service.authorizeUrl(auth, 7, { redirect_uri: 'https://app.cible.fr/personal-space/email-connection' });
    expect(url.startsWith(OAUTH_PROVIDER_DEFAULTS.microsoft.authorizeUrl)).toBe(true);
    expect(await codeOf(one.service.authorizeUrl(auth, 7, { redirect_uri: 'https://app.cible.fr/x', provider: 'google' }))).toBe('MAILBOX.OAUTH_NOT_CONFIGURED');

    const both = setup({ google: provider('g', 'google'), microsoft: provider('ms', 'microsoft') });
    expect(both.service.providers()).toEqual({ provider_list: ['google', 'microsoft'] });
    expect(await codeOf(both.service.authorizeUrl(auth, 7, { redirect_uri: 'https://app.cible.fr/x' }))).toBe('MAILBOX.OAUTH_PROVIDER_REQUIRED');
    expect(both.states.create).not.toHaveBeenCalled();

    const none = setup({ google: null, microsoft: null });
    expect(none.service.providers()).toEqual({ provider_list: [] });
    expect(await codeOf(none.service.authorizeUrl(auth, 7, { redirect_uri: 'https://app.cible.fr/x' }))).toBe('MAILBOX.OAUTH_NOT_CONFIGURED');
  });

  it('stores the pending connection for 10 minutes with the verifier and the redirect URI as sent', async () => {
    const { service, states } = setup({ google: provider('g', 'google'), microsoft: null });
    await service.authorizeUrl(auth, 7, { redirect_uri: 'https://app.cible.fr/personal-space/email-connection?x=1' });
    expect(states.create).toHaveBeenCalledWith(
      expect.objectContaining({
        caller: { userId: 7, organizationId: 3 },
        targetUserId: 7,
        provider: 'google',
        redirectUri: 'https://app.cible.fr/personal-space/email-connection?x=1',
        ttlSeconds: 600,
        codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      }),
    );
  });

  it('refuses a redirect URI of another origin, with user info or a fragment', async () => {
    const { service } = setup({ google: provider('g', 'google'), microsoft: null });
    for (const redirect of ['https://evil.fr/x', 'http://app.cible.fr/x', 'https://app.cible.fr.evil.fr/x', 'https://a:b@app.cible.fr/x', 'https://app.cible.fr/x#frag']) {
      expect(await codeOf(service.authorizeUrl(auth, 7, { redirect_uri: redirect })), redirect).toBe('MAILBOX.OAUTH_REDIRECT_INVALID');
    }
  });

  it('refuses an unknown state before any exchange', async () => {
    const { service } = setup({ google: provider('g', 'google'), microsoft: null });
    expect(await codeOf(service.connect(auth, 7, { code: 'c', state: 's' }))).toBe('MAILBOX.OAUTH_STATE_INVALID');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { EmailConnectionGateway, EmailCredentials } from '@cible/core';
import { ApiRequestError } from '@cible/infra';
import { MailboxOauthViewModel, type PendingOauth } from './MailboxOauthViewModel';

const RETURN_URL = 'https://app.cible.fr/personal-space/email-connection';
const CONNECTED: EmailCredentials = {
  status: 'connected',
  account_infos: { email: 'lea@gmail.com', provider: 'google', connected_at: '2026-11-22T10:00:00.000Z', disconnected_at: null },
};

function setup(options: { pending?: PendingOauth | null; providers?: () => Promise<unknown>; token?: () => Promise<EmailCredentials> } = {}) {
  const gateway = {
    getOauthProviders: vi.fn(options.providers ?? (async () => ({ provider_list: ['google', 'microsoft'] }))),
    getOauthUrl: vi.fn(async () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?state=s' })),
    getOauthUrlForOtherUser: vi.fn(async () => ({ url: 'https://login.microsoftonline.com/authorize?state=o' })),
    createOauthAccessToken: vi.fn(options.token ?? (async () => CONNECTED)),
    createOauthAccessTokenForOtherUser: vi.fn(async () => CONNECTED),
  };
  const navigation = {
    returnUrl: RETURN_URL,
    go: vi.fn(),
    remember: vi.fn(),
    takePending: vi.fn(() => options.pending ?? null),
    cleanCallbackUrl: vi.fn(),
  };
  const vm = new MailboxOauthViewModel(gateway as unknown as EmailConnectionGateway, navigation);
  return { vm, gateway, navigation };
}

describe('MailboxOauthViewModel', () => {
  it('lists the configured providers; none when the call fails (the buttons are not shown)', async () => {
    const { vm } = setup();
    await vm.loadProviders();
    expect(vm.providers).toEqual(['google', 'microsoft']);
    const failing = setup({ providers: async () => Promise.reject(new Error('offline')) });
    await failing.vm.loadProviders();
    expect(failing.vm.providers).toEqual([]);
  });

  it('asks the authorize URL with this page as redirect_uri, remembers whose mailbox, then goes there', async () => {
    const { vm, gateway, navigation } = setup();
    await vm.start('google', 7, 7);
    expect(gateway.getOauthUrl).toHaveBeenCalledWith({ query: { redirect_uri: RETURN_URL, provider: 'google' } });
    expect(navigation.remember).toHaveBeenCalledWith({ userId: 7, provider: 'google' });
    expect(navigation.go).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s');
    expect(vm.leavingFor).toBe('google');
  });

  it('uses the -for-other-user call for a colleague’s mailbox', async () => {
    const { vm, gateway, navigation } = setup();
    await vm.start('microsoft', 12, 7);
    expect(gateway.getOauthUrlForOtherUser).toHaveBeenCalledWith({ query: { redirect_uri: RETURN_URL, provider: 'microsoft', user_id: 12 } });
    expect(navigation.remember).toHaveBeenCalledWith({ userId: 12, provider: 'microsoft' });
  });

  it('says why it cannot leave (provider not configured) and stays', async () => {
    const { vm, gateway, navigation } = setup();
    gateway.getOauthUrl.mockRejectedValueOnce(new ApiRequestError(409, { code: 'MAILBOX.OAUTH_NOT_CONFIGURED', message: 'x' }));
    await vm.start('google', 7, 7);
    expect(vm.failure).toBe('MAILBOX_OAUTH_NOT_CONFIGURED');
    expect(vm.leavingFor).toBeNull();
    expect(navigation.go).not.toHaveBeenCalled();
  });

  it('finishes with code and state: cleans the URL first, then the caller’s call', async () => {
    const { vm, gateway, navigation } = setup({ pending: { userId: 7, provider: 'google' } });
    expect(vm.isCallback({ code: 'c', state: 's' })).toBe(true);
    expect(vm.isCallback({})).toBe(false);
    expect(vm.isCallback({ code: 'c' })).toBe(false);
    const finishing = vm.finish({ code: 'c', state: 's' }, 7);
    expect(navigation.cleanCallbackUrl).toHaveBeenCalled();
    expect(vm.isFinishing).toBe(true);
    expect(await finishing).toEqual(CONNECTED);
    expect(gateway.createOauthAccessToken).toHaveBeenCalledWith({ body: { code: 'c', state: 's' } });
    expect(vm.isFinishing).toBe(false);
  });

  it('finishes a colleague’s connection with the -for-other-user call', async () => {
    const { vm, gateway } = setup({ pending: { userId: 12, provider: 'microsoft' } });
    await vm.finish({ code: 'c', state: 's' }, 7);
    expect(gateway.createOauthAccessTokenForOtherUser).toHaveBeenCalledWith({ body: { code: 'c', state: 's', user_id: 12 } });
    expect(gateway.createOauthAccessToken).not.toHaveBeenCalled();
  });

  it('says the state expired or was used, the provider refused, or the user cancelled there', async () => {
    const expired = setup({ token: async () => Promise.reject(new ApiRequestError(400, { code: 'MAILBOX.OAUTH_STATE_INVALID', message: 'x' })) });
    expect(await expired.vm.finish({ code: 'c', state: 's' }, 7)).toBeNull();
    expect(expired.vm.failure).toBe('MAILBOX_OAUTH_STATE_INVALID');
    const refused = setup({ token: async () => Promise.reject(new ApiRequestError(422, { code: 'MAILBOX.OAUTH_EXCHANGE_FAILED', message: 'x' })) });
    await refused.vm.finish({ code: 'c', state: 's' }, 7);
    expect(refused.vm.failure).toBe('MAILBOX_OAUTH_EXCHANGE_FAILED');
    const imap = setup({ token: async () => Promise.reject(new ApiRequestError(422, { code: 'MAILBOX.IMAP_AUTH_FAILED', message: 'x', details: { step: 'imap' } })) });
    await imap.vm.finish({ code: 'c', state: 's' }, 7);
    expect(imap.vm.failure).toBe('MAILBOX_IMAP_AUTH_FAILED');
    const cancelled = setup();
    expect(await cancelled.vm.finish({ error: 'access_denied' }, 7)).toBeNull();
    expect(cancelled.vm.failure).toBe('denied');
    expect(cancelled.gateway.createOauthAccessToken).not.toHaveBeenCalled();
    expect(cancelled.navigation.cleanCallbackUrl).toHaveBeenCalled();
  });
});

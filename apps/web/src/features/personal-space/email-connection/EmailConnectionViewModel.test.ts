import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { EmailConnectionGateway, EmailCredentials } from '@cible/core';
import { ApiRequestError } from '@cible/infra';
import { makeTestUser } from '../../../testing/testUsers';
import { EmailConnectionViewModel } from './EmailConnectionViewModel';
import type { EmailConnectionSession } from './EmailConnectionViewModel';
import { MailboxOauthViewModel } from './MailboxOauthViewModel';

const NEVER: EmailCredentials = { status: 'disconnected', account_infos: null };
const CONNECTED: EmailCredentials = {
  status: 'connected',
  account_infos: { email: 'lea@atlas.fr', provider: 'smtp_imap', connected_at: '2026-10-11T23:30:00.000Z', disconnected_at: null },
};
const LOST: EmailCredentials = {
  status: 'disconnected',
  account_infos: { ...CONNECTED.account_infos!, disconnected_at: '2026-11-19T08:00:00.000Z' },
};

function setup(
  options: {
    load?: () => Promise<EmailCredentials>;
    connect?: () => Promise<EmailCredentials>;
    providers?: ('google' | 'microsoft')[];
    session?: EmailConnectionSession;
    pending?: { userId: number; provider: 'google' | 'microsoft' } | null;
  } = {},
) {
  const gateway = {
    getEmailCredentials: vi.fn(options.load ?? (async () => NEVER)),
    deleteEmailCredentials: vi.fn(async () => undefined),
    createSmtpImapCredentials: vi.fn(options.connect ?? (async () => CONNECTED)),
    getOauthProviders: vi.fn(async () => ({ provider_list: options.providers ?? [] })),
    createOauthAccessToken: vi.fn(async () => ({ ...CONNECTED, account_infos: { ...CONNECTED.account_infos!, provider: 'google' } })),
    createOauthAccessTokenForOtherUser: vi.fn(async () => ({ ...CONNECTED, account_infos: { ...CONNECTED.account_infos!, provider: 'google' } })),
    getOauthUrlForOtherUser: vi.fn(async () => ({ url: 'https://accounts.google.com/o/oauth2/v2/auth?x' })),
  };
  const effects = { connected: vi.fn(), disconnected: vi.fn(), disconnectFailed: vi.fn() };
  const navigation = { returnUrl: 'https://app.cible.fr/personal-space/email-connection', go: vi.fn(), remember: vi.fn(), takePending: vi.fn(() => options.pending ?? null), cleanCallbackUrl: vi.fn() };
  const vm = new EmailConnectionViewModel(
    gateway as unknown as EmailConnectionGateway,
    options.session ?? { user: { id: 7, email: 'lea@atlas.fr' } },
    createFixedClock('2026-11-22T10:00:00Z', 'Europe/Paris'),
    effects,
    new MailboxOauthViewModel(gateway as unknown as EmailConnectionGateway, navigation),
  );
  return { vm, gateway, effects, navigation };
}

/** Fills the form with working values (passwords only: the rest has defaults or comes from the address). */
function fill(vm: EmailConnectionViewModel) {
  vm.setServerField('smtp', 'host', 'smtp.atlas.fr');
  vm.setServerField('smtp', 'password', 'envoi');
  vm.setServerField('imap', 'host', 'imap.atlas.fr');
  vm.setServerField('imap', 'password', 'lecture');
}

/** A marketing user (licence 2) and colleagues: a sender (10, his to manage), a sales rep (1, not his). */
const MANAGER_SESSION: EmailConnectionSession = {
  user: { ...makeTestUser(2, { id: 7, email: 'lea@atlas.fr', first_name: 'Léa', last_name: 'Bernard' }) },
  colleagues: [
    makeTestUser(10, { id: 20, first_name: 'Zoé', last_name: 'Martin' }),
    makeTestUser(1, { id: 21, first_name: 'Hugo', last_name: 'Petit' }),
    makeTestUser(10, { id: 22, first_name: 'Anne', last_name: 'Durand' }),
  ],
};

describe('EmailConnectionViewModel', () => {
  it('lets a manager show and connect the mailbox of a sender he manages (core’s sender rule), not of others', async () => {
    const { vm, gateway } = setup({ session: MANAGER_SESSION, providers: ['google'] });
    await vm.load();
    expect(vm.owners.map((owner) => [owner.id, owner.name, owner.isSelf])).toEqual([
      [7, 'Léa Bernard', true],
      [22, 'Anne Durand', false],
      [20, 'Zoé Martin', false],
    ]);
    expect(vm.actsForOthers).toBe(true);
    expect(vm.email).toBe('lea@atlas.fr');
    vm.setServerField('smtp', 'password', 'secret');

    await vm.chooseOwner(21);
    expect(vm.targetId).toBe(7);
    await vm.chooseOwner(20);
    expect(vm.targetId).toBe(20);
    expect(vm.isOwnMailbox).toBe(false);
    expect(gateway.getEmailCredentials).toHaveBeenLastCalledWith({ params: { user: 20 } });
    // The form starts empty: not the manager's address nor what he typed.
    expect(vm.email).toBe('');
    expect(vm.smtp.password).toBe('');
    vm.setEmail('zoe@atlas.fr');
    fill(vm);
    await vm.submit();
    expect(gateway.createSmtpImapCredentials).toHaveBeenCalledWith({ params: { user: 20 }, body: expect.objectContaining({ email: 'zoe@atlas.fr' }) });
    await vm.connectWith('google');
    expect(gateway.getOauthUrlForOtherUser).toHaveBeenCalledWith({ query: expect.objectContaining({ user_id: 20, provider: 'google' }) });

    await vm.chooseOwner(7);
    expect(vm.isOwnMailbox).toBe(true);
    expect(gateway.getEmailCredentials).toHaveBeenLastCalledWith({ params: { user: 7 } });
  });

  it('back from the provider for a managed sender, finishes that connection and shows the sender’s mailbox', async () => {
    const { vm, gateway } = setup({ session: MANAGER_SESSION, pending: { userId: 20, provider: 'google' } });
    await vm.load({ code: 'c', state: 's' });
    expect(gateway.createOauthAccessTokenForOtherUser).toHaveBeenCalledWith({ body: { code: 'c', state: 's', user_id: 20 } });
    expect(vm.targetId).toBe(20);
    expect(gateway.getEmailCredentials).toHaveBeenLastCalledWith({ params: { user: 20 } });
  });

  it('shows no owner picker to a user who manages nobody', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.actsForOthers).toBe(false);
    expect(vm.owners.map((owner) => owner.id)).toEqual([7]);
  });

  it('starts from the user’s address, TLS on 465 / 993 and logins "same as e-mail"', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(gateway.getEmailCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    expect(vm.status).toBe('ready');
    expect(vm.isConnected).toBe(false);
    expect(vm.email).toBe('lea@atlas.fr');
    expect(vm.suggestedHost('smtp')).toBe('smtp.atlas.fr');
    fill(vm);
    expect(vm.body).toEqual({
      email: 'lea@atlas.fr',
      smtp: { host: 'smtp.atlas.fr', port: 465, security: 'tls', user: 'lea@atlas.fr', password: 'envoi' },
      imap: { host: 'imap.atlas.fr', port: 993, security: 'tls', user: 'lea@atlas.fr', password: 'lecture' },
    });
  });

  it('moves a port left at its usual value with the security mode, and keeps a port typed by hand', async () => {
    const { vm } = setup();
    await vm.load();
    vm.setSecurity('smtp', 'starttls');
    expect(vm.smtp.port).toBe('587');
    vm.setSecurity('imap', 'starttls');
    expect(vm.imap.port).toBe('143');
    vm.setServerField('smtp', 'port', '2525');
    vm.setSecurity('smtp', 'tls');
    expect(vm.smtp.port).toBe('2525');
    vm.setSameUser('imap', false);
    expect(vm.imap.user).toBe('lea@atlas.fr');
    vm.setServerField('imap', 'user', 'lea');
    expect(vm.body.imap.user).toBe('lea');
  });

  it('shows field errors only after a submit, and sends nothing while the form is wrong', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(vm.errorOf('smtp.host')).toBeNull();
    vm.setEmail('pas-une-adresse');
    vm.setServerField('smtp', 'port', '99999');
    vm.setServerField('imap', 'host', 'imap atlas.fr');
    await vm.submit();
    expect(gateway.createSmtpImapCredentials).not.toHaveBeenCalled();
    expect(vm.errorOf('email')).toBe('email');
    expect(vm.errorOf('smtp.host')).toBe('required');
    expect(vm.errorOf('smtp.port')).toBe('port');
    expect(vm.errorOf('smtp.password')).toBe('required');
    expect(vm.errorOf('imap.host')).toBe('host');
    expect(vm.errorOf('smtp.user')).toBeNull();
  });

  it('connects: shows the progress, then the connected account, tells it and forgets the passwords', async () => {
    let answer: (credentials: EmailCredentials) => void = () => undefined;
    const { vm, gateway, effects } = setup({ connect: () => new Promise((resolve) => (answer = resolve)) });
    await vm.load();
    fill(vm);
    vm.setDisplayName('  Léa Bernard ');
    const sent = vm.submit();
    expect(vm.isChecking).toBe(true);
    expect(gateway.createSmtpImapCredentials).toHaveBeenCalledWith({
      params: { user: 7 },
      body: expect.objectContaining({ email: 'lea@atlas.fr', display_name: 'Léa Bernard' }),
    });
    answer(CONNECTED);
    await sent;
    expect(vm.isChecking).toBe(false);
    expect(vm.isConnected).toBe(true);
    expect(vm.connectedAccount).toBe('lea@atlas.fr');
    expect(vm.connectedSince).toBe('12/10/2026');
    expect(vm.smtp.password).toBe('');
    expect(vm.imap.password).toBe('');
    expect(effects.connected).toHaveBeenCalledTimes(1);
  });

  it('names the failing step from the API’s code (a time-out by its details.step)', async () => {
    const cases: [ApiRequestError | Error, string][] = [
      [new ApiRequestError(422, { code: 'MAILBOX.SMTP_UNREACHABLE', message: 'x', details: { step: 'smtp' } }), 'MAILBOX_SMTP_UNREACHABLE'],
      [new ApiRequestError(422, { code: 'MAILBOX.SMTP_AUTH_FAILED', message: 'x', details: { step: 'smtp' } }), 'MAILBOX_SMTP_AUTH_FAILED'],
      [new ApiRequestError(422, { code: 'MAILBOX.IMAP_UNREACHABLE', message: 'x', details: { step: 'imap' } }), 'MAILBOX_IMAP_UNREACHABLE'],
      [new ApiRequestError(422, { code: 'MAILBOX.IMAP_AUTH_FAILED', message: 'x', details: { step: 'imap' } }), 'MAILBOX_IMAP_AUTH_FAILED'],
      [new ApiRequestError(422, { code: 'MAILBOX.IMAP_INBOX_MISSING', message: 'x', details: { step: 'imap' } }), 'MAILBOX_IMAP_INBOX_MISSING'],
      [new ApiRequestError(422, { code: 'MAILBOX.TIMEOUT', message: 'x', details: { step: 'smtp' } }), 'MAILBOX_TIMEOUT_SMTP'],
      [new ApiRequestError(422, { code: 'MAILBOX.TIMEOUT', message: 'x', details: { step: 'imap' } }), 'MAILBOX_TIMEOUT_IMAP'],
      [new ApiRequestError(422, { code: 'MAILBOX.HOST_NOT_ALLOWED', message: 'x', details: { step: 'smtp' } }), 'MAILBOX_HOST_NOT_ALLOWED_SMTP'],
      [new ApiRequestError(422, { code: 'MAILBOX.HOST_NOT_ALLOWED', message: 'x', details: { step: 'imap' } }), 'MAILBOX_HOST_NOT_ALLOWED_IMAP'],
      [new ApiRequestError(403, { code: 'AUTH.FORBIDDEN', message: 'x' }), 'forbidden'],
      [new ApiRequestError(500, { code: 'INTERNAL', message: 'x' }), 'generic'],
      [new Error('offline'), 'generic'],
    ];
    for (const [error, failure] of cases) {
      const { vm, effects } = setup({ connect: async () => Promise.reject(error) });
      await vm.load();
      fill(vm);
      await vm.submit();
      expect(vm.failure, failure).toBe(failure);
      expect(vm.isConnected).toBe(false);
      expect(vm.smtp.password).toBe('envoi');
      expect(effects.connected).not.toHaveBeenCalled();
      vm.setServerField('smtp', 'password', 'autre');
      expect(vm.failure).toBeNull();
    }
  });

  it('shows a connected mailbox, disconnects it after confirmation and offers the form again', async () => {
    const { vm, gateway, effects } = setup({ load: async () => CONNECTED });
    await vm.load();
    expect(vm.isConnected).toBe(true);
    gateway.getEmailCredentials.mockResolvedValue(LOST);
    vm.requestDisconnect();
    expect(vm.confirmingDisconnect).toBe(true);
    await vm.confirmDisconnect();
    expect(gateway.deleteEmailCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    expect(vm.isConnected).toBe(false);
    expect(vm.lostAccount).toBe('lea@atlas.fr');
    expect(vm.confirmingDisconnect).toBe(false);
    expect(effects.disconnected).toHaveBeenCalledTimes(1);

    gateway.deleteEmailCredentials.mockRejectedValue(new Error('500'));
    gateway.getEmailCredentials.mockResolvedValue(CONNECTED);
    await vm.load();
    vm.requestDisconnect();
    await vm.confirmDisconnect();
    expect(effects.disconnectFailed).toHaveBeenCalledTimes(1);
    expect(vm.isConnected).toBe(true);
  });

  it('fails to an error state when loading fails or nobody is signed in', async () => {
    const { vm } = setup({ load: async () => Promise.reject(new Error('offline')) });
    await vm.load();
    expect(vm.status).toBe('error');
  });

  it('names the connected provider, and for a local test mailbox where its mails are read', async () => {
    const { vm } = setup({ load: async () => CONNECTED });
    await vm.load();
    expect(vm.connectedProvider).toEqual({ named: 'smtp_imap' });
    expect(vm.localTestMailboxUrl).toBeNull();

    const google = setup({ load: async () => ({ ...CONNECTED, account_infos: { ...CONNECTED.account_infos!, provider: 'google' } }) });
    await google.vm.load();
    expect(google.vm.connectedProvider).toEqual({ named: 'google' });

    const lost = setup({ load: async () => LOST });
    await lost.vm.load();
    expect(lost.vm.connectedProvider).toBeNull();
  });

  it('shows a connection made by the local test mailbox card as connected, and tells it', async () => {
    const { vm, effects } = setup();
    await vm.load();
    const localTest: EmailCredentials = { status: 'connected', account_infos: { ...CONNECTED.account_infos!, provider: 'local_test' } };
    vm.connectedWith(localTest);
    expect(vm.isConnected).toBe(true);
    expect(vm.connectedAccount).toBe('lea@atlas.fr');
    expect(vm.connectedProvider).toEqual({ named: 'local_test' });
    expect(vm.localTestMailboxUrl).toBe('/v1/dev/mails');
    expect(effects.connected).toHaveBeenCalledTimes(1);
  });

  it('finishes an OAuth connection the provider sent the user back for, then shows it connected', async () => {
    const { vm, gateway, effects, navigation } = setup({ providers: ['google'], load: async () => CONNECTED });
    await vm.load({ code: 'code-1', state: 'state-1' });
    expect(navigation.cleanCallbackUrl).toHaveBeenCalled();
    expect(gateway.createOauthAccessToken).toHaveBeenCalledWith({ body: { code: 'code-1', state: 'state-1' } });
    expect(effects.connected).toHaveBeenCalledTimes(1);
    expect(vm.isConnected).toBe(true);
    expect(vm.oauth.providers).toEqual(['google']);
  });

  it('loads without a callback: no exchange, the providers for the buttons', async () => {
    const { vm, gateway } = setup({ providers: ['microsoft'] });
    await vm.load();
    expect(gateway.createOauthAccessToken).not.toHaveBeenCalled();
    expect(vm.oauth.providers).toEqual(['microsoft']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { abilityFor, accessUserFromUser, createFixedClock } from '@cible/core';
import type { EmailConnectionGateway, EmailCredentials, LinkedinCredentials, LinkedinGateway, User } from '@cible/core';
import { makeTestUser } from '../../../testing/testUsers';
import { ConnectionsViewModel } from './ConnectionsViewModel';
import type { ConnectionCard } from './ConnectionsViewModel';
import { coreText } from '../../../i18n/coreText';

/** The cards with core's wording of a lost synchronisation read in French. */
const inFrench = (cards: readonly ConnectionCard[]) =>
  cards.map(({ lostWording, ...card }) => ({ ...card, lostWordingFr: lostWording === null ? null : coreText(lostWording, 'fr') }));

const CONNECTED: EmailCredentials = {
  status: 'connected',
  account_infos: { email: 'lea@atlas.fr', provider: 'google', connected_at: '2026-10-11T23:30:00.000Z', disconnected_at: null },
};
const LOST: EmailCredentials = {
  status: 'disconnected',
  account_infos: { email: 'lea@atlas.fr', provider: 'google', connected_at: '2026-10-11T08:00:00.000Z', disconnected_at: '2026-11-19T08:00:00.000Z' },
};
const NEVER = { status: 'disconnected', account_infos: null } as const;
const LINKEDIN: LinkedinCredentials = {
  status: 'connected',
  account_infos: { account_id: 'acc-1', name: 'Paul Fournier', profile_url: 'https://www.linkedin.com/in/paul', connected_at: '2026-11-01T10:00:00.000Z' },
};

function setup(options: { user?: User | null; mailbox?: () => Promise<EmailCredentials>; linkedin?: () => Promise<LinkedinCredentials> } = {}) {
  const user = options.user === undefined ? makeTestUser(2) : options.user;
  const email = {
    getEmailCredentials: vi.fn(options.mailbox ?? (async () => CONNECTED)),
    deleteEmailCredentials: vi.fn(async () => undefined),
  };
  const linkedin = {
    getLinkedinCredentials: vi.fn(options.linkedin ?? (async () => LINKEDIN)),
    disconnectLinkedin: vi.fn(async () => undefined),
  };
  const effects = { disconnected: vi.fn(), disconnectFailed: vi.fn() };
  const session = { user, ability: user === null ? null : abilityFor(accessUserFromUser(user)) };
  const vm = new ConnectionsViewModel(
    email as unknown as EmailConnectionGateway,
    linkedin as unknown as LinkedinGateway,
    session,
    createFixedClock('2026-11-22T10:00:00Z', 'Europe/Paris'),
    effects,
  );
  return { vm, email, linkedin, effects };
}

describe('ConnectionsViewModel', () => {
  it('loads the caller’s mailbox and shows it connected, with the date in the user’s zone', async () => {
    const { vm, email, linkedin } = setup();
    expect(vm.status).toBe('loading');
    await vm.load();
    expect(email.getEmailCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    // A marketing user without tester level: no LinkedIn (a beta subject of core's matrix), not even asked.
    expect(vm.showsLinkedin).toBe(false);
    expect(linkedin.getLinkedinCredentials).not.toHaveBeenCalled();
    expect(vm.status).toBe('ready');
    expect(inFrench(vm.cards)).toEqual([
      {
        kind: 'mailbox',
        state: 'connected',
        account: 'lea@atlas.fr',
        provider: 'google',
        profileUrl: null,
        // 23:30 UTC is already the 12th in Paris.
        connectedSince: '12/10/2026',
        disconnectedOn: null,
        lostWordingFr: null,
      },
    ]);
  });

  it('says a lost synchronisation with core’s wording (notificationWording) and a never-connected mailbox as such', async () => {
    const lost = setup({ mailbox: async () => LOST });
    await lost.vm.load();
    expect(inFrench(lost.vm.cards)[0]).toMatchObject({
      state: 'lost',
      account: 'lea@atlas.fr',
      disconnectedOn: '19/11/2026',
      lostWordingFr: "Votre boîte mail lea@atlas.fr n'est plus synchronisée. Veuillez la reconnecter depuis votre profil.",
    });
    const never = setup({ mailbox: async () => NEVER });
    await never.vm.load();
    expect(inFrench(never.vm.cards)[0]).toMatchObject({ state: 'never', account: null, connectedSince: null, lostWordingFr: null });
  });

  it('adds the LinkedIn card for alpha and beta testers', async () => {
    const { vm, linkedin } = setup({ user: makeTestUser(1, { tester_level: 'Beta' }) });
    await vm.load();
    expect(linkedin.getLinkedinCredentials).toHaveBeenCalledTimes(1);
    expect(vm.cards.map((card) => card.kind)).toEqual(['mailbox', 'linkedin']);
    expect(vm.cards[1]).toMatchObject({ state: 'connected', account: 'Paul Fournier', profileUrl: 'https://www.linkedin.com/in/paul', connectedSince: '01/11/2026' });
  });

  it('ends in the error state when a load fails or no user is known, and retries', async () => {
    let fail = true;
    const { vm } = setup({
      mailbox: async () => {
        if (fail) throw new Error('500');
        return CONNECTED;
      },
    });
    await vm.load();
    expect(vm.status).toBe('error');
    expect(vm.cards).toEqual([]);
    fail = false;
    await vm.load();
    expect(vm.status).toBe('ready');
    const anonymous = setup({ user: null });
    await anonymous.vm.load();
    expect(anonymous.vm.status).toBe('error');
    expect(anonymous.email.getEmailCredentials).not.toHaveBeenCalled();
  });

  it('disconnects the mailbox after confirmation, reloads it and says so', async () => {
    const { vm, email, effects } = setup();
    await vm.load();
    email.getEmailCredentials.mockResolvedValueOnce(LOST);
    vm.requestDisconnect('mailbox');
    expect(vm.confirming).toBe('mailbox');
    const pending = vm.confirmDisconnect();
    expect(vm.isDisconnecting).toBe(true);
    await pending;
    expect(email.deleteEmailCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    expect(effects.disconnected).toHaveBeenCalledTimes(1);
    expect(vm.cards[0]?.state).toBe('lost');
    expect(vm.confirming).toBeNull();
    expect(vm.isDisconnecting).toBe(false);
  });

  it('disconnects LinkedIn through its own route', async () => {
    const { vm, linkedin, email } = setup({ user: makeTestUser(1, { tester_level: 'Alpha' }) });
    await vm.load();
    linkedin.getLinkedinCredentials.mockResolvedValueOnce({ ...LINKEDIN, status: 'disconnected' });
    vm.requestDisconnect('linkedin');
    await vm.confirmDisconnect();
    expect(linkedin.disconnectLinkedin).toHaveBeenCalledTimes(1);
    expect(email.deleteEmailCredentials).not.toHaveBeenCalled();
    expect(vm.cards[1]?.state).toBe('lost');
  });

  it('keeps the connection and shows the error toast when the disconnection fails; cancel closes the dialog', async () => {
    const { vm, email, effects } = setup();
    await vm.load();
    email.deleteEmailCredentials.mockRejectedValueOnce(new Error('500'));
    vm.requestDisconnect('mailbox');
    await vm.confirmDisconnect();
    expect(effects.disconnectFailed).toHaveBeenCalledTimes(1);
    expect(effects.disconnected).not.toHaveBeenCalled();
    expect(vm.cards[0]?.state).toBe('connected');
    vm.requestDisconnect('mailbox');
    vm.cancelDisconnect();
    expect(vm.confirming).toBeNull();
    // Nothing to confirm: nothing is called.
    await vm.confirmDisconnect();
    expect(email.deleteEmailCredentials).toHaveBeenCalledTimes(1);
  });
});

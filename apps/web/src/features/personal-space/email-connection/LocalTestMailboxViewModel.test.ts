import { describe, expect, it, vi } from 'vitest';
import type { EmailCredentials } from '@cible/core';
import { ApiRequestError } from '@cible/infra';
import { LocalTestMailboxViewModel } from './LocalTestMailboxViewModel';
import type { LocalTestMailboxGateway } from './LocalTestMailboxViewModel';

const CONNECTED: EmailCredentials = {
  status: 'connected',
  account_infos: { email: 'lea@atlas.fr', provider: 'local_test', connected_at: '2026-11-22T09:00:00.000Z', disconnected_at: null },
};

function setup(options: { offered?: () => Promise<{ available: boolean }>; connect?: () => Promise<EmailCredentials>; userId?: number | null } = {}) {
  const gateway = {
    getLocalTestMailbox: vi.fn(options.offered ?? (async () => ({ available: true }))),
    createLocalTestCredentials: vi.fn(options.connect ?? (async () => CONNECTED)),
  };
  const onConnected = vi.fn();
  const user = options.userId === null ? null : { id: options.userId ?? 7, email: 'lea@atlas.fr' };
  const vm = new LocalTestMailboxViewModel(gateway as unknown as LocalTestMailboxGateway, { user }, onConnected);
  return { vm, gateway, onConnected };
}

describe('LocalTestMailboxViewModel', () => {
  it('is offered only when the API says so; a failing question hides it', async () => {
    const offered = setup();
    expect(offered.vm.available).toBe(false);
    await offered.vm.load();
    expect(offered.vm.available).toBe(true);
    expect(offered.vm.devMailboxUrl).toBe('/v1/dev/mails');

    const notOffered = setup({ offered: async () => ({ available: false }) });
    await notOffered.vm.load();
    expect(notOffered.vm.available).toBe(false);

    const failing = setup({ offered: async () => Promise.reject(new Error('network')) });
    await failing.vm.load();
    expect(failing.vm.available).toBe(false);
  });

  it('connects the user’s own mailbox and hands the connection to the page, once at a time', async () => {
    let answer: (credentials: EmailCredentials) => void = () => undefined;
    const { vm, gateway, onConnected } = setup({ connect: () => new Promise<EmailCredentials>((resolve) => (answer = resolve)) });
    await vm.load();
    const pressed = vm.connect();
    expect(vm.isConnecting).toBe(true);
    await vm.connect();
    expect(gateway.createLocalTestCredentials).toHaveBeenCalledTimes(1);
    expect(gateway.createLocalTestCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    answer(CONNECTED);
    await pressed;
    expect(onConnected).toHaveBeenCalledWith(CONNECTED);
    expect(vm.isConnecting).toBe(false);
    expect(vm.failure).toBeNull();
  });

  it('says why it failed: no longer offered (and hides the button), not allowed, anything else', async () => {
    const cases: [unknown, string, boolean][] = [
      [new ApiRequestError(409, { code: 'MAILBOX.LOCAL_TEST_UNAVAILABLE', message: 'x' }), 'unavailable', false],
      [new ApiRequestError(403, { code: 'AUTH.FORBIDDEN', message: 'x' }), 'forbidden', true],
      [new Error('network'), 'generic', true],
    ];
    for (const [error, failure, stillOffered] of cases) {
      const { vm, onConnected } = setup({ connect: async () => Promise.reject(error) });
      await vm.load();
      await vm.connect();
      expect(vm.failure).toBe(failure);
      expect(vm.available).toBe(stillOffered);
      expect(onConnected).not.toHaveBeenCalled();
    }
  });

  it('does nothing without a signed-in user', async () => {
    const { vm, gateway } = setup({ userId: null });
    await vm.connect();
    expect(gateway.createLocalTestCredentials).not.toHaveBeenCalled();
  });
});

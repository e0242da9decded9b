import { describe, expect, it, vi } from 'vitest';
import type { HttpFailure } from '@cible/core';
import { UnsubscribeViewModel } from './UnsubscribeViewModel';

/** A token of the signed shape (40 base64url characters); the API decides whether its MAC is right. */
const TOKEN = 'AQEAAAAqAAAAB2mkW9Cq9Kc5mDJpZgYx1w7lB3Ft';
const refused = (status: number, code: string): HttpFailure => ({ kind: 'api', status, error: { code, message: 'refused' } });
const gatewayAnswering = (answer: () => Promise<void>) => ({ unsubscribe: vi.fn(answer) });

describe('UnsubscribeViewModel', () => {
  it('asks first, then posts the token once and says it is done', async () => {
    let settle: () => void = () => undefined;
    const gateway = gatewayAnswering(() => new Promise<void>((resolve) => (settle = resolve)));
    const vm = new UnsubscribeViewModel(TOKEN, gateway);
    expect(vm.status).toBe('ready');
    expect(vm.canConfirm).toBe(true);
    const confirming = vm.confirmClicked();
    expect(vm.status).toBe('sending');
    // A second press while the call is under way sends nothing more.
    await vm.confirmClicked();
    settle();
    await confirming;
    expect(gateway.unsubscribe).toHaveBeenCalledTimes(1);
    expect(gateway.unsubscribe).toHaveBeenCalledWith({ body: { token: TOKEN } });
    expect(vm.status).toBe('done');
    expect(vm.canConfirm).toBe(false);
  });

  it('says a test mail’s or a preview’s link records nothing, and never calls the API', async () => {
    const gateway = gatewayAnswering(async () => undefined);
    const vm = new UnsubscribeViewModel(null, gateway, true);
    expect(vm.status).toBe('preview');
    expect(vm.canConfirm).toBe(false);
    await vm.confirmClicked();
    expect(gateway.unsubscribe).not.toHaveBeenCalled();
    expect(vm.status).toBe('preview');
  });

  it('says already unsubscribed on a replay (409 UNSUBSCRIBE.ALREADY_DONE)', async () => {
    const vm = new UnsubscribeViewModel(TOKEN, gatewayAnswering(() => Promise.reject(refused(409, 'UNSUBSCRIBE.ALREADY_DONE'))));
    await vm.confirmClicked();
    expect(vm.status).toBe('already-done');
    expect(vm.failure).toBeNull();
  });

  it('says the link is not valid when the API refuses the token (400 UNSUBSCRIBE.INVALID_TOKEN or a refused body)', async () => {
    for (const failure of [refused(400, 'UNSUBSCRIBE.INVALID_TOKEN'), refused(400, 'VALIDATION.INVALID_BODY')]) {
      const vm = new UnsubscribeViewModel(TOKEN, gatewayAnswering(() => Promise.reject(failure)));
      await vm.confirmClicked();
      expect(vm.status).toBe('invalid-token');
    }
  });

  it('refuses a missing or misshapen token without calling the API', async () => {
    const gateway = gatewayAnswering(async () => undefined);
    const missing = new UnsubscribeViewModel(null, gateway);
    const empty = new UnsubscribeViewModel('', gateway);
    const altered = new UnsubscribeViewModel(`${TOKEN.slice(0, 39)}!`, gateway);
    const short = new UnsubscribeViewModel(TOKEN.slice(0, 24), gateway);
    expect([missing.status, empty.status, altered.status, short.status]).toEqual(['missing-token', 'missing-token', 'invalid-token', 'invalid-token']);
    for (const vm of [missing, empty, altered, short]) await vm.confirmClicked();
    expect(gateway.unsubscribe).not.toHaveBeenCalled();
  });

  it('keeps the question after a network failure or a server error, and can try again', async () => {
    const gateway = {
      unsubscribe: vi
        .fn<() => Promise<void>>()
        .mockRejectedValueOnce({ kind: 'network', message: 'offline' } satisfies HttpFailure)
        .mockRejectedValueOnce(refused(503, 'DATABASE.UNAVAILABLE'))
        .mockResolvedValueOnce(undefined),
    };
    const vm = new UnsubscribeViewModel(TOKEN, gateway);
    await vm.confirmClicked();
    expect([vm.status, vm.failure]).toEqual(['ready', 'network']);
    await vm.confirmClicked();
    expect([vm.status, vm.failure]).toEqual(['ready', 'unknown']);
    await vm.confirmClicked();
    expect([vm.status, vm.failure]).toEqual(['done', null]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { NewPasswordViewModel } from './NewPasswordViewModel';

describe('NewPasswordViewModel', () => {
  it('follows core’s password rule live and refuses to submit until both fields agree', async () => {
    const save = vi.fn(async () => undefined);
    const vm = new NewPasswordViewModel('t'.repeat(32), save);
    vm.passwordChanged('abc');
    expect(vm.checklist).toEqual({ length: false, lowercase: true, uppercase: false, digit: false });
    await vm.submitClicked();
    expect(vm.passwordError).toBe('invalid');
    expect(vm.confirmationError).toBe('required');
    vm.passwordChanged('Secret2026');
    vm.confirmationChanged('Secret2025');
    expect(vm.confirmationError).toBe('mismatch');
    await vm.submitClicked();
    expect(save).not.toHaveBeenCalled();
    vm.confirmationChanged('Secret2026');
    await vm.submitClicked();
    expect(save).toHaveBeenCalledWith('t'.repeat(32), 'Secret2026', 'Secret2026');
    expect(vm.status).toBe('saved');
  });

  it('explains a refused token and a network failure', async () => {
    const refused = new NewPasswordViewModel('x', vi.fn(async () => Promise.reject({ kind: 'api', status: 400, error: { code: 'AUTH.INVALID_ACTIVATION_TOKEN', message: '' } })));
    refused.passwordChanged('Secret2026');
    refused.confirmationChanged('Secret2026');
    await refused.submitClicked();
    expect(refused.failure).toBe('invalid-token');
    expect(refused.status).toBe('idle');

    const offline = new NewPasswordViewModel('x', vi.fn(async () => Promise.reject({ kind: 'network', message: 'offline' })));
    offline.passwordChanged('Secret2026');
    offline.confirmationChanged('Secret2026');
    await offline.submitClicked();
    expect(offline.failure).toBe('network');
  });

  it('cannot submit without a token', async () => {
    const save = vi.fn(async () => undefined);
    const vm = new NewPasswordViewModel(null, save);
    vm.passwordChanged('Secret2026');
    vm.confirmationChanged('Secret2026');
    await vm.submitClicked();
    expect(save).not.toHaveBeenCalled();
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { AuthGateway, ChangeCurrentPasswordBody } from '@cible/core';
import { translate } from '../../../testing/translate';
import { ChangePasswordViewModel } from './ChangePasswordViewModel';

const apiFailure = (status: number, code: string) => ({ kind: 'api' as const, status, error: { code, message: 'refused' } });

function setup(change: (body: ChangeCurrentPasswordBody) => Promise<{ jwt: string }> = async () => ({ jwt: 'fresh.jwt.token' })) {
  const auth = { changeCurrentPassword: vi.fn(async (input: { body: ChangeCurrentPasswordBody }) => change(input.body)) };
  const session = { acceptRenewedToken: vi.fn() };
  const toasts = { success: vi.fn(), error: vi.fn() };
  const vm = new ChangePasswordViewModel(auth as unknown as AuthGateway, session, toasts, translate);
  return { vm, auth, session, toasts };
}

function fill(vm: ChangePasswordViewModel, current: string, next: string, confirmation = next) {
  vm.fieldChanged('currentPassword', current);
  vm.fieldChanged('newPassword', next);
  vm.fieldChanged('confirmation', confirmation);
}

describe('ChangePasswordViewModel', () => {
  it('follows core’s password rule in a live checklist', () => {
    const { vm } = setup();
    expect(vm.checklist).toEqual({ length: false, lowercase: false, uppercase: false, digit: false });
    vm.fieldChanged('newPassword', 'abc');
    expect(vm.checklist).toEqual({ length: false, lowercase: true, uppercase: false, digit: false });
    vm.fieldChanged('newPassword', 'Abcdefg1');
    expect(vm.checklist).toEqual({ length: true, lowercase: true, uppercase: true, digit: true });
  });

  it('shows no error before a field is left, then the first unmet criterion', () => {
    const { vm } = setup();
    vm.fieldChanged('newPassword', 'abcdefgh');
    expect(vm.errorOf('newPassword')).toBeNull();
    vm.fieldBlurred('newPassword');
    expect(vm.errorOf('newPassword')).toBe('Le mot de passe doit contenir une lettre majuscule.');
    vm.fieldChanged('newPassword', 'Abc1');
    expect(vm.errorOf('newPassword')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
  });

  it('does not flag an empty field left by tabbing through', () => {
    const { vm } = setup();
    vm.fieldBlurred('currentPassword');
    expect(vm.errorOf('currentPassword')).toBeNull();
  });

  it('refuses a confirmation that differs', async () => {
    const { vm, auth } = setup();
    fill(vm, 'Ancien123', 'Nouveau123', 'Nouveau124');

    await expect(vm.submit()).resolves.toBe(false);

    expect(vm.errorOf('confirmation')).toBe('Les deux mots de passe ne sont pas identiques.');
    expect(auth.changeCurrentPassword).not.toHaveBeenCalled();
  });

  it('refuses a new password that does not meet the rule, and a missing current password', async () => {
    const { vm, auth } = setup();
    fill(vm, '', 'nouveau123');

    await expect(vm.submit()).resolves.toBe(false);

    expect(vm.errorOf('currentPassword')).toBe('Saisissez votre mot de passe actuel.');
    expect(vm.errorOf('newPassword')).toBe('Le mot de passe doit contenir une lettre majuscule.');
    expect(vm.errorOf('confirmation')).toBeNull();
    expect(auth.changeCurrentPassword).not.toHaveBeenCalled();
  });

  it('sends old_password, password and password_confirmation; on success keeps the fresh token, toasts and clears the form', async () => {
    const { vm, auth, session, toasts } = setup();
    fill(vm, 'Ancien123', 'Nouveau123');

    await expect(vm.submit()).resolves.toBe(true);

    expect(auth.changeCurrentPassword).toHaveBeenCalledWith({ body: { old_password: 'Ancien123', password: 'Nouveau123', password_confirmation: 'Nouveau123' } });
    expect(session.acceptRenewedToken).toHaveBeenCalledWith('fresh.jwt.token');
    expect(toasts.success).toHaveBeenCalledWith('La modification a bien été enregistrée');
    expect([vm.currentPassword, vm.newPassword, vm.confirmation]).toEqual(['', '', '']);
    expect(vm.errorOf('currentPassword')).toBeNull();
    expect(vm.isSaving).toBe(false);
  });

  it('marks a wrong current password inline (no toast) until it is edited', async () => {
    const { vm, toasts, session } = setup(() => Promise.reject(apiFailure(400, 'AUTH.WRONG_OLD_PASSWORD')));
    fill(vm, 'Mauvais123', 'Nouveau123');

    await expect(vm.submit()).resolves.toBe(false);

    expect(vm.errorOf('currentPassword')).toBe('Le mot de passe actuel est incorrect.');
    expect(toasts.error).not.toHaveBeenCalled();
    expect(session.acceptRenewedToken).not.toHaveBeenCalled();
    expect(vm.newPassword).toBe('Nouveau123');

    vm.fieldChanged('currentPassword', 'Ancien123');
    expect(vm.errorOf('currentPassword')).toBeNull();
  });

  it('toasts "Nous avons rencontré une erreur" on any other failure and keeps the form', async () => {
    const { vm, toasts } = setup(() => Promise.reject(apiFailure(500, 'INTERNAL')));
    fill(vm, 'Ancien123', 'Nouveau123');

    await expect(vm.submit()).resolves.toBe(false);

    expect(toasts.error).toHaveBeenCalledWith('Nous avons rencontré une erreur');
    expect(vm.currentPassword).toBe('Ancien123');
    expect(vm.isSaving).toBe(false);
  });

  it('says when too many wrong passwords were tried, or when the session may not change the password', async () => {
    const throttled = setup(() => Promise.reject(apiFailure(429, 'AUTH.TOO_MANY_ATTEMPTS')));
    fill(throttled.vm, 'Ancien123', 'Nouveau123');
    await throttled.vm.submit();
    expect(throttled.toasts.error).toHaveBeenCalledWith('Trop de tentatives : patientez quelques minutes avant de réessayer.', { multiLine: true });

    const forbidden = setup(() => Promise.reject(apiFailure(403, 'AUTH.FORBIDDEN')));
    fill(forbidden.vm, 'Ancien123', 'Nouveau123');
    await forbidden.vm.submit();
    expect(forbidden.toasts.error).toHaveBeenCalledWith('Le mot de passe ne peut pas être modifié depuis une session « connecté en tant que ».', { multiLine: true });
  });

  it('cancel empties the form', () => {
    const { vm } = setup();
    fill(vm, 'a', 'b');
    expect(vm.isDirty).toBe(true);
    vm.clear();
    expect(vm.isDirty).toBe(false);
  });
});

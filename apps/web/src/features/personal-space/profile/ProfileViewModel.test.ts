import { describe, expect, it, vi } from 'vitest';
import type { User, UserUpdateBody, UsersGateway } from '@cible/core';
import { makeTestUser } from '../../../testing/testUsers';
import { translate } from '../../../testing/translate';
import { ProfileViewModel, type ProfileSession } from './ProfileViewModel';

function setup(options: { user?: User; getUser?: () => Promise<User>; updateUser?: (body: UserUpdateBody) => Promise<User>; reloadUser?: () => Promise<void> } = {}) {
  const user = options.user ?? makeTestUser(1, { phone: '01 23 45 67 89', mobile_phone: null });
  const users = {
    getUser: vi.fn(options.getUser ?? (async () => user)),
    updateUser: vi.fn(async (input: { params: { id: number }; body: UserUpdateBody }) =>
      options.updateUser ? options.updateUser(input.body) : { ...user, ...input.body },
    ),
  };
  const session: ProfileSession = { user, reloadUser: options.reloadUser ?? vi.fn(async () => undefined) };
  const toasts = { success: vi.fn(), error: vi.fn() };
  const vm = new ProfileViewModel(users as unknown as UsersGateway, session, toasts, translate);
  return { vm, users, toasts, user };
}

async function loaded(options?: Parameters<typeof setup>[0]) {
  const context = setup(options);
  await context.vm.load();
  return context;
}

describe('ProfileViewModel', () => {
  it('loads the connected user into the form', async () => {
    const { vm, users } = setup();
    expect(vm.status).toBe('loading');

    await vm.load();

    expect(users.getUser).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(vm.status).toBe('ready');
    expect(vm.values).toEqual({ first_name: 'Camille', last_name: 'Durand', phone: '01 23 45 67 89', mobile_phone: '' });
    expect(vm.isDirty).toBe(false);
  });

  it('shows an error state when loading fails, and loads again on retry', async () => {
    let fail = true;
    const { vm } = setup({
      getUser: async () => {
        if (fail) throw new Error('down');
        return makeTestUser(1);
      },
    });
    await vm.load();
    expect(vm.status).toBe('error');

    fail = false;
    await vm.load();
    expect(vm.status).toBe('ready');
  });

  it('tracks the dirty state (trimmed) and comes back to the saved values on cancel', async () => {
    const { vm } = await loaded();
    vm.fieldChanged('first_name', 'Camille  ');
    expect(vm.isDirty).toBe(false);

    vm.fieldChanged('mobile_phone', '06 12 34 56 78');
    expect(vm.isDirty).toBe(true);
    expect(vm.changedFields).toEqual(['mobile_phone']);

    vm.cancel();
    expect(vm.isDirty).toBe(false);
    expect(vm.values.mobile_phone).toBe('');
  });

  it('validates phones with core’s rule and shows the error once the field is left', async () => {
    const { vm } = await loaded();
    vm.fieldChanged('phone', '01 23');
    expect(vm.errorOf('phone')).toBeNull();

    vm.fieldBlurred('phone');
    expect(vm.errorOf('phone')).toBe('Le numéro doit compter au moins 10 caractères.');

    vm.fieldChanged('phone', '01 23 45 67 8x');
    expect(vm.errorOf('phone')).toBe('Utilisez uniquement des chiffres, des espaces, +, des points et des tirets.');

    vm.fieldChanged('phone', '+33 (0)1 23 45 67 89');
    expect(vm.errorOf('phone')).not.toBeNull();

    vm.fieldChanged('phone', '+33.1-23 45 67 89');
    expect(vm.errorOf('phone')).toBeNull();

    vm.fieldChanged('phone', '');
    expect(vm.errorOf('phone')).toBeNull();
  });

  it('requires the names', async () => {
    const { vm, users } = await loaded();
    vm.fieldChanged('last_name', '  ');

    await expect(vm.save()).resolves.toBe(false);

    expect(vm.errorOf('last_name')).toBe('Ce champ est obligatoire.');
    expect(users.updateUser).not.toHaveBeenCalled();
  });

  it('does not send an invalid form, and shows every error on save', async () => {
    const { vm, users } = await loaded();
    vm.fieldChanged('mobile_phone', '0612');

    await expect(vm.save()).resolves.toBe(false);

    expect(vm.errorOf('mobile_phone')).toBe('Le numéro doit compter au moins 10 caractères.');
    expect(users.updateUser).not.toHaveBeenCalled();
  });

  it('saves only the changed fields, trimmed; an emptied phone is cleared with null', async () => {
    const { vm, users } = await loaded();
    vm.fieldChanged('first_name', ' Camille-Anne ');
    vm.fieldChanged('phone', '');
    vm.fieldChanged('mobile_phone', ' 06 12 34 56 78 ');

    await vm.save();

    expect(users.updateUser).toHaveBeenCalledWith({ params: { id: 7 }, body: { first_name: 'Camille-Anne', phone: null, mobile_phone: '06 12 34 56 78' } });
  });

  it('on success toasts "La modification a bien été enregistrée", takes the saved user and refreshes the session', async () => {
    const reloadUser = vi.fn(async () => undefined);
    const { vm, toasts } = await loaded({ reloadUser });
    vm.fieldChanged('last_name', 'Martin');

    await expect(vm.save()).resolves.toBe(true);

    expect(toasts.success).toHaveBeenCalledWith('La modification a bien été enregistrée');
    expect(vm.user?.last_name).toBe('Martin');
    expect(vm.isDirty).toBe(false);
    expect(vm.isSaving).toBe(false);
    expect(reloadUser).toHaveBeenCalledOnce();
  });

  it('on failure toasts "Nous avons rencontré une erreur" and keeps the typed values', async () => {
    const { vm, toasts } = await loaded({ updateUser: () => Promise.reject(new Error('500')) });
    vm.fieldChanged('last_name', 'Martin');

    await expect(vm.save()).resolves.toBe(false);

    expect(toasts.error).toHaveBeenCalledWith('Nous avons rencontré une erreur');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(vm.values.last_name).toBe('Martin');
    expect(vm.isDirty).toBe(true);
    expect(vm.isSaving).toBe(false);
  });

  it('does nothing when nothing changed', async () => {
    const { vm, users } = await loaded();
    await expect(vm.save()).resolves.toBe(false);
    expect(users.updateUser).not.toHaveBeenCalled();
  });

  it('keeps the save when refreshing the session fails', async () => {
    const { vm, toasts } = await loaded({ reloadUser: () => Promise.reject(new Error('down')) });
    vm.fieldChanged('last_name', 'Martin');

    await expect(vm.save()).resolves.toBe(true);
    expect(toasts.success).toHaveBeenCalledOnce();
  });

  it('drops the late answer of an earlier load: the form keeps the newer user', async () => {
    const newer = makeTestUser(1, { last_name: 'Martin' });
    let answerEarlier: (user: User) => void = () => {};
    const { vm, users } = setup({ user: newer });
    users.getUser.mockImplementationOnce(() => new Promise<User>((resolve) => (answerEarlier = resolve)));
    const first = vm.load();
    await vm.load();
    answerEarlier(makeTestUser(1, { last_name: 'Durand' }));
    await first;
    expect(vm.values.last_name).toBe('Martin');
    expect(vm.user?.last_name).toBe('Martin');
  });
});

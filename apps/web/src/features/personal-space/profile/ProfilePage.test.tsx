import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import type { User, UserUpdateBody, UsersGateway } from '@cible/core';
import { ContainerContext } from '../../../di/ContainerContext';
import { USERS_GATEWAY } from '../../../di/tokens';
import { TRANSLATE } from '../../../di/Translate';
import { SESSION_STORE } from '../../session/SessionStore';
import { TOAST_STORE, ToastStore } from '../../../ui/components/Toast/ToastStore';
import { makeTestUser } from '../../../testing/testUsers';
import { translate } from '../../../testing/translate';
import { createTestApp } from '../../../testing/createTestApp';
import { ProfilePage } from './ProfilePage';

function renderPage(options: { getUser?: () => Promise<User>; updateUser?: (body: UserUpdateBody) => Promise<User> } = {}) {
  const user = makeTestUser(1, { phone: '01 23 45 67 89', mobile_phone: null });
  const users = {
    getUser: vi.fn(options.getUser ?? (async () => user)),
    updateUser: vi.fn(async (input: { body: UserUpdateBody }) => (options.updateUser ? options.updateUser(input.body) : { ...user, ...input.body })),
  };
  const toasts = new ToastStore();
  const container = new Container();
  container.bind(USERS_GATEWAY).toConstantValue(users as unknown as UsersGateway);
  container.bind(TOAST_STORE).toConstantValue(toasts);
  container.bind(SESSION_STORE).toConstantValue({ user, reloadUser: vi.fn(async () => undefined) } as never);
  container.bind(TRANSLATE).toConstantValue(translate);
  render(
    <ContainerContext.Provider value={container}>
      <ProfilePage />
    </ContainerContext.Provider>,
  );
  return { users, toasts };
}

const toastTexts = (toasts: ToastStore) => toasts.toasts.map((toast) => `${toast.style}:${toast.text}`);

describe('ProfilePage', { timeout: 15_000 }, () => {
  it('shows a skeleton, then the form with the editable fields and the read-only account', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil et IA' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chargement de votre profil' })).toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: /Prénom/ })).toHaveValue('Camille');
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Durand');
    expect(screen.getByRole('textbox', { name: 'Téléphone direct' })).toHaveValue('01 23 45 67 89');
    expect(screen.getByRole('textbox', { name: 'Téléphone mobile' })).toHaveValue('');
    expect(screen.getByText('camille.durand@atlas.demo')).toBeInTheDocument();
    expect(screen.getByText('Atlas Conseil')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Adresse e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  });

  it('shows an inline phone error once the field is left, and saves once fixed', async () => {
    const user = userEvent.setup();
    const { users, toasts } = renderPage();
    const mobile = await screen.findByRole('textbox', { name: 'Téléphone mobile' });

    await user.type(mobile, '06 12');
    await user.tab();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Le numéro doit compter au moins 10 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();

    await user.type(mobile, ' 34 56 78');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(toastTexts(toasts)).toEqual(['success:La modification a bien été enregistrée']));
    expect(users.updateUser).toHaveBeenCalledWith({ params: { id: 7 }, body: { mobile_phone: '06 12 34 56 78' } });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('saves with the Enter key and toasts the generic error on failure', async () => {
    const user = userEvent.setup();
    const { toasts } = renderPage({ updateUser: () => Promise.reject(new Error('500')) });
    const lastName = await screen.findByRole('textbox', { name: /^Nom/ });

    await user.clear(lastName);
    await user.type(lastName, 'Martin{Enter}');

    await waitFor(() => expect(toastTexts(toasts)).toEqual(['error:Nous avons rencontré une erreur']));
    expect(lastName).toHaveValue('Martin');
  });

  it('cancel brings the saved values back', async () => {
    const user = userEvent.setup();
    renderPage();
    const firstName = await screen.findByRole('textbox', { name: /Prénom/ });
    await user.clear(firstName);
    await user.type(firstName, 'Claude');

    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(firstName).toHaveValue('Camille');
  });

  it('shows an error state with a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { users } = renderPage({
      getUser: async () => {
        if (fail) throw new Error('down');
        return makeTestUser(1);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nous avons rencontré une erreur')).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('textbox', { name: /Prénom/ })).toHaveValue('Camille');
    expect(users.getUser).toHaveBeenCalledTimes(2);
  });
});

describe('ProfilePage in the app', { timeout: 20_000 }, () => {
  it('refreshes the header’s name once the profile is saved (the session reloads its user)', async () => {
    const user = userEvent.setup();
    let stored = makeTestUser(1);
    const test = createTestApp({
      user: stored,
      loggedIn: true,
      users: {
        getUser: vi.fn(async () => stored),
        searchUsers: vi.fn(async () => ({ user_list: [stored], user_count: 1 })),
        updateUser: vi.fn(async (input: { body: UserUpdateBody }) => {
          stored = { ...stored, ...input.body } as User;
          return stored;
        }),
      },
    });
    await test.renderAt('/personal-space/profile');
    expect(await screen.findByRole('button', { name: 'Menu du compte de Camille Durand' })).toBeInTheDocument();

    const firstName = await screen.findByRole('textbox', { name: /Prénom/ });
    await user.clear(firstName);
    await user.type(firstName, 'Claude');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('button', { name: 'Menu du compte de Claude Durand' })).toHaveTextContent('Claude');
    expect(test.session.user?.first_name).toBe('Claude');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE_NAME } from '@cible/core';
import type { HttpFailure } from '@cible/core';
import { createTestApp, testJwt } from '../../testing/createTestApp';

const refused = (status: number, code: string, details?: Record<string, unknown>): HttpFailure => ({
  kind: 'api',
  status,
  error: { code, message: 'refused', ...(details ? { details } : {}) },
});

async function fillAndSubmit(password = 'Secret123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille.durand@atlas.demo');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the refusal on a bad password and empties the password field', async () => {
    const test = createTestApp({ auth: { login: vi.fn(async () => Promise.reject(refused(401, 'AUTH.INVALID_CREDENTIALS'))) } });
    await test.renderAt('/login');
    await fillAndSubmit('wrong');
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('');
    expect(test.cookies.get(SESSION_COOKIE_NAME)).toBeNull();
  });

  it('tells how long to wait after too many attempts', async () => {
    const test = createTestApp({ auth: { login: vi.fn(async () => Promise.reject(refused(429, 'AUTH.TOO_MANY_ATTEMPTS', { retry_after_seconds: 270 }))) } });
    await test.renderAt('/login');
    await fillAndSubmit();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('Trop de tentatives de connexion. Réessayez dans 5 minutes.');
  });

  it('asks for the missing fields without calling the API', async () => {
    const test = createTestApp();
    await test.renderAt('/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Saisissez votre adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeInTheDocument();
    expect(test.auth.login).not.toHaveBeenCalled();
  });

  it('logs in and goes to the redirect_to page', async () => {
    const test = createTestApp();
    const { router } = await test.renderAt(`/login?redirect_to=${encodeURIComponent('/design-list?section=forms')}`);
    expect(screen.getByText('Connectez-vous pour accéder à la page demandée.')).toBeInTheDocument();
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/design-list'), { timeout: 5000 });
    expect(router.state.location.searchStr).toBe('?section=forms');
    expect(test.cookies.get(SESSION_COOKIE_NAME)).not.toBeNull();
  });

  it('goes home instead of following a redirect_to to another site', async () => {
    const test = createTestApp();
    const { router } = await test.renderAt(`/login?redirect_to=${encodeURIComponent('//evil.example/phish')}`);
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a reset link and confirms without telling whether the account exists', async () => {
    const test = createTestApp({ auth: { resetPassword: vi.fn(async () => Promise.reject(refused(404, 'NOT_FOUND'))) } });
    await test.renderAt('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'nobody@atlas.demo');
    await user.click(screen.getByRole('button', { name: /Mot de passe oublié/ }));
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toHaveFocus();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('nobody@atlas.demo');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre boîte de réception' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Si un compte Cible est associé à nobody@atlas.demo/)).toBeInTheDocument();
    expect(test.auth.resetPassword).toHaveBeenCalledWith({ body: { login: 'nobody@atlas.demo' } });
    await user.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('heading', { name: 'Connexion à Cible' })).toBeInTheDocument();
  });

  it('reports a reset request that could not reach the server', async () => {
    const test = createTestApp({ auth: { resetPassword: vi.fn(async () => Promise.reject({ kind: 'network', message: 'offline' })) } });
    await test.renderAt('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Mot de passe oublié/ }));
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'a@atlas.demo');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('L’envoi n’a pas pu aboutir.');
  });

  it('asks for a new password after a login refused for an expired password, then connects', async () => {
    const test = createTestApp();
    const expiredToken = testJwt(7, { pwd_expired: true });
    vi.mocked(test.auth.login).mockResolvedValueOnce({ jwt: expiredToken });
    vi.mocked(test.users.getUser).mockRejectedValueOnce(refused(403, 'AUTH.PASSWORD_EXPIRED'));
    vi.mocked(test.http.put).mockResolvedValueOnce({ jwt: testJwt(7) });
    const { router } = await test.renderAt('/login');
    const user = await fillAndSubmit('Old12345');
    expect(await screen.findByRole('heading', { name: 'Votre mot de passe a expiré' }, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Nouveau2026');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Nouveau2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et me connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(test.http.put).toHaveBeenCalledWith('/v1/authentication/auth/current/password', expect.objectContaining({
      anonymous: true,
      headers: { Authorization: `Bearer ${expiredToken}` },
      body: { old_password: 'Old12345', password: 'Nouveau2026', password_confirmation: 'Nouveau2026' },
    }));
    expect(test.cookies.get(SESSION_COOKIE_NAME)).toBe(testJwt(7));
  });

  it('sends a connected user from /login to home', async () => {
    const test = createTestApp({ loggedIn: true });
    const { router } = await test.renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });
});

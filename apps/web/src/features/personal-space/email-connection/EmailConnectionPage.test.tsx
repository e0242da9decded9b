import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailCredentials, User } from '@cible/core';
import { ApiRequestError } from '@cible/infra';
import { createTestApp } from '../../../testing/createTestApp';
import { makeTestUser } from '../../../testing/testUsers';

const CONNECTED: EmailCredentials = {
  status: 'connected',
  account_infos: { email: 'envois@atlas-conseil.fr', provider: 'smtp_imap', connected_at: '2026-11-20T09:00:00.000Z', disconnected_at: null },
};
const LOST: EmailCredentials = {
  status: 'disconnected',
  account_infos: { ...CONNECTED.account_infos!, disconnected_at: '2026-11-21T09:00:00.000Z' },
};

/** Types a text at once (a paste: typing key by key is slow on a loaded machine). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const toastTexts = (test: ReturnType<typeof createTestApp>) => test.toasts.toasts.map((toast) => `${toast.style}:${toast.text}`);

describe('EmailConnectionPage (/personal-space/email-connection)', { timeout: 45_000 }, () => {
  it('connects with SMTP + IMAP: defaults, progress, then the connected account', async () => {
    let answer: (credentials: EmailCredentials) => void = () => undefined;
    const test = createTestApp({
      licence: 10,
      loggedIn: true,
      emailConnection: { createSmtpImapCredentials: vi.fn(() => new Promise<EmailCredentials>((resolve) => (answer = resolve))) },
    });
    await test.renderAt('/personal-space/email-connection');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion de la boîte mail' })).toBeInTheDocument();
    const smtp = screen.getByRole('region', { name: 'Serveur d’envoi (SMTP)' });
    const imap = screen.getByRole('region', { name: 'Serveur de réception (IMAP)' });
    expect(within(smtp).getByRole('textbox', { name: /Port/ })).toHaveValue('465');
    expect(within(imap).getByRole('textbox', { name: /Port/ })).toHaveValue('993');
    expect(within(smtp).getByRole('radio', { name: 'SSL/TLS' })).toBeChecked();
    expect(within(smtp).getByRole('checkbox', { name: 'Identifiant identique à l’adresse email' })).toBeChecked();

    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: /Adresse email/ });
    await user.clear(email);
    await enter(user, email, 'envois@atlas-conseil.fr');
    expect(within(smtp).getByRole('textbox', { name: /Serveur/ })).toHaveAttribute('placeholder', 'smtp.atlas-conseil.fr');
    await enter(user, within(smtp).getByRole('textbox', { name: /Serveur/ }), 'smtp.atlas-conseil.fr');
    await enter(user, within(smtp).getByLabelText(/Mot de passe/), 'envoi-secret');
    await enter(user, within(imap).getByRole('textbox', { name: /Serveur/ }), 'imap.atlas-conseil.fr');
    await enter(user, within(imap).getByLabelText(/Mot de passe/), 'lecture-secret');
    await user.click(screen.getByRole('button', { name: 'Vérifier et connecter' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Vérification des serveurs SMTP et IMAP en cours…');
    expect(test.emailConnection.createSmtpImapCredentials).toHaveBeenCalledWith({
      params: { user: 7 },
      body: {
        email: 'envois@atlas-conseil.fr',
        smtp: { host: 'smtp.atlas-conseil.fr', port: 465, security: 'tls', user: 'envois@atlas-conseil.fr', password: 'envoi-secret' },
        imap: { host: 'imap.atlas-conseil.fr', port: 993, security: 'tls', user: 'envois@atlas-conseil.fr', password: 'lecture-secret' },
      },
    });
    answer(CONNECTED);
    expect(await screen.findByText('envois@atlas-conseil.fr')).toBeInTheDocument();
    expect(screen.getByText('Connectée depuis le 20/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts(test)).toContain('success:Votre boîte mail est connectée.'));
    expect(screen.queryByRole('button', { name: 'Vérifier et connecter' })).not.toBeInTheDocument();
  });

  it('says in French which step failed, and shows field errors before sending anything', async () => {
    const test = createTestApp({
      licence: 10,
      loggedIn: true,
      emailConnection: {
        createSmtpImapCredentials: vi.fn(async () =>
          Promise.reject(new ApiRequestError(422, { code: 'MAILBOX.IMAP_AUTH_FAILED', message: 'x', details: { step: 'imap' } })),
        ),
      },
    });
    await test.renderAt('/personal-space/email-connection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vérifier et connecter' }));
    expect(test.emailConnection.createSmtpImapCredentials).not.toHaveBeenCalled();
    expect(screen.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThanOrEqual(4);

    const smtp = screen.getByRole('region', { name: 'Serveur d’envoi (SMTP)' });
    const imap = screen.getByRole('region', { name: 'Serveur de réception (IMAP)' });
    await enter(user, within(smtp).getByRole('textbox', { name: /Serveur/ }), 'smtp.atlas.fr');
    await enter(user, within(smtp).getByLabelText(/Mot de passe/), 'a');
    await enter(user, within(imap).getByRole('textbox', { name: /Serveur/ }), 'imap.atlas.fr');
    await enter(user, within(imap).getByLabelText(/Mot de passe/), 'b');
    await user.click(screen.getByRole('button', { name: 'Vérifier et connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur de réception (IMAP) a refusé l’identifiant ou le mot de passe.');
  });

  it('shows a connected mailbox and disconnects it after confirmation; a lost one above the form', async () => {
    const test = createTestApp({ licence: 10, loggedIn: true, emailConnection: { getEmailCredentials: vi.fn(async () => CONNECTED) } });
    await test.renderAt('/personal-space/email-connection');
    expect(await screen.findByText('envois@atlas-conseil.fr')).toBeInTheDocument();
    const user = userEvent.setup();
    vi.mocked(test.emailConnection.getEmailCredentials).mockResolvedValue(LOST);
    await user.click(screen.getByRole('button', { name: 'Déconnecter' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Déconnecter' }));
    expect(test.emailConnection.deleteEmailCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    await waitFor(() => expect(toastTexts(test)).toContain('success:Votre boîte mail est déconnectée.'));
    expect(await screen.findByText(/Votre boîte mail envois@atlas-conseil\.fr n'est plus synchronisée/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier et connecter' })).toBeInTheDocument();
  });

  it('offers the local test mailbox when the API does: labelled card, link to the development mailbox, then the connected provider', async () => {
    const LOCAL: EmailCredentials = {
      status: 'connected',
      account_infos: { email: 'lea@atlas.fr', provider: 'local_test', connected_at: '2026-11-20T09:00:00.000Z', disconnected_at: null },
    };
    const test = createTestApp({
      licence: 10,
      loggedIn: true,
      emailConnection: { getLocalTestMailbox: vi.fn(async () => ({ available: true })), createLocalTestCredentials: vi.fn(async () => LOCAL) },
    });
    await test.renderAt('/personal-space/email-connection');
    const card = await screen.findByRole('region', { name: 'Boîte de test locale' });
    expect(within(card).getByText('Test sur cette machine')).toBeInTheDocument();
    expect(within(card).getByText(/Rien ne quitte cette machine/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ouvrir la boîte de développement/ })).toHaveAttribute('href', '/v1/dev/mails');
    // The SMTP + IMAP form is still there beside it.
    expect(screen.getByRole('button', { name: 'Vérifier et connecter' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Utiliser la boîte de test locale' }));
    expect(test.emailConnection.createLocalTestCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    expect(await screen.findByText('Fournisseur : Boîte de test locale')).toBeInTheDocument();
    expect(screen.getByText('lea@atlas.fr')).toBeInTheDocument();
    expect(screen.getByText(/Boîte de test sur cette machine : rien n’en sort\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ouvrir la boîte de développement/ })).toHaveAttribute('href', '/v1/dev/mails');
    expect(screen.queryByRole('region', { name: 'Boîte de test locale' })).not.toBeInTheDocument();
    await waitFor(() => expect(toastTexts(test)).toContain('success:Votre boîte mail est connectée.'));
  });

  it('shows no local test mailbox card when the API does not offer it', async () => {
    const test = createTestApp({ licence: 10, loggedIn: true });
    await test.renderAt('/personal-space/email-connection');
    expect(await screen.findByRole('button', { name: 'Vérifier et connecter' })).toBeInTheDocument();
    await waitFor(() => expect(test.emailConnection.getLocalTestMailbox).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Boîte de test locale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Utiliser la boîte de test locale' })).not.toBeInTheDocument();
  });

  it('is where the home page sends sender licences', async () => {
    const test = createTestApp({ licence: 15, loggedIn: true });
    await test.renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion de la boîte mail' })).toBeInTheDocument();
  });

  it('shows "Se connecter avec Google" when configured and says in French why it cannot start; no buttons otherwise', async () => {
    const test = createTestApp({
      licence: 10,
      loggedIn: true,
      emailConnection: {
        getOauthProviders: vi.fn(async () => ({ provider_list: ['google'] })),
        getOauthUrl: vi.fn(async () => Promise.reject(new ApiRequestError(409, { code: 'MAILBOX.OAUTH_NOT_CONFIGURED', message: 'x' }))),
      },
    });
    await test.renderAt('/personal-space/email-connection');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se connecter avec Google' }));
    expect(test.emailConnection.getOauthUrl).toHaveBeenCalledWith({
      query: { redirect_uri: `${window.location.origin}/personal-space/email-connection`, provider: 'google' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('La connexion avec ce fournisseur n’est pas disponible.');
    expect(screen.queryByRole('button', { name: 'Se connecter avec Microsoft' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier et connecter' })).toBeInTheDocument();
  });

  it('shows no OAuth button when no provider is configured', async () => {
    const test = createTestApp({ licence: 10, loggedIn: true });
    await test.renderAt('/personal-space/email-connection');
    expect(await screen.findByRole('button', { name: 'Vérifier et connecter' })).toBeInTheDocument();
    expect(test.emailConnection.getOauthProviders).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Se connecter avec/ })).not.toBeInTheDocument();
  });

  it('finishes the connection when the provider sends the user back: progress, the account, a clean address', async () => {
    let answer: (credentials: EmailCredentials) => void = () => undefined;
    const GOOGLE: EmailCredentials = { ...CONNECTED, account_infos: { ...CONNECTED.account_infos!, email: 'lea@gmail.com', provider: 'google' } };
    const test = createTestApp({
      licence: 10,
      loggedIn: true,
      emailConnection: {
        getOauthProviders: vi.fn(async () => ({ provider_list: ['google'] })),
        createOauthAccessToken: vi.fn(() => new Promise<EmailCredentials>((resolve) => (answer = resolve))),
      },
    });
    const { router } = await test.renderAt('/personal-space/email-connection?code=code-abc&state=state-xyz');
    expect(await screen.findByRole('status')).toHaveTextContent('Connexion de votre boîte mail en cours…');
    expect(test.emailConnection.createOauthAccessToken).toHaveBeenCalledWith({ body: { code: 'code-abc', state: 'state-xyz' } });
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    vi.mocked(test.emailConnection.getEmailCredentials).mockResolvedValue(GOOGLE);
    answer(GOOGLE);
    expect(await screen.findByText('lea@gmail.com')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts(test)).toContain('success:Votre boîte mail est connectée.'));
  });

  it('says in French that the connection request expired or was used', async () => {
    const test = createTestApp({
      licence: 10,
      loggedIn: true,
      emailConnection: {
        getOauthProviders: vi.fn(async () => ({ provider_list: ['google'] })),
        createOauthAccessToken: vi.fn(async () => Promise.reject(new ApiRequestError(400, { code: 'MAILBOX.OAUTH_STATE_INVALID', message: 'x' }))),
      },
    });
    await test.renderAt('/personal-space/email-connection?code=code-abc&state=rejouee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette demande de connexion a expiré ou a déjà été utilisée. Recommencez la connexion.');
    expect(screen.getByRole('button', { name: 'Se connecter avec Google' })).toBeInTheDocument();
  });

  it('a marketing user picks a sender colleague and connects his mailbox (not a sales colleague, not the local test mailbox)', async () => {
    const me = makeTestUser(2);
    const sender: User = { ...makeTestUser(10), id: 21, first_name: 'Hugo', last_name: 'Martin', email: 'hugo@atlas.demo' };
    const sales: User = { ...makeTestUser(1), id: 22, first_name: 'Inès', last_name: 'Petit', email: 'ines@atlas.demo' };
    const getEmailCredentials = vi.fn(async (): Promise<EmailCredentials> => ({ status: 'disconnected', account_infos: null }));
    const test = createTestApp({
      user: me,
      loggedIn: true,
      users: { searchUsers: vi.fn(async () => ({ user_list: [me, sender, sales], user_count: 3 })) },
      emailConnection: { getEmailCredentials, getLocalTestMailbox: vi.fn(async () => ({ available: true })) },
    });
    await test.renderAt('/personal-space/email-connection');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Utiliser la boîte de test locale' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Boîte mail de/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Moi (Camille Durand)', 'Hugo Martin']);
    await user.click(screen.getByRole('option', { name: 'Hugo Martin' }));
    await waitFor(() => expect(getEmailCredentials).toHaveBeenLastCalledWith({ params: { user: 21 } }));
    expect(await screen.findByRole('button', { name: 'Vérifier et connecter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Utiliser la boîte de test locale' })).not.toBeInTheDocument();
  });
});

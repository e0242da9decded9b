import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailCredentials } from '@cible/core';
import { createTestApp } from '../../../testing/createTestApp';
import { makeTestUser } from '../../../testing/testUsers';

const CONNECTED: EmailCredentials = {
  status: 'connected',
  account_infos: { email: 'lea.bernard@atlas-conseil.fr', provider: 'google', connected_at: '2025-12-01T09:00:00.000Z', disconnected_at: null },
};
const LOST: EmailCredentials = {
  status: 'disconnected',
  account_infos: { ...CONNECTED.account_infos!, disconnected_at: '2026-01-10T09:00:00.000Z' },
};

const toastTexts = (test: ReturnType<typeof createTestApp>) => test.toasts.toasts.map((toast) => `${toast.style}:${toast.text}`);

describe('ConnectionsPage (/personal-space/connections)', { timeout: 15_000 }, () => {
  it('shows the connected mailbox, highlights "Connexions", and disconnects it after confirmation', async () => {
    const test = createTestApp({ licence: 2, loggedIn: true, emailConnection: { getEmailCredentials: vi.fn(async () => CONNECTED) } });
    await test.renderAt('/personal-space/connections');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexions' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Navigation de l’espace personnel' });
    expect(within(sidebar).getByRole('link', { name: 'Connexions' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('lea.bernard@atlas-conseil.fr')).toBeInTheDocument();
    expect(screen.getByText('Connectée')).toBeInTheDocument();
    expect(screen.getByText('Google')).toBeInTheDocument();
    expect(screen.getByText('01/12/2025')).toBeInTheDocument();
    // Marketing without tester level: no LinkedIn card (beta).
    expect(screen.queryByRole('heading', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(test.linkedin.getLinkedinCredentials).not.toHaveBeenCalled();

    const user = userEvent.setup();
    vi.mocked(test.emailConnection.getEmailCredentials).mockResolvedValue(LOST);
    await user.click(screen.getByRole('button', { name: 'Déconnecter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Déconnecter votre boîte mail ?' });
    expect(within(dialog).getByText(/lea\.bernard@atlas-conseil\.fr/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));

    expect(test.emailConnection.deleteEmailCredentials).toHaveBeenCalledWith({ params: { user: 7 } });
    await waitFor(() => expect(toastTexts(test)).toContain('success:La modification a bien été enregistrée'));
    expect(await screen.findByText('Synchronisation perdue')).toBeInTheDocument();
    expect(screen.getByText(/Votre boîte mail lea\.bernard@atlas-conseil\.fr n'est plus synchronisée\. Veuillez la reconnecter depuis votre profil\./)).toBeInTheDocument();
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconnecter la boîte mail' })).toHaveAttribute('href', '/personal-space/email-connection');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Déconnecter votre boîte mail ?' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Déconnecter' })).not.toBeInTheDocument();
  });

  it('names a local test mailbox’s provider in words', async () => {
    const local: EmailCredentials = { status: 'connected', account_infos: { ...CONNECTED.account_infos!, email: 'lea@atlas.demo', provider: 'local_test' } };
    const test = createTestApp({ licence: 2, loggedIn: true, emailConnection: { getEmailCredentials: vi.fn(async () => local) } });
    await test.renderAt('/personal-space/connections');
    expect(await screen.findByText('lea@atlas.demo')).toBeInTheDocument();
    expect(screen.getByText('Boîte de test locale')).toBeInTheDocument();
    expect(screen.queryByText('Local_test')).not.toBeInTheDocument();
  });

  it('cancelling keeps the mailbox; a failed disconnection says "Nous avons rencontré une erreur"', async () => {
    const test = createTestApp({
      licence: 2,
      loggedIn: true,
      emailConnection: { getEmailCredentials: vi.fn(async () => CONNECTED), deleteEmailCredentials: vi.fn(async () => Promise.reject(new Error('500'))) },
    });
    await test.renderAt('/personal-space/connections');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déconnecter' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Déconnecter votre boîte mail ?' })).not.toBeInTheDocument());
    expect(test.emailConnection.deleteEmailCredentials).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Déconnecter' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Déconnecter' }));
    await waitFor(() => expect(toastTexts(test)).toContain('error:Nous avons rencontré une erreur'));
    expect(screen.getByText('Connectée')).toBeInTheDocument();
  });

  it('links an unconnected mailbox to the e-mail connection page (no button); LinkedIn for beta testers', async () => {
    const test = createTestApp({ user: makeTestUser(1, { tester_level: 'Beta' }), loggedIn: true });
    await test.renderAt('/personal-space/connections');
    expect(await screen.findByRole('heading', { name: 'Aucune boîte mail connectée' })).toBeInTheDocument();
    expect(screen.getByText(/Connectez la boîte mail depuis laquelle partiront vos séquences et campagnes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connecter une boîte mail' })).toHaveAttribute('href', '/personal-space/email-connection');
    expect(screen.getByRole('heading', { name: 'Aucun compte LinkedIn connecté' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la page Connexion LinkedIn' })).toHaveAttribute('href', '/personal-space/linkedin-connection');
    expect(test.linkedin.getLinkedinCredentials).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Déconnecter|Connecter/ })).not.toBeInTheDocument();
    // One LinkedIn link only: its page (no connect link: the connector is not configured, ADR 019).
    expect(screen.getAllByRole('link', { name: /LinkedIn/ })).toHaveLength(1);
  });

  it('shows an error state with a retry when loading fails', async () => {
    const getEmailCredentials = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(CONNECTED);
    const test = createTestApp({ licence: 2, loggedIn: true, emailConnection: { getEmailCredentials } });
    await test.renderAt('/personal-space/connections');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('lea.bernard@atlas-conseil.fr')).toBeInTheDocument();
    expect(getEmailCredentials).toHaveBeenCalledTimes(2);
  });

  it('the sidebar shows "Connexions" only to licences that read the mailbox connection', async () => {
    const marketing = createTestApp({ licence: 2, loggedIn: true });
    const view = await marketing.renderAt('/personal-space/my-contract');
    const sidebar = await screen.findByRole('navigation', { name: 'Navigation de l’espace personnel' });
    expect(within(sidebar).getByRole('link', { name: 'Connexions' })).toHaveAttribute('href', '/personal-space/connections');
    view.view.unmount();

    const intranet = createTestApp({ licence: 5, loggedIn: true });
    await intranet.renderAt('/personal-space/my-contract');
    const other = await screen.findByRole('navigation', { name: 'Navigation de l’espace personnel' });
    expect(within(other).queryByRole('link', { name: 'Connexions' })).not.toBeInTheDocument();
  });
});

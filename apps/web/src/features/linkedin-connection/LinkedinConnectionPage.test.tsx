import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkedinCredentials } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';

const LOST: LinkedinCredentials = {
  status: 'disconnected',
  account_infos: { account_id: 'acc-1', name: 'Camille Durand', profile_url: 'https://www.linkedin.com/in/camille', connected_at: '2025-12-01T09:00:00.000Z', disconnected_at: '2026-01-10T09:00:00.000Z' },
};

describe('LinkedinConnectionPage (/personal-space/linkedin-connection, beta)', { timeout: 20_000 }, () => {
  it('says no account is connected and that the connector is not configured, with no connect button; "Connexions" is highlighted', async () => {
    const test = createTestApp({ user: makeTestUser(1, { tester_level: 'Beta' }), loggedIn: true });
    await test.renderAt('/personal-space/linkedin-connection');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion LinkedIn' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Aucun compte LinkedIn connecté' })).toBeInTheDocument();
    expect(screen.getByText('Non configuré')).toBeInTheDocument();
    expect(screen.getByText(/Aucun fournisseur de connexion LinkedIn n’est configuré dans cette version/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connecter|Reconnecter/ })).not.toBeInTheDocument();
    expect(test.linkedin.getLinkedinCredentials).toHaveBeenCalledTimes(1);
    const sidebar = screen.getByRole('navigation', { name: 'Navigation de l’espace personnel' });
    expect(within(sidebar).getByRole('link', { name: 'Connexions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Voir toutes vos connexions' })).toHaveAttribute('href', '/personal-space/connections');
  });

  it('shows a lost account as the API knows it, and retries a failed load', async () => {
    const getLinkedinCredentials = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(LOST);
    const test = createTestApp({ user: makeTestUser(2, { tester_level: 'Alpha' }), loggedIn: true, linkedin: { getLinkedinCredentials } });
    await test.renderAt('/personal-space/linkedin-connection');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Synchronisation perdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Camille Durand/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/camille');
    expect(screen.getByText('01/12/2025')).toBeInTheDocument();
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
  });

  it('is not a page for users without a tester level (the guard sends them home)', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true });
    const { router } = await test.renderAt('/personal-space/linkedin-connection');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(test.linkedin.getLinkedinCredentials).not.toHaveBeenCalled();
  });
});

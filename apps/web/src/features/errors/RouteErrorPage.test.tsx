import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp } from '../../testing/createTestApp';
import { AppErrorBoundary } from './AppErrorBoundary';

describe('error pages', () => {
  it('explains a failed user-data load and retries it', async () => {
    const test = createTestApp({ loggedIn: true });
    vi.mocked(test.users.getUser).mockRejectedValueOnce({ kind: 'network', message: 'offline' });
    await test.renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Votre espace n’a pas pu être chargé' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('catches what no route caught and renders the app again on retry', async () => {
    let fail = true;
    const Flaky = () => {
      if (fail) throw new Error('boom');
      return <p>Tout va bien</p>;
    };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Flaky />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Nous avons rencontré une erreur' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText('Tout va bien')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});

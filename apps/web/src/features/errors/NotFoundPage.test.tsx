import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestApp } from '../../testing/createTestApp';

describe('NotFoundPage', () => {
  it('answers an unknown address with the 404 page and a way home', async () => {
    await createTestApp().renderAt('/this/page/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Erreur 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('answers /personal-space alone (no page there) with the 404 page, even when connected', async () => {
    await createTestApp({ loggedIn: true }).renderAt('/personal-space');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

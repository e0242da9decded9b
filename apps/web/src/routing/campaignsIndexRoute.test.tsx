import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestApp } from '../testing/createTestApp';

// routes/_authenticated/campaigns/index.tsx: /campaigns has a route file, so a client navigation reaches the guard,
// which follows core's route table (`Campaigns` redirects to /campaigns/results), instead of the not-found page.
describe('/campaigns (client navigation)', { timeout: 20_000 }, () => {
  it('lands on /campaigns/results, keeping the query, when navigating in the app', async () => {
    const { router } = await createTestApp({ loggedIn: true }).renderAt('/');
    expect(router.state.location.pathname).toBe('/');
    await router.navigate({ to: '/campaigns', search: { from: 'menu' } as never });
    expect(router.state.location.pathname).toBe('/campaigns/results');
    expect(router.state.location.searchStr).toBe('?from=menu');
    expect(router.state.matches.some((match) => match.status === 'notFound')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Page introuvable' })).not.toBeInTheDocument();
  });

  it('lands on /campaigns/results when the app starts at /campaigns', async () => {
    const { router } = await createTestApp({ loggedIn: true }).renderAt('/campaigns');
    expect(router.state.location.pathname).toBe('/campaigns/results');
  });

  it('sends a visitor without a session to the login page, coming back to /campaigns', async () => {
    const { router } = await createTestApp().renderAt('/login');
    await router.navigate({ to: '/campaigns' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect_to: '/campaigns' });
  });
});

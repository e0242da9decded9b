import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestApp } from '../testing/createTestApp';

// routes/_authenticated/sequences/index.tsx: /sequences has a route file, so a client navigation reaches the guard,
// which follows core's route table (`Sequences` redirects to /sequences/results), instead of the not-found page.
describe('/sequences (client navigation)', { timeout: 20_000 }, () => {
  it('lands on /sequences/results, keeping the query, when navigating in the app', async () => {
    const { router } = await createTestApp({ loggedIn: true }).renderAt('/');
    expect(router.state.location.pathname).toBe('/');
    await router.navigate({ to: '/sequences', search: { from: 'menu' } as never });
    expect(router.state.location.pathname).toBe('/sequences/results');
    expect(router.state.location.searchStr).toBe('?from=menu');
    expect(router.state.matches.some((match) => match.status === 'notFound')).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Page introuvable' })).not.toBeInTheDocument();
  });

  it('lands on /sequences/results when the app starts at /sequences', async () => {
    const { router } = await createTestApp({ loggedIn: true }).renderAt('/sequences');
    expect(router.state.location.pathname).toBe('/sequences/results');
  });

  it('sends a visitor without a session to the login page, coming back to /sequences', async () => {
    const { router } = await createTestApp().renderAt('/login');
    await router.navigate({ to: '/sequences' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect_to: '/sequences' });
  });
});

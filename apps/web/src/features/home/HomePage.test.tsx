import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { abilityFor } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { makeTestUser } from '../../testing/testUsers';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { homeShortcutsFor } from './homeShortcuts';

describe('HomePage', { timeout: 15_000 }, () => {
  it('greets the user and shows the account', async () => {
    const test = createTestApp({ user: makeTestUser(1, { is_organization_manager: true }), loggedIn: true });
    await test.renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Camille' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Atlas Conseil')).toBeInTheDocument();
    expect(screen.getByText('Manager de l’organisation')).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });

  it('sends the insight and search-and-lists licences to the advanced search (core’s homeRedirectFor)', async () => {
    for (const licence of [7, 9] as const) {
      const test = createTestApp({ licence, loggedIn: true });
      const { router, view } = await test.renderAt('/');
      expect(router.state.location.pathname).toBe('/advanced-search');
      expect(await screen.findByRole('heading', { level: 1, name: 'Recherche avancée' }, { timeout: 5000 })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('sends the key account manager licence to the business alerts (core’s homeRedirectFor)', async () => {
    const test = createTestApp({ licence: 4, loggedIn: true });
    const { router, view } = await test.renderAt('/');
    expect(router.state.location.pathname).toBe('/business-alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alertes business' }, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();
  });

  it('sends the marketing licence to the campaign results (core’s homeRedirectFor), now that the page is built', async () => {
    // Every home page of core's homeRedirectFor is built now: the "arrives" banner shows to none of the licences.
    const test = createTestApp({ licence: 2, loggedIn: true });
    const { router, view } = await test.renderAt('/');
    expect(router.state.location.pathname).toBe('/campaigns/results');
    expect(router.state.matches.some((match) => match.status === 'notFound')).toBe(false);
    expect(screen.queryByRole('heading', { name: /Votre page d’accueil arrive/ })).not.toBeInTheDocument();
    view.unmount();
  });

  it('shows no such banner to a licence that stays home (sales)', async () => {
    const test = createTestApp({ licence: 1, loggedIn: true });
    await test.renderAt('/');
    expect(await screen.findByRole('heading', { name: /Bonjour/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Votre page d’accueil arrive/ })).not.toBeInTheDocument();
  });
});

describe('homeShortcutsFor', () => {
  it('offers only built app pages, each once, never home itself', () => {
    const ability = abilityFor({ licenceId: 3, testerLevel: 'Alpha', isOrganizationManager: true, canExport: true, canExportLocation: true });
    const shortcuts = homeShortcutsFor(ability, { isBuiltPath: isBuiltAppPath, deskHost: 'https://desk.example' });
    const paths = shortcuts.app.map((link) => (link.target.kind === 'app' ? link.target.path : ''));
    expect(paths).not.toContain('/');
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(isBuiltAppPath(path)).toBe(true);
    expect(paths).toContain('/advanced-search');
    expect(paths).toContain('/my-lists');
    expect(shortcuts.desk.map((link) => link.key)).toContain('header.prospecting.smart-scoring');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { abilityFor, accessUserFromUser, headerNavigationFor, translate } from '@cible/core';
import type { NavEntry, User } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { renderInRouter } from '../../testing/renderInRouter';
import { makeTestUser } from '../../testing/testUsers';
import { isBuiltAppPath } from '../../routing/builtRoutes';
import { Header } from './Header';

const DESK = 'https://desk.cible.example';

/** Top-level entries core shows as links or menus in the header bar (logo, bell, quick search, user menu apart). */
function expectedBarLabels(user: User): string[] {
  const hidden = new Set(['header.logo', 'header.user-menu', 'header.notifications', 'header.quick-search']);
  return headerNavigationFor(abilityFor(accessUserFromUser(user)))
    .filter((entry: NavEntry) => !hidden.has(entry.key))
    .map((entry) => translate(entry.label));
}

async function renderHeader(user: User, options: { allBuilt?: boolean; path?: string } = {}) {
  const test = createTestApp({ user, loggedIn: true, configurations: [{ name: 'desk_host', value: DESK }] });
  await test.session.ensureUserData(test.tokens.active()!);
  await test.configuration.load();
  await renderInRouter(<Header isBuiltPath={options.allBuilt === false ? isBuiltAppPath : () => true} />, test.container, options.path);
  return test;
}

function barLabels(): string[] {
  const nav = screen.queryByRole('navigation', { name: 'Navigation principale' });
  if (!nav) return [];
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('(s’ouvre dans un nouvel onglet)', '').trim() ?? '');
}

const cases: [string, User][] = [
  ['sales', makeTestUser(1)],
  ['marketing', makeTestUser(2)],
  ['kam', makeTestUser(4)],
  ['sender', makeTestUser(10)],
  ['sales PME', makeTestUser(8)],
  ['alpha tester (sales)', makeTestUser(1, { tester_level: 'Alpha' })],
  ['insight (Dashboard label)', makeTestUser(9)],
];

describe('Header visibility per licence (core’s matrix)', () => {
  it.each(cases)('shows exactly core’s header entries for %s when every page is built', async (_name, user) => {
    await renderHeader(user);
    expect(barLabels()).toEqual(expectedBarLabels(user));
  });

  it('hides my lists and advanced search for the sender licence', async () => {
    await renderHeader(makeTestUser(10));
    expect(screen.queryByRole('link', { name: /Mes listes/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Recherche avancée/ })).not.toBeInTheDocument();
  });

  it('opens the advanced search and my lists in the app (pages of this build)', async () => {
    await renderHeader(makeTestUser(1));
    const lists = screen.getByRole('link', { name: /Mes listes/ });
    expect(lists).toHaveAttribute('href', '/my-lists');
    expect(lists).not.toHaveAttribute('target');
    const advanced = screen.getByRole('link', { name: /Recherche avancée/ });
    expect(advanced).toHaveAttribute('href', '/advanced-search');
    expect(advanced).not.toHaveAttribute('target');
  });

  it('names the prospecting menu "Dashboard" for insight and "Prospection" for sales', async () => {
    await renderHeader(makeTestUser(9));
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('never shows a link to a page this build does not have', async () => {
    await renderHeader(makeTestUser(3, { is_organization_manager: true }), { allBuilt: false });
    for (const link of screen.queryAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith(DESK)) continue;
      expect(isBuiltAppPath(href), href).toBe(true);
    }
  });

  it('links the logo to home', async () => {
    await renderHeader(makeTestUser(1));
    expect(screen.getByRole('link', { name: 'Cible, retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});

describe('Header menus', () => {
  it('opens the manager submenu by itself on a manager page, and lets the user toggle it', async () => {
    const user = userEvent.setup();
    await renderHeader(makeTestUser(1, { is_organization_manager: true }), { path: '/my-prospecting/team-monitoring/synthesis' });
    await user.click(screen.getByRole('button', { name: 'Prospection' }));
    const toggle = screen.getByRole('menuitem', { name: 'Accès manager' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: "Suivi d'équipe" })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('menuitem', { name: 'Accès manager' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: "Suivi d'équipe" })).not.toBeInTheDocument();
  });

  it('keeps the manager submenu closed elsewhere until toggled, with the keyboard too', async () => {
    const user = userEvent.setup();
    await renderHeader(makeTestUser(1, { is_organization_manager: true }), { path: '/' });
    screen.getByRole('button', { name: 'Prospection' }).focus();
    await user.keyboard('{Enter}');
    const toggle = screen.getByRole('menuitem', { name: 'Accès manager' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Licences' })).toBeInTheDocument();
  });
});

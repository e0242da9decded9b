import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE_NAME, abilityFor, accessUserFromUser, userMenuFor } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { renderInRouter } from '../../testing/renderInRouter';
import { makeTestUser } from '../../testing/testUsers';
import { UserMenu } from './UserMenu';

async function renderUserMenu(overrides: Parameters<typeof makeTestUser>[1] = {}) {
  const user = makeTestUser(1, { can_export: true, ...overrides });
  const test = createTestApp({ user, loggedIn: true });
  await test.session.ensureUserData(test.tokens.active()!);
  const menu = userMenuFor(abilityFor(accessUserFromUser(user)));
  const { router } = await renderInRouter(<UserMenu menu={menu} pathname="/" closeDelay={20} />, test.container);
  test.navigator.attach(router);
  return { test, trigger: screen.getByRole('button', { name: 'Menu du compte de Camille Durand' }) };
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('UserMenu', () => {
  it('opens on mouse over and closes when the mouse leaves', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderUserMenu();
    await user.hover(trigger);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('stays open when the mouse leaves while the help popup is open', async () => {
    const user = userEvent.setup();
    const { trigger, test } = await renderUserMenu();
    await user.hover(trigger);
    await screen.findByRole('menu');
    act(() => test.helpPopup.open());
    await user.unhover(trigger);
    await pause(80);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('lists core’s entries available in this build, then logout, and opens with the keyboard', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderUserMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(items.at(-1)).toHaveTextContent('Déconnexion');
    for (const item of items.slice(0, -1)) {
      expect(item.getAttribute('href')).toMatch(/^\//);
    }
    expect(screen.getByText('camille.durand@atlas.demo')).toBeInTheDocument();
  });

  it('gives platform administrators, and them only, the usage analytics page in a section of its own', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderUserMenu({ is_platform_admin: true });
    await user.click(trigger);
    const link = await screen.findByRole('menuitem', { name: 'Statistiques d’utilisation' });
    expect(link.getAttribute('href')).toBe('/support/analytics');
    expect(screen.getByRole('group', { name: 'Plateforme' })).toContainElement(link);
  });

  it('shows no usage analytics link to other users', async () => {
    const user = userEvent.setup();
    const { trigger } = await renderUserMenu();
    await user.click(trigger);
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Statistiques d’utilisation' })).not.toBeInTheDocument();
  });

  it('logs out from the menu', async () => {
    const user = userEvent.setup();
    const { trigger, test } = await renderUserMenu();
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Déconnexion' }));
    await waitFor(() => expect(test.cookies.get(SESSION_COOKIE_NAME)).toBeNull());
    expect(test.auth.logout).toHaveBeenCalled();
  });
});

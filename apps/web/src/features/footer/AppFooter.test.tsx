import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createFixedClock } from '@cible/core';
import type { GlobalConfiguration } from '@cible/core';
import { ContainerContext } from '../../di/ContainerContext';
import { CLOCK, HELP_REQUEST_GATEWAY, USERS_GATEWAY } from '../../di/tokens';
import { TRANSLATE } from '../../di/Translate';
import { translate } from '../../testing/translate';
import { HELP_POPUP_STORE, HelpPopupStore } from '../shell/HelpPopupStore';
import { FEATURE_USAGE, NO_FEATURE_USAGE } from '../shell/FeatureUsage';
import { SESSION_STORE } from '../session/SessionStore';
import { TOAST_STORE, ToastStore } from '../../ui/components/Toast/ToastStore';
import { AppFooter } from './AppFooter';

function renderFooter(configurations: GlobalConfiguration[] = []) {
  const popup = new HelpPopupStore();
  // The footer binds the global configuration store itself (globalConfigurationModule), over the users gateway.
  const users = { getGlobalConfigurations: vi.fn(async () => ({ global_configuration_list: configurations })) };
  const container = new Container();
  container.bind(HELP_POPUP_STORE).toConstantValue(popup);
  container.bind(USERS_GATEWAY).toConstantValue(users as never);
  container.bind(CLOCK).toConstantValue(createFixedClock('2026-11-22T10:00:00Z'));
  container.bind(HELP_REQUEST_GATEWAY).toConstantValue({ sendHelpRequest: vi.fn() } as never);
  container.bind(SESSION_STORE).toConstantValue({ user: null, ability: null } as never);
  container.bind(TOAST_STORE).toConstantValue(new ToastStore());
  container.bind(TRANSLATE).toConstantValue(translate);
  container.bind(FEATURE_USAGE).toConstantValue(NO_FEATURE_USAGE);
  render(
    <ContainerContext.Provider value={container}>
      <AppFooter />
    </ContainerContext.Provider>,
  );
  return { popup, users };
}

describe('AppFooter', { timeout: 15_000 }, () => {
  it('shows the copyright, the version and the contact-us link; no help centre without a configured URL', () => {
    const { users } = renderFooter();
    expect(screen.getByText('© 2026 Cible')).toBeInTheDocument();
    expect(screen.getByText('Version 2.0.3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Centre d’aide/ })).not.toBeInTheDocument();
    expect(users.getGlobalConfigurations).toHaveBeenCalled();
  });

  it('opens the help popup from the contact-us link, with the keyboard too', async () => {
    const user = userEvent.setup();
    const { popup } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Nous contacter' }));
    expect(popup.isOpen).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Besoin d’aide ?' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(popup.isOpen).toBe(false);
    screen.getByRole('button', { name: 'Nous contacter' }).focus();
    await user.keyboard('{Enter}');
    expect(popup.isOpen).toBe(true);
  });

  it('links the help centre and the copyright when the global configurations give their URLs', async () => {
    renderFooter([
      { name: 'help_center_url', value: 'https://aide.cible.example' },
      { name: 'website_url', value: 'https://www.cible.example' },
    ]);
    expect(await screen.findByRole('link', { name: /Centre d’aide/ })).toHaveAttribute('href', 'https://aide.cible.example/');
    expect(screen.getByRole('link', { name: /© 2026 Cible/ })).toHaveAttribute('href', 'https://www.cible.example/');
  });
});

import { describe, expect, it } from 'vitest';
import { FakeSessionNavigator } from '../testing/FakeSessionNavigator';
import { GLOBAL_CONFIGURATION_STORE } from '../features/session/GlobalConfigurationStore';
import { SESSION_NAVIGATOR } from '../features/session/SessionNavigator';
import { SESSION_STORE } from '../features/session/SessionStore';
import { SESSION_TOKEN_SOURCE } from '../features/session/SessionTokenSource';
import { TOKEN_RENEWAL_SCHEDULER } from '../features/session/TokenRenewalScheduler';
import { HELP_POPUP_STORE } from '../features/shell/HelpPopupStore';
import { QUICK_SEARCH_OVERLAY_STORE } from '../features/shell/QuickSearchOverlayStore';
import { TOAST_STORE } from '../ui/components/Toast/ToastStore';
import { createAppContainer } from './container';
import { resolve } from './injection';
import type { Token } from './token';
import * as portTokens from './tokens';

/** The tokens declared beside the app's classes (the port tokens are all of di/tokens.ts). */
const APP_TOKENS = {
  SESSION_NAVIGATOR,
  SESSION_TOKEN_SOURCE,
  SESSION_STORE,
  GLOBAL_CONFIGURATION_STORE,
  TOAST_STORE,
  QUICK_SEARCH_OVERLAY_STORE,
  HELP_POPUP_STORE,
  TOKEN_RENEWAL_SCHEDULER,
};

describe('createAppContainer', () => {
  it('resolves every token with the browser adapters, app-wide stores as singletons', () => {
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    for (const [name, value] of Object.entries({ ...portTokens, ...APP_TOKENS })) {
      if (typeof value !== 'symbol') continue;
      expect(resolve(container, value as Token<unknown>), name).toBeDefined();
    }
    expect(resolve(container, SESSION_STORE)).toBe(resolve(container, SESSION_STORE));
    expect(resolve(container, TOAST_STORE)).toBe(resolve(container, TOAST_STORE));
    expect(resolve(container, portTokens.HTTP_CLIENT)).toBe(resolve(container, portTokens.HTTP_CLIENT));
  });
});

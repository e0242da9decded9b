import { describe, expect, it } from 'vitest';
import { FakeSessionNavigator } from '../testing/FakeSessionNavigator';
import { createAppContainer } from './container';
import { resolve } from './injection';
import * as tokens from './tokens';
import type { Token } from './tokens';

describe('createAppContainer', () => {
  it('resolves every token with the browser adapters, app-wide stores as singletons', () => {
    const container = createAppContainer({ navigator: new FakeSessionNavigator(), config: { apiBaseUrl: 'http://localhost:3000', secureCookies: false } });
    for (const [name, value] of Object.entries(tokens)) {
      if (typeof value !== 'symbol') continue;
      expect(resolve(container, value as Token<unknown>), name).toBeDefined();
    }
    expect(resolve(container, tokens.SESSION_STORE)).toBe(resolve(container, tokens.SESSION_STORE));
    expect(resolve(container, tokens.TOAST_STORE)).toBe(resolve(container, tokens.TOAST_STORE));
    expect(resolve(container, tokens.HTTP_CLIENT)).toBe(resolve(container, tokens.HTTP_CLIENT));
  });
});

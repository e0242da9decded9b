import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_STATUSES, authenticationStatusAfter } from './authentication-status';

describe('authentication status', () => {
  it('has the four spec states, empty first', () => {
    expect(AUTHENTICATION_STATUSES).toEqual(['empty', 'loading', 'success', 'error']);
  });

  it('follows the login flow', () => {
    expect(authenticationStatusAfter('login_started')).toBe('loading');
    expect(authenticationStatusAfter('login_succeeded')).toBe('success');
    expect(authenticationStatusAfter('login_failed')).toBe('error');
    expect(authenticationStatusAfter('logged_out')).toBe('empty');
  });
});

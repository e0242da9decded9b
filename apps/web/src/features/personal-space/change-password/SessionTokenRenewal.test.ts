import { describe, expect, it, vi } from 'vitest';
import { makeTestJwt } from '../../../testing/makeTestJwt';
import { SessionTokenRenewal } from './SessionTokenRenewal';

const jwt = makeTestJwt({ user_id: 7, organization_id: 1, iat: 1_000, exp: 4_600 });

describe('SessionTokenRenewal', () => {
  it('stores the fresh token and lets the session re-read its cookies', () => {
    const tokens = { store: vi.fn() };
    const session = { refreshCookies: vi.fn(), isConnectedAs: false };
    new SessionTokenRenewal(tokens, session).acceptRenewedToken(jwt);
    expect(tokens.store).toHaveBeenCalledWith(jwt, expect.objectContaining({ iat: 1_000, exp: 4_600 }));
    expect(session.refreshCookies).toHaveBeenCalledOnce();
  });

  it('leaves an impersonation session alone, and ignores an unreadable token', () => {
    const tokens = { store: vi.fn() };
    new SessionTokenRenewal(tokens, { refreshCookies: vi.fn(), isConnectedAs: true }).acceptRenewedToken(jwt);
    new SessionTokenRenewal(tokens, { refreshCookies: vi.fn(), isConnectedAs: false }).acceptRenewedToken('not-a-jwt');
    expect(tokens.store).not.toHaveBeenCalled();
  });
});

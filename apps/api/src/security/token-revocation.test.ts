import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstValidIssuedAt, isTokenRevoked } from './token-revocation';

describe('token revocation by timestamp', () => {
  it('revokes nothing without a timestamp', () => {
    expect(firstValidIssuedAt(null)).toBe(0);
    expect(isTokenRevoked(1, null)).toBe(false);
  });

  it('revokes a token issued in the same second as the logout, accepts the next second', () => {
    const logout = new Date('2026-11-22T10:00:00.300Z');
    const second = Math.floor(logout.getTime() / 1000);
    expect(isTokenRevoked(second - 1, logout)).toBe(true);
    expect(isTokenRevoked(second, logout)).toBe(true);
    expect(isTokenRevoked(second + 1, logout)).toBe(false);
    expect(firstValidIssuedAt(logout)).toBe(second + 1);
    // Exactly on a second boundary too.
    expect(isTokenRevoked(second, new Date(second * 1000))).toBe(true);
  });

  it('property: a token issued at max(now, firstValidIssuedAt) is never revoked; any earlier one is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (revokedAtMs, delayMs) => {
        const revokedAt = new Date(revokedAtMs);
        const issuedAt = Math.max(Math.floor((revokedAtMs + delayMs) / 1000), firstValidIssuedAt(revokedAt));
        expect(isTokenRevoked(issuedAt, revokedAt)).toBe(false);
        expect(isTokenRevoked(Math.floor(revokedAtMs / 1000), revokedAt)).toBe(true);
      }),
    );
  });
});

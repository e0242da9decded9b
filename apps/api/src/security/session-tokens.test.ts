import { decodeJwtPayload } from '@cible/core';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionTokens, SESSION_TOKEN_CLOCK_SKEW_SECONDS, SESSION_TOKEN_LIFETIME_SECONDS } from './session-tokens';

const SECRET = 'session-token-test-secret-of-32-characters';
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('session tokens', () => {
  const tokens = createSessionTokens(SECRET, () => NOW);

  it('issues an HS256 token of 3600 s that core can read, and verifies it', async () => {
    const token = await tokens.issue({ userId: 7, organizationId: 2 });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwtPayload(token)).toEqual({ user_id: 7, organization_id: 2, iat: NOW / 1000, exp: NOW / 1000 + 3600 });
    expect(SESSION_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(await tokens.verify(token)).toEqual({
      ok: true,
      token: { userId: 7, organizationId: 2, iat: NOW / 1000, exp: NOW / 1000 + 3600, connectedAsBy: null, passwordExpired: false },
    });
  });

  it('carries connected_as_by and pwd_expired, and never issues before notBeforeIat', async () => {
    const token = await tokens.issue({ userId: 7, organizationId: 2, connectedAsBy: 1, passwordExpired: true, notBeforeIat: NOW / 1000 + 1 });
    const checked = await tokens.verify(token);
    expect(checked).toMatchObject({ ok: true, token: { connectedAsBy: 1, passwordExpired: true, iat: NOW / 1000 + 1 } });
  });

  it('refuses an expired token as expired, at exp exactly', async () => {
    const token = await tokens.issue({ userId: 7, organizationId: 2 });
    const later = createSessionTokens(SECRET, () => NOW + SESSION_TOKEN_LIFETIME_SECONDS * 1000);
    expect(await later.verify(token)).toEqual({ ok: false, reason: 'expired' });
    const justBefore = createSessionTokens(SECRET, () => NOW + SESSION_TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect((await justBefore.verify(token)).ok).toBe(true);
  });

  it('refuses an iat beyond the clock skew allowance (60 s), accepts one within it', async () => {
    const key = new TextEncoder().encode(SECRET);
    const signedAt = (iat: number, lifetime = SESSION_TOKEN_LIFETIME_SECONDS) =>
      new SignJWT({ user_id: 7, organization_id: 2, iat, exp: iat + lifetime }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(SESSION_TOKEN_CLOCK_SKEW_SECONDS).toBe(60);
    expect(await tokens.verify(await signedAt(NOW / 1000 + 61))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await signedAt(NOW / 1000 + 24 * 3600))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await signedAt(NOW / 1000 + 60))).toMatchObject({ ok: true, token: { iat: NOW / 1000 + 60 } });
    // What revocation gives a new token: an iat one second ahead.
    const ahead = await tokens.issue({ userId: 7, organizationId: 2, notBeforeIat: NOW / 1000 + 1 });
    expect((await tokens.verify(ahead)).ok).toBe(true);
  });

  it('refuses a lifetime (exp − iat) beyond 3600 s, even one still valid now', async () => {
    const key = new TextEncoder().encode(SECRET);
    const signed = (iat: number, exp: number) =>
      new SignJWT({ user_id: 7, organization_id: 2, iat, exp }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const nowSeconds = NOW / 1000;
    expect(await tokens.verify(await signed(nowSeconds - 10, nowSeconds - 10 + SESSION_TOKEN_LIFETIME_SECONDS + 1))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await signed(nowSeconds, nowSeconds + 365 * 24 * 3600))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await signed(nowSeconds - 10, nowSeconds - 10 + SESSION_TOKEN_LIFETIME_SECONDS))).toMatchObject({ ok: true });
    expect(await tokens.verify(await signed(nowSeconds - 10, nowSeconds + 5))).toMatchObject({ ok: true });
  });

  it('refuses other algorithms, other keys, tampering and claims core does not accept', async () => {
    const key = new TextEncoder().encode(SECRET);
    const claims = { user_id: 7, organization_id: 2, iat: NOW / 1000, exp: NOW / 1000 + 60 };
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const good = await tokens.issue({ userId: 7, organizationId: 2 });
    const [header, , signature] = good.split('.');
    const samples = [
      unsigned,
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key),
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40))),
      `${header}.${Buffer.from(JSON.stringify({ ...claims, user_id: 8 })).toString('base64url')}.${signature}`,
      await new SignJWT({ ...claims, user_id: 0 }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      await new SignJWT({ user_id: 7, organization_id: 2 }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      await new SignJWT({ ...claims, pwd_expired: false }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      'a.b.c',
      '',
    ];
    for (const sample of samples) expect(await tokens.verify(sample), sample).toEqual({ ok: false, reason: 'invalid' });
  });
});

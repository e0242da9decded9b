import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONNECTED_AS_COOKIE_NAME,
  CONNECTED_SESSION_COOKIE_SECONDS,
  SESSION_COOKIE_NAME,
  TIME_ZONE_COOKIE_NAME,
  TIME_ZONE_COOKIE_SECONDS,
  sessionCookieLifetimeSeconds,
} from './session-cookie';

describe('session cookie', () => {
  it('lasts exp minus iat, 3600 s for a connected session', () => {
    expect(CONNECTED_SESSION_COOKIE_SECONDS).toBe(3600);
    expect(sessionCookieLifetimeSeconds({ iat: 1_700_000_000, exp: 1_700_000_000 + CONNECTED_SESSION_COOKIE_SECONDS })).toBe(3600);
    expect(sessionCookieLifetimeSeconds({ iat: 10, exp: 5 })).toBe(0);
  });

  it('is never negative', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (iat, exp) => sessionCookieLifetimeSeconds({ iat, exp }) >= 0));
  });

  it('has two distinct cookie names', () => {
    expect(SESSION_COOKIE_NAME).toBe('cible_token');
    expect(CONNECTED_AS_COOKIE_NAME).toBe('cible_connected_as');
  });

  it('keeps the browser’s time zone a year in a third cookie of its own', () => {
    expect(TIME_ZONE_COOKIE_NAME).toBe('cible_zone');
    expect(new Set([SESSION_COOKIE_NAME, CONNECTED_AS_COOKIE_NAME, TIME_ZONE_COOKIE_NAME]).size).toBe(3);
    expect(TIME_ZONE_COOKIE_SECONDS).toBe(31_536_000);
  });
});

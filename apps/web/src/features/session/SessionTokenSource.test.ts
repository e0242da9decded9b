import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME, TIME_ZONE_COOKIE_NAME, TIME_ZONE_COOKIE_SECONDS } from '@cible/core';
import { MemoryCookieStorage } from '../../testing/MemoryCookieStorage';
import { SessionTokenSource } from './SessionTokenSource';

describe('SessionTokenSource.storeTimeZone', () => {
  it('writes the browser’s zone in the time-zone cookie for a year, beside (never instead of) the session cookie', () => {
    const cookies = new MemoryCookieStorage();
    cookies.set(SESSION_COOKIE_NAME, 'a.b.c');
    const clock = { now: () => new Date('2026-11-25T10:00:00Z'), zone: 'America/Montreal' };
    new SessionTokenSource(cookies, clock, { apiBaseUrl: 'http://localhost', secureCookies: true }).storeTimeZone();
    expect(cookies.get(TIME_ZONE_COOKIE_NAME)).toBe('America/Montreal');
    expect(cookies.options.get(TIME_ZONE_COOKIE_NAME)).toEqual({ maxAgeSeconds: TIME_ZONE_COOKIE_SECONDS, path: '/', sameSite: 'lax', secure: true });
    expect(cookies.get(SESSION_COOKIE_NAME)).toBe('a.b.c');
  });
});

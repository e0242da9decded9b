import { describe, expect, it } from 'vitest';
import { cookieOf, sessionCookieOf } from './session-cookie';

describe('sessionCookieOf', () => {
  it('reads the session cookie among others', () => {
    expect(sessionCookieOf(undefined)).toBeNull();
    expect(sessionCookieOf('a=1; cible_token=aaa.bbb.ccc; b=2')).toBe('aaa.bbb.ccc');
    expect(sessionCookieOf('cible_token_other=1')).toBeNull();
  });
});

describe('cookieOf', () => {
  it('reads the named cookie, decoded, and nothing for an absent, empty or badly encoded one', () => {
    expect(cookieOf('cible_zone=Europe%2FParis; cible_token=x', 'cible_zone')).toBe('Europe/Paris');
    expect(cookieOf('a=b=c', 'a')).toBe('b=c');
    expect(cookieOf('cible_zone=', 'cible_zone')).toBeNull();
    expect(cookieOf('cible_zone=%E0%A4%A', 'cible_zone')).toBeNull();
    expect(cookieOf('other=1', 'cible_zone')).toBeNull();
    expect(cookieOf(undefined, 'cible_zone')).toBeNull();
  });
});

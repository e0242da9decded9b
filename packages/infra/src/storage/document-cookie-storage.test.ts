// @vitest-environment jsdom
import { CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME } from '@cible/core';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentCookieStorage, type CookieJar } from './document-cookie-storage';

/** A jar that records what is written (attributes included) and answers a fixed cookie string. */
function recordingJar(current = ''): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return current;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('DocumentCookieStorage on the real document', () => {
  it('sets, reads and removes the session cookies', () => {
    const cookies = new DocumentCookieStorage();
    expect(cookies.get(SESSION_COOKIE_NAME)).toBeNull();
    cookies.set(SESSION_COOKIE_NAME, 'aaa.bbb.ccc', { maxAgeSeconds: 3600 });
    cookies.set(CONNECTED_AS_COOKIE_NAME, 'ddd.eee.fff');
    expect(cookies.get(SESSION_COOKIE_NAME)).toBe('aaa.bbb.ccc');
    expect(cookies.get(CONNECTED_AS_COOKIE_NAME)).toBe('ddd.eee.fff');
    cookies.remove(SESSION_COOKIE_NAME);
    expect(cookies.get(SESSION_COOKIE_NAME)).toBeNull();
    expect(cookies.get(CONNECTED_AS_COOKIE_NAME)).toBe('ddd.eee.fff');
  });

  it('encodes names and values, and does not confuse cookies whose names share a prefix', () => {
    const cookies = new DocumentCookieStorage();
    cookies.set('pref', 'a; b=c é');
    cookies.set('pref_long', 'other');
    expect(document.cookie).toContain('pref=a%3B%20b%3Dc%20%C3%A9');
    expect(cookies.get('pref')).toBe('a; b=c é');
    expect(cookies.get('pref_long')).toBe('other');
    expect(cookies.get('pre')).toBeNull();
  });

  it('expires a cookie set with max-age 0', () => {
    const cookies = new DocumentCookieStorage();
    cookies.set('short', 'x', { maxAgeSeconds: 0 });
    expect(cookies.get('short')).toBeNull();
  });
});

describe('DocumentCookieStorage attributes', () => {
  it('writes path=/, max-age and SameSite=Lax, without Secure over http', () => {
    const jar = recordingJar();
    new DocumentCookieStorage({ jar, isHttps: () => false }).set('cible_token', 'abc', { maxAgeSeconds: 3600 });
    expect(jar.written).toEqual(['cible_token=abc; path=/; max-age=3600; SameSite=Lax']);
  });

  it('adds Secure over https, and honours explicit options', () => {
    const jar = recordingJar();
    const cookies = new DocumentCookieStorage({ jar, isHttps: () => true });
    cookies.set('cible_token', 'abc');
    cookies.set('x', '1', { path: '/app', domain: 'cible.fr', sameSite: 'strict', secure: false, maxAgeSeconds: 10.7 });
    expect(jar.written).toEqual(['cible_token=abc; path=/; SameSite=Lax; Secure', 'x=1; path=/app; domain=cible.fr; max-age=10; SameSite=Strict']);
  });

  it('removes with max-age=0 on the same path and domain', () => {
    const jar = recordingJar();
    new DocumentCookieStorage({ jar }).remove('cible_connected_as', { domain: 'cible.fr' });
    expect(jar.written).toEqual(['cible_connected_as=; path=/; domain=cible.fr; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax']);
  });

  it('reads values from a cookie string with spaces and valueless cookies', () => {
    const cookies = new DocumentCookieStorage({ jar: recordingJar('a=1;  cible_token=x.y.z ; flag') });
    expect(cookies.get('cible_token')).toBe('x.y.z');
    expect(cookies.get('flag')).toBe('');
    expect(cookies.get('missing')).toBeNull();
  });
});

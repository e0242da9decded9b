import { describe, expect, it } from 'vitest';
import { sessionCookieOf } from './session-cookie';

describe('sessionCookieOf', () => {
  it('reads the session cookie among others', () => {
    expect(sessionCookieOf(undefined)).toBeNull();
    expect(sessionCookieOf('a=1; cible_token=aaa.bbb.ccc; b=2')).toBe('aaa.bbb.ccc');
    expect(sessionCookieOf('cible_token_other=1')).toBeNull();
  });
});

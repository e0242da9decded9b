import { describe, expect, it } from 'vitest';
import { sessionPollDecision } from './session-poll';
import { sessionIdentity } from './session-identity';

/** An unsigned JWT carrying the given claims. */
const makeTestJwt = (claims: Record<string, unknown>): string => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
};

const jwt = (claims: Record<string, unknown>) => makeTestJwt({ organization_id: 1, iat: 100, exp: 3700, ...claims });
const decide = (before: [string | null, string | null], after: [string | null, string | null]) =>
  sessionPollDecision(
    sessionIdentity({ session: before[0], connectedAs: before[1] }),
    sessionIdentity({ session: after[0], connectedAs: after[1] }),
  );

describe('sessionIdentity (what the cookie poll compares)', () => {
  it('reduces a token to its user and connected-as administrator', () => {
    expect(sessionIdentity({ session: jwt({ user_id: 7 }), connectedAs: jwt({ user_id: 9, connected_as_by: 1 }) })).toEqual({
      session: 'user:7',
      connectedAs: 'user:9:by:1',
    });
    expect(sessionIdentity({ session: null, connectedAs: '' })).toEqual({ session: null, connectedAs: null });
  });

  it('sees no change in a renewed token of the same session', () => {
    expect(decide([jwt({ user_id: 7 }), null], [jwt({ user_id: 7, iat: 3100, exp: 6700 }), null])).toBe('none');
  });

  it('still reloads for another user, a connected-as start or end, and logs out when both cookies are gone', () => {
    expect(decide([jwt({ user_id: 7 }), null], [jwt({ user_id: 8 }), null])).toBe('reload');
    expect(decide([jwt({ user_id: 7 }), null], [jwt({ user_id: 7 }), jwt({ user_id: 9, connected_as_by: 7 })])).toBe('reload');
    expect(decide([jwt({ user_id: 7 }), jwt({ user_id: 9, connected_as_by: 7 })], [jwt({ user_id: 7 }), null])).toBe('reload');
    expect(decide([jwt({ user_id: 7 }), null], [null, null])).toBe('logout');
  });

  it('compares an unreadable cookie as it is', () => {
    expect(decide(['garbage', null], ['other garbage', null])).toBe('reload');
    expect(decide(['garbage', null], ['garbage', null])).toBe('none');
  });
});

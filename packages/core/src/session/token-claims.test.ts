import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TokenClaimsSchema, decodeJwtPayload, isTokenExpired } from './token-claims';
import type { TokenClaims } from './token-claims';

const b64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown): string => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

describe('TokenClaimsSchema', () => {
  it('accepts the spec token data and keeps connected_as_by', () => {
    const claims: TokenClaims = TokenClaimsSchema.parse({ user_id: 12, organization_id: 3, iat: 1_700_000_000, exp: 1_700_003_600 });
    expect(claims).toEqual({ user_id: 12, organization_id: 3, iat: 1_700_000_000, exp: 1_700_003_600 });
    const impersonated = TokenClaimsSchema.parse({ user_id: 12, organization_id: 3, iat: 1, exp: 2, connected_as_by: 1, sub: 'x' });
    expect(impersonated).toEqual({ user_id: 12, organization_id: 3, iat: 1, exp: 2, connected_as_by: 1 });
  });

  it('keeps the pwd_expired flag of a password-expired login, and accepts only true', () => {
    const expired = TokenClaimsSchema.parse({ user_id: 12, organization_id: 3, iat: 1, exp: 2, pwd_expired: true });
    expect(expired.pwd_expired).toBe(true);
    expect(TokenClaimsSchema.safeParse({ user_id: 12, organization_id: 3, iat: 1, exp: 2, pwd_expired: false }).success).toBe(false);
    expect(decodeJwtPayload(jwt({ user_id: 12, organization_id: 3, iat: 1, exp: 2, pwd_expired: true }))?.pwd_expired).toBe(true);
  });

  it('refuses missing fields, non-integers and exp not after iat', () => {
    expect(TokenClaimsSchema.safeParse({ user_id: 12, organization_id: 3, iat: 1 }).success).toBe(false);
    expect(TokenClaimsSchema.safeParse({ user_id: '12', organization_id: 3, iat: 1, exp: 2 }).success).toBe(false);
    expect(TokenClaimsSchema.safeParse({ user_id: 12, organization_id: 3, iat: 5, exp: 5 }).success).toBe(false);
    expect(TokenClaimsSchema.safeParse({ user_id: 0, organization_id: 3, iat: 1, exp: 5 }).success).toBe(false);
  });
});

describe('isTokenExpired', () => {
  it('is expired on and after exp', () => {
    expect(isTokenExpired({ exp: 100 }, 99)).toBe(false);
    expect(isTokenExpired({ exp: 100 }, 100)).toBe(true);
    expect(isTokenExpired({ exp: 100 }, 101)).toBe(true);
  });

  it('is monotone in time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), fc.nat(1_000_000), (exp, now, later) =>
        !isTokenExpired({ exp }, now) || isTokenExpired({ exp }, now + later),
      ),
    );
  });
});

describe('decodeJwtPayload', () => {
  it('reads the claims of a token without verifying it', () => {
    const token = jwt({ user_id: 7, organization_id: 2, iat: 1_700_000_000, exp: 1_700_003_600, name: 'Zoé Ünal' });
    expect(decodeJwtPayload(token)).toEqual({ user_id: 7, organization_id: 2, iat: 1_700_000_000, exp: 1_700_003_600 });
  });

  it('tolerates padding and standard base64 characters', () => {
    const payload = Buffer.from(JSON.stringify({ user_id: 7, organization_id: 2, iat: 1, exp: 3601, note: '???>>>' })).toString('base64');
    expect(decodeJwtPayload(`a.${payload}.b`)).toMatchObject({ user_id: 7, exp: 3601 });
  });

  it('returns null for malformed tokens', () => {
    const good = jwt({ user_id: 7, organization_id: 2, iat: 1, exp: 2 });
    const [header, payload] = good.split('.');
    expect(decodeJwtPayload(undefined)).toBeNull();
    expect(decodeJwtPayload(42)).toBeNull();
    expect(decodeJwtPayload('')).toBeNull();
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload(`${header}.${payload}`)).toBeNull();
    expect(decodeJwtPayload(`${header}..sig`)).toBeNull();
    expect(decodeJwtPayload(`${header}.${payload}!.sig`)).toBeNull();
    expect(decodeJwtPayload(`${header}.${b64url('not json')}.sig`)).toBeNull();
    expect(decodeJwtPayload(`${header}.${b64url('{"user_id":7}')}.sig`)).toBeNull();
    expect(decodeJwtPayload(`${header}.${Buffer.from([0xc3, 0x28]).toString('base64url')}.sig`)).toBeNull();
    expect(decodeJwtPayload(`${header}.A.sig`)).toBeNull();
  });

  it('round-trips any valid claims, including non-ASCII extra claims', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 2 ** 32 }),
        fc.integer({ min: 1, max: 86_400 }),
        fc.option(fc.integer({ min: 1, max: 2 ** 31 }), { nil: undefined }),
        fc.string({ unit: 'grapheme' }),
        (user_id, organization_id, iat, lifetime, connected_as_by, note) => {
          const claims = { user_id, organization_id, iat, exp: iat + lifetime, ...(connected_as_by ? { connected_as_by } : {}) };
          expect(decodeJwtPayload(jwt({ ...claims, note }))).toEqual(claims);
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(fc.string({ unit: 'binary' }), { maxLength: 4 }).map((p) => p.join('.'))), (text) => {
        const result = decodeJwtPayload(text);
        expect(result === null || typeof result.exp === 'number').toBe(true);
      }),
    );
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_TOKEN_LENGTH,
  encodeUnsubscribeToken,
  looksLikeSignedUnsubscribeToken,
  readUnsubscribeToken,
  unsubscribeTokenPayload,
} from './unsubscribe-token-signature';
import type { UnsubscribeTokenClaims } from './unsubscribe-token-signature';

const macWith = (key: string) => (payload: Uint8Array) => new Uint8Array(createHmac('sha256', key).update(payload).digest());
const verifyWith = (key: string) => (payload: Uint8Array, mac: Uint8Array) => {
  const expected = macWith(key)(payload).subarray(0, 16);
  return mac.length === expected.length && timingSafeEqual(mac, expected);
};
const KEY = 'test key of the unsubscribe tokens';
const sign = (claims: UnsubscribeTokenClaims) => encodeUnsubscribeToken(claims, macWith(KEY));
const read = (token: string) => readUnsubscribeToken(token, verifyWith(KEY));

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Oracle: the token's bytes as Node decodes base64url, and the claims written out byte by byte. */
function oracleBytes(claims: UnsubscribeTokenClaims, key: string): Buffer {
  const payload = Buffer.alloc(14);
  payload[0] = 1;
  payload[1] = claims.kind === 'campaign' ? 1 : 2;
  payload.writeUInt32BE(claims.sendId, 2);
  payload.writeUInt32BE(claims.organizationId, 6);
  payload.writeUInt32BE(claims.issuedAt, 10);
  return Buffer.concat([payload, createHmac('sha256', key).update(payload).digest().subarray(0, 16)]);
}

const claimsArb = fc.record({
  kind: fc.constantFrom<UnsubscribeTokenClaims['kind']>('campaign', 'sequence'),
  sendId: fc.integer({ min: 1, max: 2_147_483_647 }),
  organizationId: fc.integer({ min: 1, max: 2_147_483_647 }),
  issuedAt: fc.integer({ min: 0, max: 4_294_967_295 }),
});

describe('signed unsubscribe token', () => {
  it('is 40 base64url characters: the 14 payload bytes and a 16-byte MAC, as Node encodes them', () => {
    const claims: UnsubscribeTokenClaims = { kind: 'campaign', sendId: 42, organizationId: 7, issuedAt: 1_772_442_000 };
    const token = sign(claims);
    expect(token).toHaveLength(UNSUBSCRIBE_TOKEN_LENGTH);
    expect(token).toBe(oracleBytes(claims, KEY).toString('base64url'));
    expect(looksLikeSignedUnsubscribeToken(token)).toBe(true);
    expect(read(token)).toEqual({ ok: true, claims });
  });

  it('property: round trip, and the same bytes as the oracle', () => {
    fc.assert(
      fc.property(claimsArb, (claims) => {
        const token = sign(claims);
        expect(token).toBe(oracleBytes(claims, KEY).toString('base64url'));
        expect(read(token)).toEqual({ ok: true, claims });
      }),
    );
  });

  it('property: any changed character is refused (format or signature, never other claims)', () => {
    fc.assert(
      fc.property(claimsArb, fc.nat(UNSUBSCRIBE_TOKEN_LENGTH - 1), fc.nat(ALPHABET.length - 2), (claims, position, shift) => {
        const token = sign(claims);
        const at = ALPHABET.indexOf(token[position]!);
        const changed = token.slice(0, position) + ALPHABET[(at + 1 + shift) % ALPHABET.length] + token.slice(position + 1);
        expect(changed).not.toBe(token);
        expect(read(changed).ok).toBe(false);
      }),
    );
  });

  it('property: any changed byte is refused', () => {
    fc.assert(
      fc.property(claimsArb, fc.nat(29), fc.integer({ min: 1, max: 255 }), (claims, index, flip) => {
        const bytes = oracleBytes(claims, KEY);
        bytes[index] = bytes[index]! ^ flip;
        expect(read(bytes.toString('base64url')).ok).toBe(false);
      }),
    );
  });

  it('property: a token signed with another key is refused as a forged signature', () => {
    fc.assert(
      fc.property(claimsArb, fc.string({ minLength: 1 }).filter((key) => key !== KEY), (claims, otherKey) => {
        expect(read(encodeUnsubscribeToken(claims, macWith(otherKey)))).toEqual({ ok: false, reason: 'signature' });
      }),
    );
  });

  it('property: any other text of the wrong shape is refused as a format error without calling verify', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        fc.pre(!/^[A-Za-z0-9_-]{40}$/.test(text));
        let called = false;
        const reading = readUnsubscribeToken(text, () => {
          called = true;
          return true;
        });
        expect(reading).toEqual({ ok: false, reason: 'format' });
        expect(called).toBe(false);
      }),
    );
  });

  it('refuses as format: a random 144-bit token of ADR 038, padding, another version, kind or an id 0', () => {
    const good = oracleBytes({ kind: 'campaign', sendId: 5, organizationId: 3, issuedAt: 0 }, KEY);
    const variant = (index: number, value: number) => {
      const bytes = Buffer.from(good);
      bytes[index] = value;
      return readUnsubscribeToken(bytes.toString('base64url'), () => true);
    };
    expect(read('AbCdEfGhIjKlMnOpQrStUvWx')).toEqual({ ok: false, reason: 'format' });
    expect(read(`${good.toString('base64url').slice(0, 38)}==`)).toEqual({ ok: false, reason: 'format' });
    expect(variant(0, 2)).toEqual({ ok: false, reason: 'format' });
    expect(variant(1, 3)).toEqual({ ok: false, reason: 'format' });
    expect(variant(5, 0)).toEqual({ ok: false, reason: 'format' });
    expect(variant(2, 0x80)).toEqual({ ok: false, reason: 'format' });
    expect(variant(9, 0)).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses to sign claims out of range', () => {
    expect(() => unsubscribeTokenPayload({ kind: 'campaign', sendId: 0, organizationId: 1, issuedAt: 0 })).toThrow(RangeError);
    expect(() => unsubscribeTokenPayload({ kind: 'campaign', sendId: 1, organizationId: 2 ** 31, issuedAt: 0 })).toThrow(RangeError);
    expect(() => unsubscribeTokenPayload({ kind: 'campaign', sendId: 1, organizationId: 1, issuedAt: -1 })).toThrow(RangeError);
    expect(() => unsubscribeTokenPayload({ kind: 'campaign', sendId: 1.5, organizationId: 1, issuedAt: 0 })).toThrow(RangeError);
    expect(() => encodeUnsubscribeToken({ kind: 'campaign', sendId: 1, organizationId: 1, issuedAt: 0 }, () => new Uint8Array(8))).toThrow(RangeError);
  });
});

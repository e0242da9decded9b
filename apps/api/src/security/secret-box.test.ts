import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSecretBox, decodeSecretKey, generateSecretKey, SecretBoxError } from './secret-box';

const box = createSecretBox(decodeSecretKey(generateSecretKey())!);

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, whatever the text, and never seals twice the same bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const sealed = box.seal(text);
        expect(box.open(sealed, box.keyId)).toBe(text);
        expect(sealed.equals(box.seal(text))).toBe(false);
        if (text.length >= 4) expect(sealed.includes(Buffer.from(text, 'utf8'))).toBe(false);
      }),
    );
  });

  it('names a wrong key as such instead of answering garbage', () => {
    const other = createSecretBox(decodeSecretKey(generateSecretKey())!);
    const sealed = box.seal('mot de passe');
    expect(() => other.open(sealed, box.keyId)).toThrow(SecretBoxError);
    expect(() => other.open(sealed, box.keyId)).toThrow(/MAIL_SECRET_KEY/);
    // Even when a row claims the other key's id, the tag refuses it.
    expect(() => other.open(sealed, other.keyId)).toThrow(expect.objectContaining({ reason: 'corrupt' }));
  });

  it('refuses an altered or truncated secret', () => {
    const sealed = box.seal('mot de passe');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: sealed.length - 1 }), fc.integer({ min: 1, max: 255 }), (index, flip) => {
        const altered = Buffer.from(sealed);
        altered[index] = altered[index]! ^ flip;
        expect(() => box.open(altered, box.keyId)).toThrow(SecretBoxError);
      }),
    );
    expect(() => box.open(sealed.subarray(0, 20), box.keyId)).toThrow(expect.objectContaining({ reason: 'corrupt' }));
  });

  it('reads 32-byte keys in base64 or base64url only', () => {
    expect(decodeSecretKey(generateSecretKey())?.length).toBe(32);
    expect(decodeSecretKey(Buffer.alloc(32, 7).toString('base64url'))?.length).toBe(32);
    expect(decodeSecretKey(Buffer.alloc(16).toString('base64'))).toBeNull();
    expect(decodeSecretKey(Buffer.alloc(33).toString('base64'))).toBeNull();
    expect(decodeSecretKey('pas du base64 !')).toBeNull();
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PHONE_MIN_LENGTH, PHONE_PATTERN, validatePhone } from './phone-rule';

describe('validatePhone', () => {
  it('accepts 10+ characters of digits, space, plus, dot and hyphen', () => {
    expect(PHONE_MIN_LENGTH).toBe(10);
    expect(validatePhone('01 23 45 67 89').ok).toBe(true);
    expect(validatePhone('+33.1-23-45-67-89').ok).toBe(true);
    expect(validatePhone('0123456789').ok).toBe(true);
  });

  it('refuses other characters first, then short numbers', () => {
    expect(validatePhone('012345678')).toEqual({ ok: false, error: { code: 'PHONE.TOO_SHORT', details: { min: 10 } } });
    expect(validatePhone('01 23 45 67 8x')).toEqual({ ok: false, error: { code: 'PHONE.INVALID_CHARACTERS' } });
    expect(validatePhone('(01) 23 45 67 89').ok).toBe(false);
  });

  it('agrees with PHONE_PATTERN on any input', () => {
    const phone = fc.oneof(fc.string({ maxLength: 14 }), fc.string({ unit: fc.constantFrom('0', '9', ' ', '+', '.', '-', 'x', '('), maxLength: 14 }));
    fc.assert(fc.property(phone, (candidate) => validatePhone(candidate).ok === PHONE_PATTERN.test(candidate)));
  });
});

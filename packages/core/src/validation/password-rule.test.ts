import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_MIN_LENGTH, PASSWORD_PATTERN, passwordChecklist, validatePassword } from './password-rule';

describe('validatePassword', () => {
  it('accepts 8+ characters with lowercase, uppercase and digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validatePassword('Abcdefg1')).toEqual({ ok: true, value: 'Abcdefg1' });
    expect(validatePassword('Été 2025 !X')).toEqual({ ok: true, value: 'Été 2025 !X' });
  });

  it('names the first unmet criterion and lists them all', () => {
    expect(validatePassword('Abc1')).toEqual({ ok: false, error: { code: 'PASSWORD.TOO_SHORT', details: { failures: ['PASSWORD.TOO_SHORT'] } } });
    expect(validatePassword('ABCDEFG1')).toMatchObject({ error: { code: 'PASSWORD.LOWERCASE_MISSING' } });
    expect(validatePassword('abcdefg1')).toMatchObject({ error: { code: 'PASSWORD.UPPERCASE_MISSING' } });
    expect(validatePassword('Abcdefgh')).toMatchObject({ error: { code: 'PASSWORD.DIGIT_MISSING' } });
    expect(validatePassword('')).toMatchObject({
      error: { details: { failures: ['PASSWORD.TOO_SHORT', 'PASSWORD.LOWERCASE_MISSING', 'PASSWORD.UPPERCASE_MISSING', 'PASSWORD.DIGIT_MISSING'] } },
    });
    expect(validatePassword('ÉÉÉÉÉÉ12e')).toMatchObject({ error: { code: 'PASSWORD.UPPERCASE_MISSING' } });
  });

  it('checklist reports each criterion', () => {
    expect(passwordChecklist('abc')).toEqual({ length: false, lowercase: true, uppercase: false, digit: false });
  });

  it('agrees with PASSWORD_PATTERN on any input', () => {
    const password = fc.oneof(
      fc.string({ maxLength: 14 }),
      fc.string({ unit: 'grapheme', maxLength: 14 }),
      fc.string({ unit: fc.constantFrom('a', 'B', '1', ' ', '\n', 'é', '😀'), maxLength: 12 }),
    );
    fc.assert(fc.property(password, (candidate) => validatePassword(candidate).ok === PASSWORD_PATTERN.test(candidate)));
  });
});

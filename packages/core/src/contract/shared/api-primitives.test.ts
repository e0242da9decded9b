import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiColorSchema,
  ApiDateSchema,
  ApiDateTimeSchema,
  ApiEmailSchema,
  ApiIdSchema,
  apiIdList,
  ApiJsonObjectSchema,
  ApiNameSchema,
  ApiNewPasswordSchema,
  ApiPhoneSchema,
  ApiTimeZoneSchema,
  ApiUrlSchema,
  isSafeText,
  JSON_MAX_DEPTH,
  JSON_TOO_DEEP,
  PORT_LIMITS,
  safeString,
  TEXT_INVALID_CHARACTER,
  toSafeText,
} from './api-primitives';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('wire primitives', () => {
  it('ids are positive int32', () => {
    expect(ApiIdSchema.parse(1)).toBe(1);
    for (const bad of [0, -1, 1.5, PORT_LIMITS.maxId + 1, '1']) expect(ApiIdSchema.safeParse(bad).success).toBe(false);
    expect(apiIdList(2).safeParse([1, 2, 3]).success).toBe(false);
  });

  it('dates are ISO: calendar dates and instants with an offset', () => {
    expect(ApiDateSchema.parse('2025-01-10')).toBe('2025-01-10');
    expect(ApiDateSchema.safeParse('10/01/2025').success).toBe(false);
    expect(ApiDateTimeSchema.parse('2025-01-10T09:00:00.000Z')).toBe('2025-01-10T09:00:00.000Z');
    expect(ApiDateTimeSchema.parse('2025-01-10T10:00:00+01:00')).toBe('2025-01-10T10:00:00+01:00');
    expect(ApiDateTimeSchema.safeParse('2025-01-10 09:00').success).toBe(false);
  });

  it('phones follow the phone rule (10+ of digits, space, plus, dot, hyphen), at most 30', () => {
    expect(ApiPhoneSchema.parse('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(ApiPhoneSchema.parse('01.23.45.67.89')).toBe('01.23.45.67.89');
    expect(messageOf(ApiPhoneSchema.safeParse('01 23 45'))).toBe('PHONE.TOO_SHORT');
    expect(messageOf(ApiPhoneSchema.safeParse('01 23 45 67 8a'))).toBe('PHONE.INVALID_CHARACTERS');
    expect(ApiPhoneSchema.safeParse('0'.repeat(31)).success).toBe(false);
  });

  it('new passwords follow the password rule, at most 128', () => {
    expect(ApiNewPasswordSchema.parse('Secret123')).toBe('Secret123');
    expect(messageOf(ApiNewPasswordSchema.safeParse('Sec1'))).toBe('PASSWORD.TOO_SHORT');
    expect(messageOf(ApiNewPasswordSchema.safeParse('secret123'))).toBe('PASSWORD.UPPERCASE_MISSING');
    expect(ApiNewPasswordSchema.safeParse(`Aa1${'x'.repeat(126)}`).success).toBe(false);
  });

  it('names are trimmed, non-blank, at most 255', () => {
    expect(ApiNameSchema.parse('  Relance Q1 ')).toBe('Relance Q1');
    expect(ApiNameSchema.safeParse('   ').success).toBe(false);
    expect(ApiNameSchema.safeParse('x'.repeat(256)).success).toBe(false);
  });

  it('emails, colours, URLs, time zones and JSON objects are checked', () => {
    expect(ApiEmailSchema.parse('jean.dupont@exemple.fr')).toBe('jean.dupont@exemple.fr');
    expect(ApiEmailSchema.safeParse('jean.dupont').success).toBe(false);
    expect(ApiColorSchema.parse('#1A2b3C')).toBe('#1A2b3C');
    expect(ApiColorSchema.safeParse('red').success).toBe(false);
    expect(ApiUrlSchema.parse('https://app.cible.fr/personal-space')).toBe('https://app.cible.fr/personal-space');
    expect(ApiUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(ApiTimeZoneSchema.parse('Europe/Paris')).toBe('Europe/Paris');
    expect(ApiTimeZoneSchema.safeParse('Europe/Paris; DROP').success).toBe(false);
    const big = Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`k${index}`, index]));
    expect(ApiJsonObjectSchema.safeParse(big).success).toBe(false);
    expect(ApiJsonObjectSchema.parse({ a: 1 })).toEqual({ a: 1 });
  });
});

/** Oracle: walks the UTF-16 code units one by one (no regular expression). */
function isWellFormedWithoutNul(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit === 0) return false;
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (isLow) return false;
    if (isHigh) {
      const next = index + 1 < text.length ? text.charCodeAt(index + 1) : -1;
      if (next < 0xdc00 || next > 0xdfff) return false;
      index += 1;
    }
  }
  return true;
}

/** Texts rich in the interesting code units: NUL, high and low surrogates, pairs, ASCII, accents. */
const hostileUnit = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\ude00', 'a', 'é', ' ', '\uffff'),
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
);
const hostileText = fc.array(hostileUnit, { maxLength: 12 }).map((units) => units.join(''));

describe('safeString: NUL and lone surrogates refused', () => {
  it('agrees with a code-unit oracle on any text (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })), (text) => {
        const expected = isWellFormedWithoutNul(text);
        expect(isSafeText(text)).toBe(expected);
        const result = safeString().safeParse(text);
        expect(result.success).toBe(expected);
        if (!expected) expect(messageOf(result)).toBe(TEXT_INVALID_CHARACTER);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps well-formed texts: accents, emoji pairs, every plane', () => {
    for (const text of ['', 'Société Générale', 'a\u00a0b', '😀 ok', '\ud83d\ude00\ud83d\ude00', '\uffff', '\t\n']) {
      expect(safeString().parse(text)).toBe(text);
    }
  });

  it('refuses NUL, a lone high surrogate, a lone low surrogate and a swapped pair', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\ud800', '\ud800x', '\udc00', 'x\udfffy', '\ude00\ud83d']) {
      expect(messageOf(safeString().safeParse(text))).toBe(TEXT_INVALID_CHARACTER);
    }
  });

  it('chains like z.string(): trim, min, max and regex still apply, before and after the check', () => {
    const name = safeString().trim().min(1).max(5);
    expect(name.parse('  abc ')).toBe('abc');
    expect(name.safeParse('   ').success).toBe(false);
    expect(messageOf(name.safeParse(' a\u0000 '))).toBe(TEXT_INVALID_CHARACTER);
    expect(safeString().safeParse(1).success).toBe(false);
  });

  it('the shared primitives refuse them too: names, HTML, phones, passwords, URLs', () => {
    expect(messageOf(ApiNameSchema.safeParse('Relance\u0000'))).toBe(TEXT_INVALID_CHARACTER);
    expect(ApiPhoneSchema.safeParse('01 23 45 67 89\u0000').success).toBe(false);
    expect(ApiNewPasswordSchema.safeParse('Secret123\ud800').success).toBe(false);
    expect(messageOf(ApiUrlSchema.safeParse('https://app.cible.fr/\u0000'))).toBe(TEXT_INVALID_CHARACTER);
    expect(messageOf(ApiUrlSchema.safeParse('https://app.cible.fr/\udc00'))).toBe(TEXT_INVALID_CHARACTER);
  });

  it('toSafeText replaces each NUL and lone surrogate by U+FFFD and keeps everything else (fast-check)', () => {
    expect(toSafeText('a\u0000b\ud800c\udc00\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ufffd\ud83d\ude00');
    fc.assert(
      fc.property(hostileText, (text) => {
        const safe = toSafeText(text);
        expect(isWellFormedWithoutNul(safe)).toBe(true);
        expect(safe.length).toBe(text.length);
        if (isWellFormedWithoutNul(text)) expect(safe).toBe(text);
      }),
      { numRuns: 1_000 },
    );
  });

  it('checks a 1 MB text in well under 50 ms', () => {
    const big = `${'é'.repeat(1_048_575)}\ud800`;
    const started = performance.now();
    expect(isSafeText(big)).toBe(false);
    expect(isSafeText(big.slice(0, -1))).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('ApiJsonObjectSchema: keys and strings checked at any depth, depth bounded', () => {
  const nest = (depth: number, leaf: unknown): unknown => (depth <= 1 ? leaf : { k: nest(depth - 1, leaf) });

  it('refuses a bad key or a bad string at any depth, with its path', () => {
    const badKey = ApiJsonObjectSchema.safeParse({ a: { b: [{ 'c\u0000': 1 }] } });
    expect(badKey.error?.issues[0]).toMatchObject({ message: TEXT_INVALID_CHARACTER, path: ['a', 'b', 0, 'c\u0000'] });
    const badValue = ApiJsonObjectSchema.safeParse({ a: [1, 'ok', ['\ud800']] });
    expect(badValue.error?.issues[0]).toMatchObject({ message: TEXT_INVALID_CHARACTER, path: ['a', 2, 0] });
    expect(messageOf(ApiJsonObjectSchema.safeParse({ 'k\udc00': 1 }))).toBe(TEXT_INVALID_CHARACTER);
    expect(messageOf(ApiJsonObjectSchema.safeParse({ ['k'.repeat(101)]: 1 }))).toBe('JSON.KEY_TOO_LONG');
    expect(ApiJsonObjectSchema.safeParse({ ['k'.repeat(100)]: 1 }).success).toBe(true);
  });

  it('accepts nesting up to JSON_MAX_DEPTH and refuses one level more', () => {
    // nest(n, object) is n nested objects: the outermost is depth 1.
    expect(ApiJsonObjectSchema.safeParse(nest(JSON_MAX_DEPTH, { leaf: 'é' })).success).toBe(true);
    expect(ApiJsonObjectSchema.safeParse(nest(JSON_MAX_DEPTH + 1, { leaf: 'é' })).success).toBe(false);
    expect(ApiJsonObjectSchema.safeParse(nest(JSON_MAX_DEPTH, { leaf: [] })).success).toBe(false);
    expect(messageOf(ApiJsonObjectSchema.safeParse(nest(JSON_MAX_DEPTH + 5, 1)))).toBe(JSON_TOO_DEEP);
  });

  it('agrees with the oracle on any JSON value (fast-check)', () => {
    const everyText = (value: unknown): boolean => {
      if (typeof value === 'string') return isWellFormedWithoutNul(value);
      if (Array.isArray(value)) return value.every(everyText);
      if (value !== null && typeof value === 'object') {
        return Object.entries(value).every(([key, item]) => isWellFormedWithoutNul(key) && everyText(item));
      }
      return true;
    };
    const jsonArbitrary = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        hostileText,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 3 }),
        tie('object'),
      ),
      object: fc.dictionary(hostileText.filter((key) => key.length <= 100), tie('value'), { maxKeys: 3 }),
    }));
    fc.assert(
      fc.property(jsonArbitrary.object, (object) => {
        expect(ApiJsonObjectSchema.safeParse(object).success).toBe(everyText(object));
      }),
      { numRuns: 1_000 },
    );
  });
});

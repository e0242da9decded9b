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
  PORT_LIMITS,
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

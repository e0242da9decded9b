import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { CREDIT_KINDS, isCreditKindCode } from './credit-kinds';

describe('CREDIT_KINDS', () => {
  it('has the four kinds with their API path codes', () => {
    expect(CREDIT_KINDS.map((k) => k.code)).toEqual(['sequence', 'email-rental', 'export', 'consultation']);
    expect(CREDIT_KINDS.map((k) => k.id)).toEqual([1, 2, 3, 4]);
    expect(new Set(CREDIT_KINDS.map((k) => frText(k.label))).size).toBe(4);
  });

  it('codes are safe path segments', () => {
    for (const kind of CREDIT_KINDS) expect(kind.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('recognises only the catalogue codes', () => {
    expect(isCreditKindCode('email-rental')).toBe(true);
    expect(isCreditKindCode('email_rental')).toBe(false);
    const codes = new Set<string>(CREDIT_KINDS.map((k) => k.code));
    fc.assert(fc.property(fc.string(), (s) => isCreditKindCode(s) === codes.has(s)));
  });
});

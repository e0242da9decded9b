import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import {
  INQUIRY_SUB_TYPE,
  INQUIRY_SUB_TYPES,
  INQUIRY_TYPE,
  INQUIRY_TYPES,
  inquirySubTypeMatchesType,
  inquirySubTypesOfType,
} from './inquiry-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('INQUIRY_TYPES', () => {
  it('has 1 contact and 2 company', () => {
    expect(INQUIRY_TYPES.map((t) => [t.id, t.code, frText(t.label)])).toEqual([
      [1, 'contact', 'Contact'],
      [2, 'company', 'Entreprise'],
    ]);
    expect(INQUIRY_TYPE.company).toBe(2);
  });
});

describe('INQUIRY_SUB_TYPES', () => {
  it('has ids 1 to 15 and 14 distinct labels, "Autre" used by 6 and 15', () => {
    expect(idsOf(INQUIRY_SUB_TYPES)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(INQUIRY_SUB_TYPES.map((s) => frText(s.label))).size).toBe(14);
    expect(INQUIRY_SUB_TYPES.filter((s) => frText(s.label) === 'Autre').map((s) => s.id)).toEqual([6, 15]);
    expect(new Set(INQUIRY_SUB_TYPES.map((s) => s.code)).size).toBe(15);
  });

  it('follows the spec order for ids 1 to 14', () => {
    expect(INQUIRY_SUB_TYPES.slice(0, 14).map((s) => enText(s.label))).toEqual([
      'Wrong position',
      'Wrong email',
      'Wrong phone',
      'Wrong assistant data',
      'Wrong LinkedIn URL',
      'Other',
      'Company address',
      'Switchboard number',
      'Group structure',
      'Financial data',
      'Mobile search',
      'Show mobile',
      'SIREN/SIRET',
      'Missing decision maker',
    ]);
    expect(frText(labelOf(INQUIRY_SUB_TYPES, 13))).toBe('SIREN/SIRET');
  });

  it('gives each sub-type an existing inquiry type; "Autre" once per type', () => {
    const typeIds = new Set(idsOf(INQUIRY_TYPES));
    for (const subType of INQUIRY_SUB_TYPES) expect(typeIds.has(subType.inquiryTypeId)).toBe(true);
    expect(idsOf(inquirySubTypesOfType(1))).toEqual([1, 2, 3, 4, 5, 6, 11, 12]);
    expect(idsOf(inquirySubTypesOfType(2))).toEqual([7, 8, 9, 10, 13, 14, 15]);
    for (const type of INQUIRY_TYPES) {
      const labels = inquirySubTypesOfType(type.id).map((s) => frText(s.label));
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.filter((l) => l === 'Autre')).toHaveLength(1);
    }
  });

  it('maps codes to ids', () => {
    for (const subType of INQUIRY_SUB_TYPES) expect(INQUIRY_SUB_TYPE[subType.code]).toBe(subType.id);
  });

  it('accepts a (type, sub-type) pair only when the sub-type belongs to the type', () => {
    expect(inquirySubTypeMatchesType(1, 2)).toBe(true);
    expect(inquirySubTypeMatchesType(2, 2)).toBe(false);
    expect(inquirySubTypeMatchesType(2, 15)).toBe(true);
    expect(inquirySubTypeMatchesType(1, 15)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 5 }), fc.integer({ min: -3, max: 20 }), (type, sub) => {
        const matches = inquirySubTypeMatchesType(type, sub);
        const expected = INQUIRY_SUB_TYPES.some((s) => s.id === sub && s.inquiryTypeId === type);
        return matches === expected;
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { BUSINESS_OPPORTUNITY_TYPE, BUSINESS_OPPORTUNITY_TYPES, isBusinessOpportunityTypeId } from './business-opportunity-types';
import { idsOf, labelOf } from './catalogue-entry';

const SPEC_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16, 17, 18, 26];

describe('BUSINESS_OPPORTUNITY_TYPES', () => {
  it('has exactly the spec ids', () => {
    expect(idsOf(BUSINESS_OPPORTUNITY_TYPES)).toEqual(SPEC_IDS);
  });

  it('has the French labels', () => {
    expect(frText(labelOf(BUSINESS_OPPORTUNITY_TYPES, 1))).toBe('Croissance externe');
    expect(frText(labelOf(BUSINESS_OPPORTUNITY_TYPES, 2))).toBe('Développement commercial');
    expect(frText(labelOf(BUSINESS_OPPORTUNITY_TYPES, 3))).toBe('Nouveau site');
    expect(frText(labelOf(BUSINESS_OPPORTUNITY_TYPES, 16))).toBe('Levée de fonds');
    expect(frText(labelOf(BUSINESS_OPPORTUNITY_TYPES, 17))).toBe('Appel d’offres IT');
    expect(enText(labelOf(BUSINESS_OPPORTUNITY_TYPES, 26))).toBe('Training tender');
    expect(new Set(BUSINESS_OPPORTUNITY_TYPES.map((t) => frText(t.label))).size).toBe(15);
  });

  it('flags exactly the three tenders', () => {
    expect(BUSINESS_OPPORTUNITY_TYPES.filter((t) => t.isTender).map((t) => t.id)).toEqual([17, 18, 26]);
  });

  it('maps codes to ids', () => {
    for (const type of BUSINESS_OPPORTUNITY_TYPES) expect(BUSINESS_OPPORTUNITY_TYPE[type.code]).toBe(type.id);
  });

  it('recognises exactly the spec ids', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 40 }), (n) => isBusinessOpportunityTypeId(n) === SPEC_IDS.includes(n)));
  });
});

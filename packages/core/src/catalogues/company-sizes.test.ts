import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import { COMPANY_SIZE, COMPANY_SIZES, isCompanySizeId } from './company-sizes';
import { idsOf, labelOf } from './catalogue-entry';

describe('COMPANY_SIZES', () => {
  it('has the spec ids in the spec order', () => {
    expect(idsOf(COMPANY_SIZES)).toEqual([211, 245, 247, 251, 367, 365, 207]);
    expect(frText(labelOf(COMPANY_SIZES, 211))).toBe('Grande entreprise');
    expect(frText(labelOf(COMPANY_SIZES, 245))).toBe('Entreprise de taille intermédiaire (ETI)');
    expect(frText(labelOf(COMPANY_SIZES, 247))).toBe('Filiale d’ETI');
    expect(frText(labelOf(COMPANY_SIZES, 251))).toBe('Filiale de PME');
    expect(frText(labelOf(COMPANY_SIZES, 367))).toBe('Moyenne entreprise (PME)');
    expect(frText(labelOf(COMPANY_SIZES, 365))).toBe('Petite entreprise (TPE)');
    expect(frText(labelOf(COMPANY_SIZES, 207))).toBe('Start-up');
  });

  it('has unique labels and codes, and COMPANY_SIZE maps every code', () => {
    expect(new Set(COMPANY_SIZES.map((s) => frText(s.label))).size).toBe(7);
    expect(new Set(COMPANY_SIZES.map((s) => enText(s.label))).size).toBe(7);
    for (const size of COMPANY_SIZES) expect(COMPANY_SIZE[size.code]).toBe(size.id);
    expect(COMPANY_SIZE.startup).toBe(207);
  });

  it('recognises exactly the catalogue ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (id) => isCompanySizeId(id) === idsOf(COMPANY_SIZES).includes(id as never)),
    );
  });
});

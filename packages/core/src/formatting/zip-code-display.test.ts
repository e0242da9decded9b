import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FRANCE_COUNTRY_ID } from '../catalogues/countries';
import { displayCompanyZipCode, displayZipCode } from './zip-code-display';

describe('displayZipCode', () => {
  it('shows only the first two digits', () => {
    expect(displayZipCode('75008')).toBe('75');
    expect(displayZipCode(' 69003 ')).toBe('69');
    expect(displayZipCode('2A004')).toBe('2A');
    expect(displayZipCode(1000)).toBe('01');
    expect(displayZipCode('1000')).toBe('01');
    expect(displayZipCode(null)).toBe('');
    expect(displayZipCode('')).toBe('');
  });

  it('never shows more than two characters', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer()), (zip) => [...displayZipCode(zip)].length <= 2));
  });
});

describe('displayCompanyZipCode', () => {
  it('shows the department only for French companies', () => {
    expect(FRANCE_COUNTRY_ID).toBe(72);
    expect(displayCompanyZipCode('75008', 72)).toBe('75');
    expect(displayCompanyZipCode('10115', 56)).toBe('');
    expect(displayCompanyZipCode('75008', null)).toBe('');
  });

  it('is empty outside France and at most two characters inside', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 300 }), (zip, country) => {
        const shown = displayCompanyZipCode(zip, country);
        return country === FRANCE_COUNTRY_ID ? [...shown].length <= 2 : shown === '';
      }),
    );
  });
});

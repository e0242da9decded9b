import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { departmentByZipCode } from './departments';
import { regionZipCodes, zipCodeInRegion } from './region-zip-codes';
import { FRENCH_REGIONS } from './regions';

const REGION_IDS = [...FRENCH_REGIONS.map((region) => region.id), 0, 999];
const fiveDigits = (n: number) => String(n).padStart(5, '0');

describe('regionZipCodes', () => {
  it('answers what departmentByZipCode says for random postcodes and every region (oracle)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom(...REGION_IDS), (n, regionId) => {
        const zip = fiveDigits(n);
        expect(zipCodeInRegion(zip, regionZipCodes(regionId))).toBe(departmentByZipCode(zip)?.regionId === regionId);
      }),
      { numRuns: 5_000 },
    );
  });

  it('agrees with departmentByZipCode on every postcode of Corsica and overseas, where the rule is not two digits', () => {
    const regions = REGION_IDS.map((regionId) => [regionId, regionZipCodes(regionId)] as const);
    for (const start of [20_000, 97_000, 98_000]) {
      for (let n = start; n < start + 1_000; n += 1) {
        const zip = fiveDigits(n);
        const expected = departmentByZipCode(zip)?.regionId;
        for (const [regionId, codes] of regions) expect(zipCodeInRegion(zip, codes), `${zip} in ${regionId}`).toBe(expected === regionId);
      }
    }
  });

  it('has no prefix for an unknown region', () => {
    expect(regionZipCodes(999)).toEqual({ prefixes: [], excluded: [] });
  });
});

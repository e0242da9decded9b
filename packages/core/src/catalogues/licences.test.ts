import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCES, LICENCE_IDS, isLicenceId, licenceByCode, licenceById } from './licences';

describe('licences catalogue', () => {
  it('has ids 0 to 15 in order with the spec names', () => {
    expect(LICENCE_IDS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(licenceById(4).code).toBe('kam');
    expect(licenceById(8).code).toBe('sales_pme');
    expect(licenceById(15).code).toBe('sender_v2');
    expect(licenceByCode('smart_campaign_v2').id).toBe(14);
    expect(new Set(LICENCES.map((l) => l.code)).size).toBe(16);
  });

  it('maps unknown ids to the no-licence entry', () => {
    fc.assert(fc.property(fc.integer({ min: 16, max: 10_000 }), (id) => licenceById(id).id === 0 && !isLicenceId(id)));
  });
});

import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { CLIENT_TYPES } from './client-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('CLIENT_TYPES', () => {
  it('has 162 B2B, 167 B2B et B2C, 169 B2C', () => {
    expect(idsOf(CLIENT_TYPES)).toEqual([162, 167, 169]);
    expect(frText(labelOf(CLIENT_TYPES, 162))).toBe('B2B');
    expect(frText(labelOf(CLIENT_TYPES, 167))).toBe('B2B et B2C');
    expect(enText(labelOf(CLIENT_TYPES, 167))).toBe('B2B and B2C');
    expect(frText(labelOf(CLIENT_TYPES, 169))).toBe('B2C');
  });

  it('says whom each type sells to, the mixed type selling to both', () => {
    for (const type of CLIENT_TYPES) {
      expect(type.sellsToBusinesses).toBe(frText(type.label).includes('B2B'));
      expect(type.sellsToConsumers).toBe(frText(type.label).includes('B2C'));
    }
    expect(new Set(CLIENT_TYPES.map((t) => frText(t.label))).size).toBe(3);
  });
});

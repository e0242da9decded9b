import { describe, expect, it } from 'vitest';
import { STRUCTURE_TYPES } from './structure-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('STRUCTURE_TYPES', () => {
  it('has the spec ids 102, 132, 160 with the designed labels', () => {
    expect(idsOf(STRUCTURE_TYPES)).toEqual([102, 132, 160]);
    expect(labelOf(STRUCTURE_TYPES, 102)).toBe('Entreprise privée');
    expect(labelOf(STRUCTURE_TYPES, 132)).toBe('Établissement public');
    expect(labelOf(STRUCTURE_TYPES, 160)).toBe('Association / ONG');
    expect(new Set(STRUCTURE_TYPES.map((t) => t.labelEn)).size).toBe(3);
  });
});

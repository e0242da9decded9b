import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { STRUCTURE_TYPES } from './structure-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('STRUCTURE_TYPES', () => {
  it('has the spec ids 102, 132, 160 with the designed labels', () => {
    expect(idsOf(STRUCTURE_TYPES)).toEqual([102, 132, 160]);
    expect(frText(labelOf(STRUCTURE_TYPES, 102))).toBe('Entreprise privée');
    expect(frText(labelOf(STRUCTURE_TYPES, 132))).toBe('Établissement public');
    expect(frText(labelOf(STRUCTURE_TYPES, 160))).toBe('Association / ONG');
    expect(new Set(STRUCTURE_TYPES.map((t) => enText(t.label))).size).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { SHAREHOLDING_TYPES } from './shareholding-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('SHAREHOLDING_TYPES', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(SHAREHOLDING_TYPES)).toEqual([1, 2, 3, 4, 5]);
    expect(frText(labelOf(SHAREHOLDING_TYPES, 1))).toBe('Actionnariat public');
    expect(frText(labelOf(SHAREHOLDING_TYPES, 2))).toBe('Entreprise familiale');
    expect(frText(labelOf(SHAREHOLDING_TYPES, 3))).toBe('Franchise');
    expect(frText(labelOf(SHAREHOLDING_TYPES, 4))).toBe('Filiale de groupe');
    expect(frText(labelOf(SHAREHOLDING_TYPES, 5))).toBe('Détenue par un fonds d’investissement');
  });

  it('has unique French and English labels', () => {
    expect(new Set(SHAREHOLDING_TYPES.map((entry) => frText(entry.label))).size).toBe(SHAREHOLDING_TYPES.length);
    expect(new Set(SHAREHOLDING_TYPES.map((entry) => enText(entry.label))).size).toBe(SHAREHOLDING_TYPES.length);
  });
});

import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { GROWTH_TYPES } from './growth-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('GROWTH_TYPES', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(GROWTH_TYPES)).toEqual([1, 2]);
    expect(frText(labelOf(GROWTH_TYPES, 1))).toBe('Croissance');
    expect(frText(labelOf(GROWTH_TYPES, 2))).toBe('Hypercroissance');
  });

  it('has unique French and English labels', () => {
    expect(new Set(GROWTH_TYPES.map((entry) => frText(entry.label))).size).toBe(GROWTH_TYPES.length);
    expect(new Set(GROWTH_TYPES.map((entry) => enText(entry.label))).size).toBe(GROWTH_TYPES.length);
  });
});

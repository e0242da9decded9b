import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { SCHOOL_TYPES } from './school-types';
import { idsOf, labelOf } from './catalogue-entry';

describe('SCHOOL_TYPES', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(SCHOOL_TYPES)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(frText(labelOf(SCHOOL_TYPES, 1))).toBe('École de commerce');
    expect(frText(labelOf(SCHOOL_TYPES, 2))).toBe('École d’ingénieurs');
    expect(frText(labelOf(SCHOOL_TYPES, 3))).toBe('Université');
    expect(frText(labelOf(SCHOOL_TYPES, 4))).toBe('Institut d’études politiques (IEP)');
  });

  it('has unique French and English labels', () => {
    expect(new Set(SCHOOL_TYPES.map((entry) => frText(entry.label))).size).toBe(SCHOOL_TYPES.length);
    expect(new Set(SCHOOL_TYPES.map((entry) => enText(entry.label))).size).toBe(SCHOOL_TYPES.length);
  });
});

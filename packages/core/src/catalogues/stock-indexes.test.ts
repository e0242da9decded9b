import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { STOCK_INDEXES } from './stock-indexes';
import { idsOf, labelOf } from './catalogue-entry';

describe('STOCK_INDEXES', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(STOCK_INDEXES)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const names = STOCK_INDEXES.map((index) => frText(index.label));
    for (const name of ['CAC 40', 'SBF 120', 'CAC Mid 60', 'CAC Small', 'Euronext Growth All Share']) expect(names).toContain(name);
    expect(frText(labelOf(STOCK_INDEXES, 1))).toBe('CAC 40');
  });

  it('has unique French and English labels', () => {
    expect(new Set(STOCK_INDEXES.map((entry) => frText(entry.label))).size).toBe(STOCK_INDEXES.length);
    expect(new Set(STOCK_INDEXES.map((entry) => enText(entry.label))).size).toBe(STOCK_INDEXES.length);
  });
});

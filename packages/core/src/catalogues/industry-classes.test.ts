import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { INDUSTRY_CLASSES } from './industry-classes';
import { idsOf } from './catalogue-entry';

describe('INDUSTRY_CLASSES', () => {
  it('has 12 classes with ids 1 to 12 and unique labels', () => {
    expect(idsOf(INDUSTRY_CLASSES)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(INDUSTRY_CLASSES.map((c) => frText(c.label))).size).toBe(12);
    expect(new Set(INDUSTRY_CLASSES.map((c) => enText(c.label))).size).toBe(12);
  });
});

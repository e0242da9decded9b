import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { ADVERTISER_TAGS } from './advertiser-tags';
import { idsOf, labelOf } from './catalogue-entry';

describe('ADVERTISER_TAGS', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(ADVERTISER_TAGS)).toEqual([1, 2, 3, 4]);
    expect(frText(labelOf(ADVERTISER_TAGS, 1))).toBe('Annonceurs uniquement');
    expect(frText(labelOf(ADVERTISER_TAGS, 2))).toBe('Top 100 des annonceurs');
    expect(frText(labelOf(ADVERTISER_TAGS, 3))).toContain('en croissance');
    expect(frText(labelOf(ADVERTISER_TAGS, 4))).toContain('en décroissance');
  });

  it('has unique French and English labels', () => {
    expect(new Set(ADVERTISER_TAGS.map((entry) => frText(entry.label))).size).toBe(ADVERTISER_TAGS.length);
    expect(new Set(ADVERTISER_TAGS.map((entry) => enText(entry.label))).size).toBe(ADVERTISER_TAGS.length);
  });
});

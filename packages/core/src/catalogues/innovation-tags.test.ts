import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { INNOVATION_TAGS } from './innovation-tags';
import { idsOf, labelOf } from './catalogue-entry';

describe('INNOVATION_TAGS', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(INNOVATION_TAGS)).toEqual([1, 2]);
    expect(frText(labelOf(INNOVATION_TAGS, 1))).toBe('Entreprise innovante');
    expect(frText(labelOf(INNOVATION_TAGS, 2))).toBe('Entreprise à mission');
  });

  it('has unique French and English labels', () => {
    expect(new Set(INNOVATION_TAGS.map((entry) => frText(entry.label))).size).toBe(INNOVATION_TAGS.length);
    expect(new Set(INNOVATION_TAGS.map((entry) => enText(entry.label))).size).toBe(INNOVATION_TAGS.length);
  });
});

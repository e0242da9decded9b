import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import { ADVERTISER_MEDIA } from './advertiser-media';
import { idsOf, labelOf } from './catalogue-entry';

describe('ADVERTISER_MEDIA', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(ADVERTISER_MEDIA)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ADVERTISER_MEDIA.map((medium) => frText(medium.label))).toEqual(['Presse', 'Radio', 'Télévision', 'Affichage', 'Cinéma', 'Display internet']);
    expect(enText(labelOf(ADVERTISER_MEDIA, 6))).toBe('Internet display');
  });

  it('has unique French and English labels', () => {
    expect(new Set(ADVERTISER_MEDIA.map((entry) => frText(entry.label))).size).toBe(ADVERTISER_MEDIA.length);
    expect(new Set(ADVERTISER_MEDIA.map((entry) => enText(entry.label))).size).toBe(ADVERTISER_MEDIA.length);
  });
});

import { describe, expect, it } from 'vitest';
import { ADVERTISER_MEDIA } from './advertiser-media';
import { idsOf, labelOf } from './catalogue-entry';

describe('ADVERTISER_MEDIA', () => {
  it('has the ids and labels of the spec', () => {
    expect(idsOf(ADVERTISER_MEDIA)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ADVERTISER_MEDIA.map((medium) => medium.label)).toEqual(['Presse', 'Radio', 'Télévision', 'Affichage', 'Cinéma', 'Display internet']);
    expect(labelOf(ADVERTISER_MEDIA, 6, 'en')).toBe('Internet display');
  });

  it('has unique French and English labels', () => {
    expect(new Set(ADVERTISER_MEDIA.map((entry) => entry.label)).size).toBe(ADVERTISER_MEDIA.length);
    expect(new Set(ADVERTISER_MEDIA.map((entry) => entry.labelEn)).size).toBe(ADVERTISER_MEDIA.length);
  });
});

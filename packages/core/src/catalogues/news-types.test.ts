import { describe, expect, it } from 'vitest';
import { frText, enText } from '../testing/texts';
import fc from 'fast-check';
import {
  NEWS_PIECE_KINDS,
  NEWS_QUERY_TYPE_IDS,
  NEWS_TAGS,
  NEWS_TYPES,
  newsPieceKindOf,
  newsTypeIdOfBusinessOpportunity,
} from './news-types';
import { BUSINESS_OPPORTUNITY_TYPES } from './business-opportunity-types';
import { findEntry, idsOf, labelOf } from './catalogue-entry';

const SIGNAL_IDS = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 29, 30, 31];

describe('NEWS_TYPES', () => {
  it('has the spec ids', () => {
    expect(idsOf(NEWS_TYPES)).toEqual([2, 3, 4, 6, 7, 12, 13, ...SIGNAL_IDS]);
    expect(new Set(NEWS_TYPES.map((t) => t.code)).size).toBe(NEWS_TYPES.length);
    expect(new Set(NEWS_TYPES.map((t) => frText(t.label))).size).toBe(NEWS_TYPES.length);
  });

  it('labels the named types', () => {
    expect(frText(labelOf(NEWS_TYPES, 2))).toBe('Nomination');
    expect(frText(labelOf(NEWS_TYPES, 3))).toBe('Départ');
    expect(frText(labelOf(NEWS_TYPES, 4))).toBe('Anniversaire');
    expect(frText(labelOf(NEWS_TYPES, 6))).toBe('Conférence');
    expect(frText(labelOf(NEWS_TYPES, 7))).toBe('Intervenant');
    expect(frText(labelOf(NEWS_TYPES, 12))).toBe('Article de presse');
    expect(frText(labelOf(NEWS_TYPES, 13))).toBe('Nouveau contact');
    expect(frText(labelOf(NEWS_TYPES, 14))).toBe('Croissance externe');
    expect(frText(labelOf(NEWS_TYPES, 16))).toBe('Nouveau site');
    expect(frText(labelOf(NEWS_TYPES, 26))).toBe('Levée de fonds');
    expect(frText(labelOf(NEWS_TYPES, 29))).toBe('Appel d’offres IT');
    expect(frText(labelOf(NEWS_TYPES, 30))).toBe('Appel d’offres marketing');
    expect(frText(labelOf(NEWS_TYPES, 31))).toBe('Appel d’offres formation');
  });

  it('makes business signals one-to-one with business opportunity types, same labels', () => {
    const signals = NEWS_TYPES.filter((t) => t.pieceKind === 'business_signal');
    expect(idsOf(signals)).toEqual(SIGNAL_IDS);
    expect(signals.map((t) => t.businessOpportunityTypeId)).toEqual(idsOf(BUSINESS_OPPORTUNITY_TYPES));
    for (const signal of signals) {
      const opportunity = findEntry(BUSINESS_OPPORTUNITY_TYPES, signal.businessOpportunityTypeId ?? -1);
      expect(frText(signal.label)).toBe(frText(opportunity?.label));
      expect(enText(signal.label)).toBe(enText(opportunity?.label));
    }
    expect(NEWS_TYPES.filter((t) => t.pieceKind !== 'business_signal').every((t) => t.businessOpportunityTypeId === null)).toBe(true);
  });

  it('finds the signal of each business opportunity type', () => {
    expect(newsTypeIdOfBusinessOpportunity(1)).toBe(14);
    expect(newsTypeIdOfBusinessOpportunity(11)).toBe(24);
    expect(newsTypeIdOfBusinessOpportunity(16)).toBe(26);
    expect(newsTypeIdOfBusinessOpportunity(17)).toBe(29);
    expect(newsTypeIdOfBusinessOpportunity(26)).toBe(31);
    for (const type of BUSINESS_OPPORTUNITY_TYPES) {
      expect(findEntry(NEWS_TYPES, newsTypeIdOfBusinessOpportunity(type.id))?.businessOpportunityTypeId).toBe(type.id);
    }
  });
});

describe('NEWS_PIECE_KINDS', () => {
  it('has the five app-shell kinds', () => {
    expect(NEWS_PIECE_KINDS.map((k) => k.code)).toEqual(['business_signal', 'departure', 'product', 'press', 'speaker']);
    expect(idsOf(NEWS_PIECE_KINDS)).toEqual([1, 2, 3, 4, 5]);
  });

  it('maps each news type to a kind', () => {
    expect(newsPieceKindOf(2)).toBe('product');
    expect(newsPieceKindOf(3)).toBe('departure');
    expect(newsPieceKindOf(4)).toBe('product');
    expect(newsPieceKindOf(6)).toBe('speaker');
    expect(newsPieceKindOf(7)).toBe('speaker');
    expect(newsPieceKindOf(12)).toBe('press');
    expect(newsPieceKindOf(13)).toBe('product');
    for (const id of SIGNAL_IDS) expect(newsPieceKindOf(id)).toBe('business_signal');
    const kindCodes = new Set(NEWS_PIECE_KINDS.map((k) => k.code));
    for (const type of NEWS_TYPES) expect(kindCodes.has(type.pieceKind)).toBe(true);
    expect(new Set(NEWS_TYPES.map((t) => t.pieceKind))).toEqual(kindCodes);
  });

  it('has no kind for an id outside the catalogue', () => {
    const known = new Set<number>(idsOf(NEWS_TYPES));
    fc.assert(fc.property(fc.integer({ min: -10, max: 100 }), (n) => known.has(n) || newsPieceKindOf(n) === undefined));
  });
});

describe('NEWS_TAGS', () => {
  it('has ids 2 to 31', () => {
    expect(idsOf(NEWS_TAGS)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    expect(new Set(NEWS_TAGS.map((t) => frText(t.label))).size).toBe(30);
  });

  it('shares the label of the news type of the same id, and only the eight editorial tags have none', () => {
    for (const tag of NEWS_TAGS) {
      if (tag.newsTypeId === null) continue;
      expect(tag.newsTypeId).toBe(tag.id);
      expect(frText(tag.label)).toBe(frText(labelOf(NEWS_TYPES, tag.id)));
      expect(enText(tag.label)).toBe(enText(labelOf(NEWS_TYPES, tag.id)));
    }
    expect(NEWS_TAGS.filter((t) => t.newsTypeId === null).map((t) => t.id)).toEqual([5, 8, 9, 10, 11, 25, 27, 28]);
    expect(NEWS_TAGS.filter((t) => t.newsTypeId !== null)).toHaveLength(NEWS_TYPES.length);
  });
});

describe('NEWS_QUERY_TYPE_IDS', () => {
  it('is the spec list verbatim; every id but the opaque 1 is a news type', () => {
    expect(NEWS_QUERY_TYPE_IDS).toEqual([3, 4, 14, 15, 20, 21, 22, 1]);
    const known = new Set<number>(idsOf(NEWS_TYPES));
    expect(NEWS_QUERY_TYPE_IDS.filter((id) => !known.has(id))).toEqual([1]);
  });
});

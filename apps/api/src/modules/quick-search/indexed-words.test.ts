import { describe, expect, it } from 'vitest';
import { ALWAYS_ASKED_SHARE, MIN_WORD_SHARE, indexedWords, isMarkedWord, wordShare } from './indexed-words';

/** Shares as ANALYZE stores them for a GIN index: "de" and "ma…" cover much of the table, "rh" and "rencontres" little. */
const LEXEMES = new Map([
  ['de', 0.33],
  ['des', 0.08],
  ['martin', 0.05],
  ['marie', 0.04],
  ['maison', 0.03],
  ['rencontres', 0.025],
  ['rh', 0.017],
  ['2027', 0.029],
  ['robert', 0.013],
]);

describe('wordShare', () => {
  it('sums the shares of the common lexemes the word starts, folding accents and case, at least the minimum', () => {
    expect(wordShare('ma', LEXEMES)).toBeCloseTo(0.12);
    expect(wordShare('Rencontrés', LEXEMES)).toBeCloseTo(0.025);
    expect(wordShare('quorvex', LEXEMES)).toBe(MIN_WORD_SHARE);
    expect(wordShare('d', LEXEMES)).toBeCloseTo(0.41);
  });

  it("takes a short word's share from its marked lexeme when ANALYZE kept it (exact), never a long word's", () => {
    const withMarks = new Map([...LEXEMES, ['§ma', 0.2], ['§mar', 0.07], ['§martin', 0.5]]);
    expect(wordShare('ma', withMarks)).toBeCloseTo(0.2);
    expect(wordShare('Mär', withMarks)).toBeCloseTo(0.07);
    expect(wordShare('martin', withMarks)).toBeCloseTo(0.05);
    expect(wordShare('mai', withMarks)).toBeCloseTo(0.03);
  });
});

describe('isMarkedWord', () => {
  it('is true for words of at most three characters once folded', () => {
    expect(['a', 'ma', 'mar', 'Île', 'l2'].map(isMarkedWord)).toEqual([true, true, true, true, true]);
    expect(['mart', 'jean-pierre', 'société'].map(isMarkedWord)).toEqual([false, false, false]);
  });
});

describe('indexedWords', () => {
  it('asks the index for the rarest long words and leaves the common ones to the check on the row', () => {
    const common = new Map([...LEXEMES, ['paris', 0.06], ['2025', 0.05]]);
    expect(indexedWords(['rencontres', 'rh', '2027', 'paris'], common)).toEqual(['rh', 'rencontres', '2027']);
    expect(indexedWords(['martin', 'paris', '2025'], common)).toEqual(['martin', '2025']);
  });

  it('also asks every word of at most ALWAYS_ASKED_SHARE, however few rows the kept ones are thought to leave', () => {
    // "relation" and "client" (no statistics: rare) are thought to leave 1 row in a million; "rencontres" (2.5 %) is asked all the same.
    expect(indexedWords(['rencontres', 'relation', 'client', 'martin'], LEXEMES)).toEqual(['relation', 'client', 'rencontres']);
    expect(ALWAYS_ASKED_SHARE).toBeLessThan(wordShare('martin', LEXEMES));
  });

  it('always asks the short words (one exact marked entry each), after the chosen ones, rarest first', () => {
    expect(indexedWords(['journees', 'de', 'l', 'ia', '2026'], LEXEMES)).toEqual(['journees', '2026', 'ia', 'l', 'de']);
    expect(indexedWords(['de', 'quorvex'], LEXEMES)).toEqual(['quorvex', 'de']);
    expect(indexedWords(['sa', 'de'], LEXEMES)).toEqual(['sa', 'de']);
  });

  it('keeps a common prefix when the rarer words alone would leave many rows to check', () => {
    expect(indexedWords(['robert', 'ma'], LEXEMES)).toEqual(['robert', 'ma']);
  });

  it('always keeps at least one word, and every word without statistics (thought rare)', () => {
    expect(indexedWords(['de'], LEXEMES)).toEqual(['de']);
    expect(indexedWords(['a', 'b'], new Map())).toEqual(['a', 'b']);
    expect(indexedWords(['a', 'b', 'c'], new Map())).toEqual(['a', 'b', 'c']);
    expect(indexedWords(['ma', 'robert', 'x'], new Map())).toEqual(['robert', 'ma', 'x']);
    expect(indexedWords(['directeur', 'general', 'france'], new Map())).toEqual(['directeur', 'general', 'france']);
    expect(indexedWords([], LEXEMES)).toEqual([]);
  });
});

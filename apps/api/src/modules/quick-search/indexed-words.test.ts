import { describe, expect, it } from 'vitest';
import { MIN_WORD_SHARE, indexedWords, wordShare } from './indexed-words';

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
});

describe('indexedWords', () => {
  it('asks the index for the rarest words and leaves the common short prefixes to the check on the row', () => {
    expect(indexedWords(['rencontres', 'rh', '2027'], LEXEMES)).toEqual(['rh', 'rencontres']);
    expect(indexedWords(['journees', 'de', 'l', 'ia', '2026'], LEXEMES)).toEqual(['journees', '2026']);
    expect(indexedWords(['de', 'quorvex'], LEXEMES)).toEqual(['quorvex']);
  });

  it('keeps a common prefix when the rarer words alone would leave many rows to check', () => {
    expect(indexedWords(['robert', 'ma'], LEXEMES)).toEqual(['robert', 'ma']);
  });

  it('always keeps at least one word, and every word without statistics up to the cost ratio', () => {
    expect(indexedWords(['de'], LEXEMES)).toEqual(['de']);
    expect(indexedWords(['a', 'b'], new Map())).toEqual(['a', 'b']);
    expect(indexedWords(['a', 'b', 'c'], new Map())).toEqual(['a', 'b']);
    expect(indexedWords(['ma', 'robert', 'x'], new Map())).toEqual(['robert', 'ma']);
    expect(indexedWords([], LEXEMES)).toEqual([]);
  });
});

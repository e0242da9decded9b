/** At most this many words are searched (designed): each is a prefix scan of a GIN index; more add no precision. */
export const QUICK_SEARCH_MAX_WORDS = 8;
/** Longest word kept (designed): no lexeme of the data is longer. */
const MAX_WORD_LENGTH = 50;

/**
 * A compound word: parts of letters and digits joined by single hyphens, the first starting with a letter ("Jean-Pierre",
 * "Saint-Étienne", "Île-de-France", "Covid-19"). PostgreSQL's text-search parser indexes such a word whole
 * (`jean-pierre`) besides its parts, so it is searched whole (the compound lexeme, its end a prefix): "Jean-Pierre"
 * finds the Jean-Pierres, not every name holding a "Jean…" and a "Pierre…" (and reads one narrow prefix of the GIN
 * index instead of two of the commonest). Hyphenated numbers ("2024-2025") are split into their parts.
 */
const COMPOUND = /^\p{L}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)+$/u;

/**
 * The words of a text: runs of letters and digits, or compound words (COMPOUND); anything else separates words and is
 * dropped (tsquery operators, quotes, emoji, regex or SQL punctuation, a hyphen that joins nothing); lower case,
 * without duplicates, at most QUICK_SEARCH_MAX_WORDS.
 */
export function searchWords(text: string): string[] {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((token) => {
      const trimmed = token.replace(/^-+|-+$/g, '');
      return COMPOUND.test(trimmed) ? [trimmed] : trimmed.split('-');
    })
    .filter((word) => word !== '')
    .map((word) => [...word].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].slice(0, QUICK_SEARCH_MAX_WORDS);
}

/**
 * Short French words too common to search by (designed): articles, prepositions, conjunctions, elided "l" and "d". As
 * prefixes they cover most names ("de" is the start of the word in a third of the news titles, "l" of half).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'a', 'à', 'au', 'aux', 'd', 'dans', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'ou', 'par', 'pour', 'sur', 'un', 'une',
]);

/**
 * Whether a text of several words holds only COMMON_WORDS ("de la", "le la", "à la"): it is then searched as the start
 * of a name only (the names starting with "de la": "De La Rue…"), not as words anywhere in it, which would match a large
 * share of every table for nothing. One word alone ("le", "de") stays a prefix: it is the start of a name being typed.
 */
export function onlyCommonWords(words: readonly string[]): boolean {
  return words.length > 1 && words.every((word) => COMMON_WORDS.has(word));
}

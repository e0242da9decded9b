/**
 * Which words of a multi-word search the GIN index is asked for, per table. Every word is a prefix (`w:*`), and the GIN
 * index answers a prefix by merging the posting lists of every lexeme starting with it: "ma" or "de" cover a large part
 * of a table, and merging them costs more than checking the few rows the other, rarer words already leave (the check on
 * the row is exact, so any non-empty subset of the words gives the same matches; only the cost changes).
 *
 * The estimate uses what ANALYZE already stores for the GIN index's expression: its most common lexemes and the share
 * of rows holding each (`pg_stats.most_common_elems`, `most_common_elem_freqs`). A word's share is the sum of the shares
 * of the common lexemes it is a prefix of, at least MIN_WORD_SHARE (a word starting no common lexeme is rare).
 *
 * Since migration 0017_quick_search_prefix_lexemes.sql the indexes also hold the first 1–3 characters of every lexeme
 * as marked lexemes ('ma' marked): a word of at most MARKED_PREFIX_LENGTH characters is one exact entry, no merge, and its
 * share is the marked lexeme's own when ANALYZE kept it (exact rather than a sum). The index skips through an exact
 * entry's postings when a rarer word drives the scan, so such a word is always asked: it costs little and spares the
 * check of the rows it excludes.
 */

/** The longest prefixes the GIN indexes hold as marked lexemes (the first 1, 2 and 3 characters of every lexeme). */
export const MARKED_PREFIX_LENGTH = 3;
/** The mark of those lexemes (never in a lexeme of the parser nor in a search word). */
export const PREFIX_MARK = '§';

/** The share assumed for a word that starts none of the most common lexemes (designed). */
export const MIN_WORD_SHARE = 0.001;
/**
 * A further word is asked of the index only when its share is at most this many times the share of rows the words
 * already kept leave (designed): checking a row (heap read + text-search vector) costs about as much as merging a few
 * tens of posting-list entries.
 */
export const ROW_CHECK_COST_RATIO = 20;

/**
 * A word of at most this share is always asked of the index too (designed), whatever the share the kept words leave:
 * merging its few posting lists costs little (at most 3 % of the rows), and the words of a name are seldom independent
 * ("Rencontres de la relation client 2025": "relation" and "client" leave 2 212 news titles where independence
 * predicted 90, 350 once "rencontres" is asked too), so it spares most of the rows the check would read.
 */
export const ALWAYS_ASKED_SHARE = 0.03;

/** Most common lexemes of one GIN index and the share of rows holding each. */
export type LexemeShares = ReadonlyMap<string, number>;

/** Accents and case folded like `lower(f_unaccent(…))`, close enough for an estimate. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether the word is asked of the index as its marked lexeme (one exact entry). */
export const isMarkedWord = (word: string): boolean => [...fold(word)].length <= MARKED_PREFIX_LENGTH;

/** The estimated share of rows holding a lexeme that starts with `word`. */
export function wordShare(word: string, lexemes: LexemeShares): number {
  const prefix = fold(word);
  const marked = lexemes.get(`${PREFIX_MARK}${prefix}`);
  if (marked !== undefined && isMarkedWord(word)) return Math.max(MIN_WORD_SHARE, Math.min(1, marked));
  let share = 0;
  for (const [lexeme, lexemeShare] of lexemes) if (lexeme.startsWith(prefix)) share += lexemeShare;
  return Math.max(MIN_WORD_SHARE, Math.min(1, share));
}

/**
 * The words to ask the index for: the rarest first (for equal shares, the longest), then each next rarer one while its share is at most
 * ROW_CHECK_COST_RATIO times the share the kept words leave (independence assumed), then every word left that is
 * short (isMarkedWord: an exact entry the index skips through) or rare (ALWAYS_ASKED_SHARE), rarest first. Never
 * empty for non-empty words.
 */
export function indexedWords(words: readonly string[], lexemes: LexemeShares): string[] {
  // Equal shares (no statistics): the longer word first, being the rarer prefix.
  const ranked = words
    .map((word) => ({ word, share: wordShare(word, lexemes) }))
    .sort((a, b) => a.share - b.share || b.word.length - a.word.length || a.word.localeCompare(b.word));
  const kept: string[] = [];
  let left = 1;
  for (const { word, share } of ranked) {
    if (kept.length > 0 && share > ROW_CHECK_COST_RATIO * left) break;
    kept.push(word);
    left *= share;
  }
  const cheap = ranked.filter(({ word, share }) => !kept.includes(word) && (isMarkedWord(word) || share <= ALWAYS_ASKED_SHARE));
  return [...kept, ...cheap.map(({ word }) => word)];
}

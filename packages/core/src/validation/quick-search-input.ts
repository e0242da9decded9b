/**
 * Longest quick-search text sent to the server (designed here): longer input is cut, not refused.
 * @rule app-shell §2.7 · quick search text capped at 200 characters (designed)
 */
export const QUICK_SEARCH_MAX_LENGTH = 200;

/**
 * The text to search for, or `null` when the search must not run (empty or blank input: results are hidden).
 * The input is trimmed, inner runs of whitespace are collapsed to one space, and the text is cut at
 * {@link QUICK_SEARCH_MAX_LENGTH} code points (never splitting a surrogate pair).
 * @rule app-shell §4, §5 · quick search runs only on non-empty input
 */
export function quickSearchText(input: string | null | undefined): string | null {
  const normalized = (input ?? '').replace(/\s+/g, ' ').trim();
  if (normalized === '') return null;
  const codePoints = [...normalized];
  return codePoints.length <= QUICK_SEARCH_MAX_LENGTH ? normalized : codePoints.slice(0, QUICK_SEARCH_MAX_LENGTH).join('').trimEnd();
}

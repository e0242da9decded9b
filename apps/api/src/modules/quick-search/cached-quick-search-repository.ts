import type { ColumnRows, QuickSearchPage, QuickSearchRepository, QuickSearchTerms } from './quick-search-repository';

/** Texts of at most this many characters (trimmed, one word) are answered from the cache (designed). */
export const QUICK_SEARCH_CACHED_TEXT_LENGTH = 2;
/** How long a cached column stays valid (designed): a data load done meanwhile shows after at most this delay. */
export const QUICK_SEARCH_CACHE_TTL_MS = 30_000;
/** Most cached columns kept (designed): 4 columns × the one- and two-letter texts typed most often. */
export const QUICK_SEARCH_CACHE_MAX_ENTRIES = 512;

export interface QuickSearchCacheOptions {
  /** The clock (ms), passed in for the tests. */
  readonly now?: () => number;
  readonly ttlMs?: number;
  readonly maxEntries?: number;
}

type Column = keyof QuickSearchRepository;

/**
 * The repository with a small LRU cache of the columns of one- and two-letter texts ("a", "ma"): the slowest texts to
 * answer (their prefixes cover much of each table) and the ones every user types first. The columns are the data's own
 * rows, the same for every caller (the service blurs them per licence afterwards), so the key is the column, the
 * page (limit and offset), the count cap and the folded text. Entries expire after `ttlMs` (the reference data only changes with a data
 * load; `clear()` forgets everything at once); concurrent identical searches share one query; a failed query is not kept.
 */
export function createCachedQuickSearchRepository(
  repository: QuickSearchRepository,
  options: QuickSearchCacheOptions = {},
): QuickSearchRepository & { clear(): void } {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? QUICK_SEARCH_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? QUICK_SEARCH_CACHE_MAX_ENTRIES;
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, { readonly expiresAt: number; readonly answer: Promise<ColumnRows<unknown>> }>();

  const cacheable = (terms: QuickSearchTerms) =>
    terms.words.length === 1 && [...terms.text.trim()].length <= QUICK_SEARCH_CACHED_TEXT_LENGTH;

  function cached<Row>(column: Column, terms: QuickSearchTerms, page: QuickSearchPage, cap: number, load: () => Promise<ColumnRows<Row>>) {
    if (!cacheable(terms)) return load();
    const key = `${column}\u0000${page.limit}\u0000${page.offset}\u0000${cap}\u0000${terms.words[0]}\u0000${terms.text.trim().toLowerCase()}`;
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.expiresAt > now()) {
      entries.set(key, hit);
      return hit.answer as Promise<ColumnRows<Row>>;
    }
    const answer = load();
    entries.set(key, { expiresAt: now() + ttlMs, answer });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return answer;
  }

  return {
    companies: (terms, page, cap) => cached('companies', terms, page, cap, () => repository.companies(terms, page, cap)),
    contacts: (terms, page, cap) => cached('contacts', terms, page, cap, () => repository.contacts(terms, page, cap)),
    news: (terms, page, cap) => cached('news', terms, page, cap, () => repository.news(terms, page, cap)),
    conferences: (terms, page, cap) => cached('conferences', terms, page, cap, () => repository.conferences(terms, page, cap)),
    clear: () => entries.clear(),
  };
}

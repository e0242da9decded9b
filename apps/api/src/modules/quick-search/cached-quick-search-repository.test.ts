import { describe, expect, it } from 'vitest';
import { createCachedQuickSearchRepository } from './cached-quick-search-repository';
import type { ColumnRows, QuickSearchRepository, QuickSearchTerms } from './quick-search-repository';

/** A repository that counts its queries and answers each with a new total (so a cached answer is recognisable). */
function countingRepository(): { repository: QuickSearchRepository; queries: string[]; failNext: { value: boolean } } {
  const queries: string[] = [];
  const failNext = { value: false };
  const answer = async (column: string, terms: QuickSearchTerms): Promise<ColumnRows<never>> => {
    queries.push(`${column}:${terms.text}`);
    if (failNext.value) {
      failNext.value = false;
      throw new Error('database down');
    }
    return { rows: [], total: queries.length };
  };
  const repository = {
    companies: (terms: QuickSearchTerms) => answer('companies', terms),
    contacts: (terms: QuickSearchTerms) => answer('contacts', terms),
    news: (terms: QuickSearchTerms) => answer('news', terms),
    conferences: (terms: QuickSearchTerms) => answer('conferences', terms),
  } as unknown as QuickSearchRepository;
  return { repository, queries, failNext };
}

const terms = (text: string, words = [text.toLowerCase()]): QuickSearchTerms => ({ text, words });

describe('createCachedQuickSearchRepository', () => {
  it('answers a repeated one- or two-letter text from the cache, per column and page (limit, offset)', async () => {
    const { repository, queries } = countingRepository();
    const cached = createCachedQuickSearchRepository(repository, { now: () => 0 });
    const first = await cached.companies(terms('ma'), { limit: 6, offset: 0 }, 1001);
    expect(await cached.companies(terms('MA'), { limit: 6, offset: 0 }, 1001)).toBe(first);
    expect(await cached.companies(terms('a'), { limit: 6, offset: 0 }, 1001)).not.toBe(first);
    await cached.contacts(terms('ma'), { limit: 6, offset: 0 }, 1001);
    await cached.companies(terms('ma'), { limit: 20, offset: 0 }, 1001);
    await cached.companies(terms('ma'), { limit: 20, offset: 20 }, 1001);
    await cached.companies(terms('ma'), { limit: 20, offset: 20 }, 1001);
    expect(queries).toEqual(['companies:ma', 'companies:a', 'contacts:ma', 'companies:ma', 'companies:ma']);
  });

  it('never caches longer texts, several words or punctuation that changes the exact and prefix ranks', async () => {
    const { repository, queries } = countingRepository();
    const cached = createCachedQuickSearchRepository(repository, { now: () => 0 });
    for (let round = 0; round < 2; round += 1) {
      await cached.companies(terms('mar'), { limit: 6, offset: 0 }, 1001);
      await cached.companies(terms('a b', ['a', 'b']), { limit: 6, offset: 0 }, 1001);
    }
    await cached.companies(terms('a!', ['a']), { limit: 6, offset: 0 }, 1001);
    await cached.companies(terms('a'), { limit: 6, offset: 0 }, 1001);
    expect(queries).toEqual(['companies:mar', 'companies:a b', 'companies:mar', 'companies:a b', 'companies:a!', 'companies:a']);
  });

  it('forgets an entry after its time to live, on clear(), and the least recently used beyond the size', async () => {
    let now = 0;
    const { repository, queries } = countingRepository();
    const cached = createCachedQuickSearchRepository(repository, { now: () => now, ttlMs: 1000, maxEntries: 2 });
    await cached.news(terms('a'), { limit: 6, offset: 0 }, 1001);
    now = 999;
    await cached.news(terms('a'), { limit: 6, offset: 0 }, 1001);
    now = 1000;
    await cached.news(terms('a'), { limit: 6, offset: 0 }, 1001);
    expect(queries).toEqual(['news:a', 'news:a']);
    cached.clear();
    await cached.news(terms('a'), { limit: 6, offset: 0 }, 1001);
    await cached.news(terms('b'), { limit: 6, offset: 0 }, 1001);
    await cached.news(terms('a'), { limit: 6, offset: 0 }, 1001); // "a" used again: "b" is now the least recently used
    await cached.news(terms('c'), { limit: 6, offset: 0 }, 1001);
    await cached.news(terms('a'), { limit: 6, offset: 0 }, 1001);
    await cached.news(terms('b'), { limit: 6, offset: 0 }, 1001);
    expect(queries).toEqual(['news:a', 'news:a', 'news:a', 'news:b', 'news:c', 'news:b']);
  });

  it('does not keep a failed query, and shares one query between concurrent identical searches', async () => {
    const { repository, queries, failNext } = countingRepository();
    const cached = createCachedQuickSearchRepository(repository, { now: () => 0 });
    failNext.value = true;
    await expect(cached.conferences(terms('z'), { limit: 6, offset: 0 }, 1001)).rejects.toThrow('database down');
    const [one, two] = await Promise.all([cached.conferences(terms('z'), { limit: 6, offset: 0 }, 1001), cached.conferences(terms('z'), { limit: 6, offset: 0 }, 1001)]);
    expect(one).toBe(two);
    expect(queries).toEqual(['conferences:z', 'conferences:z']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { abilityFor, accessUserFromUser } from '@cible/core';
import type { QuickSearchResponse } from '@cible/core';
import { companyCard, quickSearchAnswer } from '../../testing/quickSearchTestData';
import { makeTestUser } from '../../testing/testUsers';
import { QUICK_SEARCH_PAGE_FIRST_LIMIT, QUICK_SEARCH_PAGE_MAX_LIMIT, QuickSearchResultsViewModel } from './QuickSearchResultsViewModel';

type Query = { query: { text: string; limit: number } };

function setup(quickSearch = vi.fn(async (_input: Query): Promise<QuickSearchResponse> => quickSearchAnswer())) {
  const session = { ability: abilityFor(accessUserFromUser(makeTestUser(1))) };
  return { vm: new QuickSearchResultsViewModel({ quickSearch } as never, session), quickSearch };
}

const companies = (count: number, total: number): QuickSearchResponse =>
  quickSearchAnswer({ companies: { total, data: Array.from({ length: count }, (_, index) => companyCard(index + 1)) } });

describe('QuickSearchResultsViewModel (/quick-search)', () => {
  it('loads the first 20 results of a text, then up to 50 with "load more"', async () => {
    const { vm, quickSearch } = setup(vi.fn(async ({ query }: Query) => companies(Math.min(query.limit, 60), 60)));
    await vm.load('  Atlas ');
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: QUICK_SEARCH_PAGE_FIRST_LIMIT } });
    expect(vm.status).toBe('ready');
    expect(vm.column('companies').items).toHaveLength(20);
    expect(vm.canLoadMore('companies')).toBe(true);
    await vm.loadMore();
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: QUICK_SEARCH_PAGE_MAX_LIMIT } });
    expect(vm.column('companies').items).toHaveLength(50);
    expect(vm.canLoadMore('companies')).toBe(false);
  });

  it('a blank text loads nothing and forgets the last answer', async () => {
    const { vm, quickSearch } = setup();
    await vm.load('Atlas');
    await vm.load('   ');
    expect(quickSearch).toHaveBeenCalledTimes(1);
    expect([vm.status, vm.answer]).toEqual(['idle', null]);
  });

  it('drops the late answer of an older text (the URL changed meanwhile)', async () => {
    const answers: ((answer: QuickSearchResponse) => void)[] = [];
    const { vm } = setup(vi.fn(() => new Promise<QuickSearchResponse>((resolve) => answers.push(resolve))));
    const older = vm.load('Atlas');
    const newer = vm.load('Boréal');
    answers[1]!(companies(1, 1));
    await newer;
    answers[0]!(companies(7, 7));
    await older;
    expect(vm.column('companies').total).toBe(1);
  });

  it('keeps the answer while loading more, shows the error state on failure, and retry asks the same again', async () => {
    const quickSearch = vi.fn<(input: Query) => Promise<QuickSearchResponse>>().mockResolvedValueOnce(companies(20, 30)).mockRejectedValueOnce(new Error('down'));
    const { vm } = setup(quickSearch);
    await vm.load('Atlas');
    const more = vm.loadMore();
    expect([vm.status, vm.column('companies').items.length]).toEqual(['loading', 20]);
    await more;
    expect(vm.status).toBe('error');
    quickSearch.mockResolvedValueOnce(companies(30, 30));
    await vm.retry();
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: QUICK_SEARCH_PAGE_MAX_LIMIT } });
    expect(vm.column('companies').items).toHaveLength(30);
  });

  it('a new text starts again at 20 results', async () => {
    const { vm, quickSearch } = setup();
    await vm.load('Atlas');
    await vm.loadMore();
    await vm.load('Boréal');
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Boréal', limit: QUICK_SEARCH_PAGE_FIRST_LIMIT } });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { abilityFor, accessUserFromUser, QUICK_SEARCH_TOTAL_CAP } from '@cible/core';
import type { QuickSearchColumnName, QuickSearchResponse } from '@cible/core';
import { companyCard, quickSearchAnswer } from '../../testing/quickSearchTestData';
import { makeTestUser } from '../../testing/testUsers';
import { QUICK_SEARCH_MAX_PAGE, QUICK_SEARCH_PAGE_SIZE, QuickSearchResultsViewModel } from './QuickSearchResultsViewModel';

type Query = { query: { text: string; limit: number; offset?: number; column?: QuickSearchColumnName } };

/** A server holding `total` companies (ids 1 … total), paging them like the API (listed up to the cap). */
function companiesServer(total: number, capped = total > QUICK_SEARCH_TOTAL_CAP) {
  return vi.fn(async ({ query }: Query): Promise<QuickSearchResponse> => {
    const offset = query.offset ?? 0;
    const listed = Math.min(total, QUICK_SEARCH_TOTAL_CAP);
    const ids = Array.from({ length: Math.max(0, Math.min(query.limit, listed - offset)) }, (_, index) => offset + index + 1);
    const column = { total: capped ? QUICK_SEARCH_TOTAL_CAP + 1 : total, data: ids.map((id) => companyCard(id)), ...(capped ? { total_capped: true } : {}) };
    return quickSearchAnswer({ companies: column });
  });
}

function setup(quickSearch: ReturnType<typeof companiesServer> | ReturnType<typeof vi.fn> = companiesServer(3)) {
  const session = { ability: abilityFor(accessUserFromUser(makeTestUser(1))) };
  return { vm: new QuickSearchResultsViewModel({ quickSearch } as never, session), quickSearch };
}

const ids = (vm: QuickSearchResultsViewModel, page: number) => vm.column('companies', page).items.map((item) => item.id);

describe('QuickSearchResultsViewModel (/quick-search)', () => {
  it('loads every column’s first page (the tab totals), then a further page of the shown view alone', async () => {
    const { vm, quickSearch } = setup(companiesServer(75));
    await vm.load('  Atlas ', 'companies', 1);
    expect(quickSearch).toHaveBeenCalledTimes(1);
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: QUICK_SEARCH_PAGE_SIZE } });
    expect([vm.status, vm.pageStatus, vm.pageCount('companies')]).toEqual(['ready', 'ready', 4]);
    expect(ids(vm, 1)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    await vm.load('Atlas', 'companies', 4);
    expect(quickSearch).toHaveBeenCalledTimes(2);
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: 20, offset: 60, column: 'companies' } });
    expect(ids(vm, 4)).toEqual(Array.from({ length: 15 }, (_, index) => 61 + index));
    // The totals stay those of the first answer; page 1 again needs no call.
    expect(vm.column('companies', 4).total).toBe(75);
    // A page the address shows before its answer is there reads as loading, never as the last page's answer.
    expect([vm.pageStatusOf('companies', 4), vm.pageStatusOf('companies', 3), vm.pageStatusOf('companies', 1)]).toEqual(['ready', 'loading', 'ready']);
    await vm.load('Atlas', 'companies', 1);
    expect(quickSearch).toHaveBeenCalledTimes(2);
    expect(ids(vm, 1)).toHaveLength(20);
  });

  it('pages through a capped column up to the 1 000 listed results ("1 000+"), never past them', async () => {
    const { vm, quickSearch } = setup(companiesServer(5_000));
    await vm.load('a', 'companies', 999);
    expect(vm.column('companies')).toMatchObject({ total: QUICK_SEARCH_TOTAL_CAP + 1, totalCapped: true });
    expect(vm.listable('companies')).toBe(QUICK_SEARCH_TOTAL_CAP);
    expect(vm.pageCount('companies')).toBe(QUICK_SEARCH_MAX_PAGE);
    // An asked page past the last one reads as the last.
    expect(vm.pageOf('companies', 999)).toBe(QUICK_SEARCH_MAX_PAGE);
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'a', limit: 20, offset: 980, column: 'companies' } });
    expect(ids(vm, QUICK_SEARCH_MAX_PAGE)).toEqual(Array.from({ length: 20 }, (_, index) => 981 + index));
  });

  it('a blank text loads nothing and forgets the last answer', async () => {
    const { vm, quickSearch } = setup();
    await vm.load('Atlas', 'companies', 1);
    await vm.load('   ', 'companies', 1);
    expect(quickSearch).toHaveBeenCalledTimes(1);
    expect([vm.status, vm.answer]).toEqual(['idle', null]);
  });

  it('drops the late answer of an older text (the URL changed meanwhile)', async () => {
    const answers: ((answer: QuickSearchResponse) => void)[] = [];
    const { vm } = setup(vi.fn(() => new Promise<QuickSearchResponse>((resolve) => answers.push(resolve))));
    const older = vm.load('Atlas', 'companies', 1);
    const newer = vm.load('Boréal', 'companies', 1);
    answers[1]!(quickSearchAnswer({ companies: { total: 1, data: [companyCard(1)] } }));
    await newer;
    answers[0]!(quickSearchAnswer({ companies: { total: 7, data: [companyCard(7)] } }));
    await older;
    expect(vm.column('companies').total).toBe(1);
  });

  it('never shows the previous page’s results as the next one’s while it loads', async () => {
    const server = companiesServer(80);
    let release: () => void = () => undefined;
    const quickSearch = vi.fn(async (input: Query) => {
      if (input.query.offset === 40) await new Promise<void>((resolve) => (release = resolve));
      return server(input);
    });
    const { vm } = setup(quickSearch);
    await vm.load('Atlas', 'companies', 2);
    expect(ids(vm, 2)[0]).toBe(21);
    const third = vm.load('Atlas', 'companies', 3);
    expect([vm.pageStatusOf('companies', 3), ids(vm, 3)]).toEqual(['loading', []]);
    release();
    await third;
    expect([vm.pageStatusOf('companies', 3), ids(vm, 3)[0]]).toEqual(['ready', 41]);
  });

  it('a page asked while the first answer loads is loaded once the totals are known', async () => {
    const server = companiesServer(60);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const quickSearch = vi.fn(async (input: Query) => {
      if (input.query.offset === undefined) await gate;
      return server(input);
    });
    const { vm } = setup(quickSearch);
    const first = vm.load('Atlas', 'companies', 1);
    const second = vm.load('Atlas', 'companies', 3);
    expect(vm.pageStatus).toBe('loading');
    release();
    await Promise.all([first, second]);
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: 20, offset: 40, column: 'companies' } });
    expect(ids(vm, 3)).toEqual(Array.from({ length: 20 }, (_, index) => 41 + index));
  });

  it('shows the error state of a failed page, and retry asks the same page again', async () => {
    const server = companiesServer(45);
    const quickSearch = vi.fn(server);
    const { vm } = setup(quickSearch);
    await vm.load('Atlas', 'companies', 1);
    quickSearch.mockRejectedValueOnce(new Error('down'));
    await vm.load('Atlas', 'companies', 2);
    expect([vm.status, vm.pageStatus, vm.column('companies', 2).items]).toEqual(['ready', 'error', []]);
    await vm.retry();
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Atlas', limit: 20, offset: 20, column: 'companies' } });
    expect([vm.pageStatus, ids(vm, 2).length]).toEqual(['ready', 20]);
  });

  it('a failed first answer is asked again by retry, and a new text starts again from every column’s first page', async () => {
    const quickSearch = vi.fn(companiesServer(30));
    const { vm } = setup(quickSearch);
    quickSearch.mockRejectedValueOnce(new Error('down'));
    await vm.load('Atlas', 'companies', 2);
    expect(vm.status).toBe('error');
    await vm.retry();
    expect(quickSearch.mock.calls.map(([input]) => input.query)).toEqual([
      { text: 'Atlas', limit: 20 },
      { text: 'Atlas', limit: 20 },
      { text: 'Atlas', limit: 20, offset: 20, column: 'companies' },
    ]);
    await vm.load('Boréal', 'companies', 1);
    expect(quickSearch).toHaveBeenLastCalledWith({ query: { text: 'Boréal', limit: 20 } });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from './PagedListViewModel';
import { PagedListViewModel } from './PagedListViewModel';

const pageOf = (page: number, total = 25): ListPage<string> => ({ items: [`item ${page}.1`, `item ${page}.2`], total });

describe('PagedListViewModel', () => {
  it('loads a page by limit and offset, with its total and page count', async () => {
    const fetchPage = vi.fn(async (_limit: number, offset: number) => pageOf(offset / 10 + 1));
    const list = new PagedListViewModel(fetchPage, 10);
    expect(list.status).toBe('idle');
    await list.load(3);
    expect(fetchPage).toHaveBeenCalledWith(10, 20);
    expect([list.status, list.page, list.items, list.total, list.pageCount]).toEqual(['ready', 3, ['item 3.1', 'item 3.2'], 25, 3]);
    expect(list.isEmpty).toBe(false);
  });

  it('drops the late answer of a page no longer asked (page 2 clicked, then page 3 answered first)', async () => {
    const answers = new Map<number, (page: ListPage<string>) => void>();
    const fetchPage = vi.fn((_limit: number, offset: number) => new Promise<ListPage<string>>((resolve) => answers.set(offset / 10 + 1, resolve)));
    const list = new PagedListViewModel(fetchPage, 10);
    const second = list.load(2);
    const third = list.load(3);
    answers.get(3)!(pageOf(3));
    await third;
    answers.get(2)!(pageOf(2));
    await second;
    expect([list.page, list.items]).toEqual([3, ['item 3.1', 'item 3.2']]);
  });

  it('keeps the shown page while the next loads and after a failure; retry asks the same page again', async () => {
    const fetchPage = vi.fn<(limit: number, offset: number) => Promise<ListPage<string>>>().mockResolvedValueOnce(pageOf(1)).mockRejectedValueOnce(new Error('down'));
    const list = new PagedListViewModel(fetchPage, 10);
    await list.load();
    await list.load(2);
    expect([list.status, list.page, list.items]).toEqual(['error', 2, ['item 1.1', 'item 1.2']]);
    fetchPage.mockResolvedValueOnce(pageOf(2));
    await list.retry();
    expect(fetchPage).toHaveBeenLastCalledWith(10, 10);
    expect([list.status, list.items]).toEqual(['ready', ['item 2.1', 'item 2.2']]);
  });

  it('is empty once an empty page answered', async () => {
    const list = new PagedListViewModel(async () => ({ items: [], total: 0 }), 10);
    expect(list.isEmpty).toBe(false);
    await list.load();
    expect(list.isEmpty).toBe(true);
    expect(list.pageCount).toBe(1);
  });
});

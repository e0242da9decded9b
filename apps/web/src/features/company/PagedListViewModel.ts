import { makeAutoObservable, runInAction } from 'mobx';

export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One page of a list as the API answers it. */
export interface ListPage<Item> {
  readonly items: readonly Item[];
  readonly total: number;
}

/** Fetches a page (limit, offset). */
export type PageFetcher<Item> = (limit: number, offset: number) => Promise<ListPage<Item>>;

/**
 * A paged list of a page section (a company's contacts, its news, a contact's colleagues): the current page (from 1),
 * its items, the total, the loading and error states, and a retry. A late answer for a page no longer asked is dropped.
 */
export class PagedListViewModel<Item> {
  status: PagedListStatus = 'idle';
  items: readonly Item[] = [];
  total = 0;
  page = 1;
  private request = 0;

  constructor(
    private readonly fetchPage: PageFetcher<Item>,
    readonly pageSize: number,
  ) {
    makeAutoObservable<this, 'fetchPage' | 'request'>(this, { fetchPage: false, request: false }, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  async load(page: number = this.page): Promise<void> {
    const request = ++this.request;
    this.page = page;
    this.status = 'loading';
    try {
      const answer = await this.fetchPage(this.pageSize, (page - 1) * this.pageSize);
      if (request !== this.request) return;
      runInAction(() => {
        this.items = answer.items;
        this.total = answer.total;
        this.status = 'ready';
      });
    } catch {
      if (request !== this.request) return;
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  retry(): Promise<void> {
    return this.load(this.page);
  }
}

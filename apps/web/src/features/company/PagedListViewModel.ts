import { makeAutoObservable } from 'mobx';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';

export type PagedListStatus = LoadStatus;

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
  /** The page shown (the last one answered; kept while the next one loads). */
  readonly list = new Loadable<ListPage<Item>>();
  page = 1;

  constructor(
    private readonly fetchPage: PageFetcher<Item>,
    readonly pageSize: number,
  ) {
    makeAutoObservable<this, 'fetchPage'>(this, { fetchPage: false, list: false, pageSize: false }, { autoBind: true });
  }

  get status(): PagedListStatus {
    return this.list.status;
  }

  get items(): readonly Item[] {
    return this.list.value?.items ?? [];
  }

  get total(): number {
    return this.list.value?.total ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  async load(page: number = this.page): Promise<void> {
    this.page = page;
    await this.list.load(() => this.fetchPage(this.pageSize, (page - 1) * this.pageSize));
  }

  retry(): Promise<void> {
    return this.load(this.page);
  }
}

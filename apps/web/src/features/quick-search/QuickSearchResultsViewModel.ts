import { makeAutoObservable } from 'mobx';
import { can, quickSearchText } from '@cible/core';
import type { Ability, PermissionSubject, QuickSearchGateway, QuickSearchResponse } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import type { QuickSearchResultsView } from './quickSearchLink';

/** Results shown first on the page, then after "load more" (the endpoint's maximum `limit`). */
export const QUICK_SEARCH_PAGE_FIRST_LIMIT = 20;
export const QUICK_SEARCH_PAGE_MAX_LIMIT = 50;

const VIEWS: readonly { view: QuickSearchResultsView; subject: PermissionSubject; answerKey: keyof QuickSearchResponse }[] = [
  { view: 'companies', subject: 'QUICK_SEARCH_COMPANIES', answerKey: 'companies' },
  { view: 'active_contacts', subject: 'QUICK_SEARCH_CONTACTS', answerKey: 'personsActive' },
  { view: 'news', subject: 'QUICK_SEARCH_NEWS', answerKey: 'news' },
  { view: 'conferences', subject: 'QUICK_SEARCH_CONFERENCES', answerKey: 'conferences' },
];

/**
 * The quick-search results page (/quick-search?search=…&view=…, the spec's "see more"; docs/quick-search.md
 * "Results page"): one view at a time, the first 20 results of the same endpoint, then up to 50 (its maximum `limit`;
 * the endpoint has no offset).
 */
export class QuickSearchResultsViewModel {
  /** The answer for the searched text (none for a blank text). */
  readonly results = new Loadable<QuickSearchResponse>();
  limit = QUICK_SEARCH_PAGE_FIRST_LIMIT;
  private text: string | null = null;

  constructor(
    private readonly gateway: Pick<QuickSearchGateway, 'quickSearch'>,
    private readonly session: { readonly ability: Ability | null },
  ) {
    makeAutoObservable<this, 'gateway' | 'session'>(this, { gateway: false, session: false, results: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.results.status;
  }

  /** The last answer (kept while more results load). */
  get answer(): QuickSearchResponse | null {
    return this.results.value;
  }

  /** The views the licence shows, in order. */
  get views(): QuickSearchResultsView[] {
    const ability = this.session.ability;
    return ability ? VIEWS.filter((entry) => can(ability, 'read', entry.subject)).map((entry) => entry.view) : [];
  }

  /** The asked view when shown to this licence, otherwise the first one shown. */
  viewOf(asked: QuickSearchResultsView | undefined): QuickSearchResultsView | null {
    const views = this.views;
    return asked && views.includes(asked) ? asked : (views[0] ?? null);
  }

  /** The column of a view in the last answer. */
  column(view: QuickSearchResultsView) {
    const key = VIEWS.find((entry) => entry.view === view)?.answerKey ?? 'companies';
    const data = this.answer?.[key];
    return { items: data?.data ?? [], total: data?.total ?? 0, totalCapped: data?.total_capped === true };
  }

  canLoadMore(view: QuickSearchResultsView): boolean {
    const column = this.column(view);
    return this.status === 'ready' && this.limit < QUICK_SEARCH_PAGE_MAX_LIMIT && column.total > column.items.length;
  }

  /** Loads the results of a text (a blank text loads nothing); a new text starts again at 20. */
  async load(search: string | undefined): Promise<void> {
    const text = quickSearchText(search);
    if (text !== this.text) this.limit = QUICK_SEARCH_PAGE_FIRST_LIMIT;
    this.text = text;
    if (text === null) {
      this.results.reset();
      return;
    }
    const limit = this.limit;
    await this.results.load(() => this.gateway.quickSearch({ query: { text, limit } }));
  }

  /** Shows up to 50 results (the endpoint's maximum). */
  async loadMore(): Promise<void> {
    this.limit = QUICK_SEARCH_PAGE_MAX_LIMIT;
    await this.load(this.text ?? undefined);
  }

  retry(): Promise<void> {
    return this.load(this.text ?? undefined);
  }
}

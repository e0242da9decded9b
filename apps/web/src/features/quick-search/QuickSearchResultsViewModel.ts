import { makeAutoObservable, runInAction } from 'mobx';
import { can, quickSearchText } from '@cible/core';
import type { Ability, PermissionSubject, QuickSearchColumnName, QuickSearchGateway, QuickSearchResponse } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import type { QuickSearchResultsView } from './quickSearchLink';
import { QUICK_SEARCH_MAX_PAGE, QUICK_SEARCH_PAGE_MAX_RESULTS, QUICK_SEARCH_PAGE_SIZE } from './quickSearchPaging';

export { QUICK_SEARCH_MAX_PAGE, QUICK_SEARCH_PAGE_MAX_RESULTS, QUICK_SEARCH_PAGE_SIZE };

const VIEWS: readonly { view: QuickSearchResultsView; subject: PermissionSubject; answerKey: QuickSearchColumnName }[] = [
  { view: 'companies', subject: 'QUICK_SEARCH_COMPANIES', answerKey: 'companies' },
  { view: 'active_contacts', subject: 'QUICK_SEARCH_CONTACTS', answerKey: 'personsActive' },
  { view: 'news', subject: 'QUICK_SEARCH_NEWS', answerKey: 'news' },
  { view: 'conferences', subject: 'QUICK_SEARCH_CONFERENCES', answerKey: 'conferences' },
];
const answerKeyOf = (view: QuickSearchResultsView): QuickSearchColumnName => VIEWS.find((entry) => entry.view === view)?.answerKey ?? 'companies';

type Items = QuickSearchResponse[QuickSearchColumnName]['data'];

/** What the page shows for one view. */
export interface QuickSearchResultsColumn {
  readonly items: Items;
  /** The column's total (capped: "1 000+"), the same on every page. */
  readonly total: number;
  readonly totalCapped: boolean;
}

/**
 * The quick-search results page (/quick-search?search=…&view=…&page=…, the spec's "see more"; docs/quick-search.md
 * "Results page"): one view at a time, 20 results per page. The first answer (every column, first page) gives the tab
 * totals and each view's first page; a further page asks its column alone from its offset. The page lives in the URL.
 */
export class QuickSearchResultsViewModel {
  /** Every column's first page for the searched text: the tab totals (none for a blank text). */
  readonly results = new Loadable<QuickSearchResponse>();
  /** A further page (2 and after) of one view. */
  readonly further = new Loadable<QuickSearchResponse>();
  private text: string | null = null;
  /** The view and page last asked of `further`. */
  private furtherKey: string | null = null;
  /** The view and page of the answer `further` holds (it keeps the previous page's while the next one loads). */
  private furtherValueKey: string | null = null;
  /** The view and page last asked by the URL. */
  private shown: { view: QuickSearchResultsView | null; page: number } = { view: null, page: 1 };

  constructor(
    private readonly gateway: Pick<QuickSearchGateway, 'quickSearch'>,
    private readonly session: { readonly ability: Ability | null },
  ) {
    makeAutoObservable<this, 'gateway' | 'session'>(this, { gateway: false, session: false, results: false, further: false }, { autoBind: true });
  }

  /** The first answer's status (totals and first pages). */
  get status(): LoadStatus {
    return this.results.status;
  }

  /** The status of what the current page shows: the first answer on page 1, the further page otherwise. */
  get pageStatus(): LoadStatus {
    if (this.results.status !== 'ready' || this.shown.page === 1) return this.results.status;
    return this.further.status;
  }

  /**
   * The status of one page of a view as the page component renders it (its URL may be ahead of `load`): `loading`
   * until that very page's answer is there.
   */
  pageStatusOf(view: QuickSearchResultsView, page: number): LoadStatus {
    if (this.results.status !== 'ready' || page === 1) return this.results.status;
    const key = pageKey(view, page);
    if (this.furtherKey === key && this.further.status !== 'ready') return this.further.status;
    return this.furtherValueKey === key ? 'ready' : 'loading';
  }

  /** The last first answer (kept while reloading). */
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

  /** The column's total (from the first answer) and the results of the page shown (empty until they are loaded). */
  column(view: QuickSearchResultsView, page = 1): QuickSearchResultsColumn {
    const key = answerKeyOf(view);
    const first = this.answer?.[key];
    const items = page === 1 ? first?.data : this.furtherValueKey === pageKey(view, page) ? this.further.value?.[key].data : undefined;
    return { items: items ?? [], total: first?.total ?? 0, totalCapped: first?.total_capped === true };
  }

  /** The results that can be listed: the total, at most QUICK_SEARCH_PAGE_MAX_RESULTS. */
  listable(view: QuickSearchResultsView): number {
    return Math.min(this.column(view).total, QUICK_SEARCH_PAGE_MAX_RESULTS);
  }

  /** How many pages the view has (at least 1). */
  pageCount(view: QuickSearchResultsView): number {
    return Math.max(1, Math.ceil(this.listable(view) / QUICK_SEARCH_PAGE_SIZE));
  }

  /** The page shown for an asked page: within 1 … pageCount once the totals are known. */
  pageOf(view: QuickSearchResultsView, asked: number | undefined): number {
    const page = Math.max(1, Math.min(asked ?? 1, QUICK_SEARCH_MAX_PAGE));
    return this.status === 'ready' ? Math.min(page, this.pageCount(view)) : page;
  }

  /**
   * Shows a text, a view and a page (the URL's): a new text loads every column's first page again; a page after the
   * first then loads that view's page. A blank text loads nothing.
   */
  async load(search: string | undefined, view: QuickSearchResultsView | null = null, page = 1): Promise<void> {
    const text = quickSearchText(search);
    this.shown = { view, page };
    if (text !== this.text || this.results.status === 'idle' || this.results.status === 'error') {
      this.text = text;
      this.furtherKey = null;
      this.furtherValueKey = null;
      this.further.reset();
      if (text === null) {
        this.results.reset();
        return;
      }
      await this.results.load(() => this.gateway.quickSearch({ query: { text, limit: QUICK_SEARCH_PAGE_SIZE } }));
    } else if (this.results.status === 'loading') {
      return; // the first answer is coming: showPage runs when it arrives (the page component's effect reruns on it)
    }
    await this.showPage();
  }

  /** Loads the shown page of the shown view when it is not the first (the totals being known). */
  private async showPage(): Promise<void> {
    const { view, page } = this.shown;
    if (this.text === null || view === null || this.results.status !== 'ready') return;
    const current = this.pageOf(view, page);
    if (current === 1) return;
    const key = pageKey(view, current);
    if (this.furtherKey === key && this.further.status !== 'error') return;
    this.furtherKey = key;
    const text = this.text;
    const answer = await this.further.load(() =>
      this.gateway.quickSearch({
        query: { text, limit: QUICK_SEARCH_PAGE_SIZE, offset: (current - 1) * QUICK_SEARCH_PAGE_SIZE, column: answerKeyOf(view) },
      }),
    );
    if (answer !== undefined) runInAction(() => (this.furtherValueKey = key));
  }

  /** Asks again what failed: the first answer, or the page shown. */
  async retry(): Promise<void> {
    if (this.results.status === 'error') {
      await this.results.retry();
      await this.showPage();
      return;
    }
    const key = this.furtherKey;
    const answer = await this.further.retry();
    if (answer !== undefined && key === this.furtherKey) runInAction(() => (this.furtherValueKey = key));
  }
}

const pageKey = (view: QuickSearchResultsView, page: number) => `${view}:${page}`;

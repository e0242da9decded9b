import { makeAutoObservable, runInAction } from 'mobx';
import { QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_MAX_LENGTH, QUICK_SEARCH_RESULT_COUNT, SHELL_FEATURE_EVENTS, can, quickSearchText } from '@cible/core';
import type { Ability, PermissionSubject, QuickSearchGateway, QuickSearchResponse, TimerHandle, Timers } from '@cible/core';
import type { Translate } from '../../di/Translate';
import type { ToastStore } from '../../ui/components/Toast/ToastStore';
import type { FeatureUsage } from '../shell/FeatureUsage';
import type { QuickSearchOverlayStore } from '../shell/QuickSearchOverlayStore';
import type { QuickSearchResultsView } from './quickSearchLink';

/**
 * The states of quick search (docs/quick-search.md "Behaviour"): hidden, loading, shown; an error shows empty lists.
 */
export type QuickSearchState = 'hidden' | 'loading' | 'shown' | 'error';

/** The four columns of the results, in order. */
export type QuickSearchColumnKey = 'companies' | 'contacts' | 'news' | 'conferences';

/** What the view-model reads of the session: the ability (which columns the licence shows). */
export interface QuickSearchSession {
  readonly ability: Ability | null;
}

/** Per column: the permission that shows it, the answer's key, the results-page view. */
const COLUMNS: readonly { key: QuickSearchColumnKey; subject: PermissionSubject; answerKey: keyof QuickSearchResponse; view: QuickSearchResultsView }[] = [
  { key: 'companies', subject: 'QUICK_SEARCH_COMPANIES', answerKey: 'companies', view: 'companies' },
  { key: 'contacts', subject: 'QUICK_SEARCH_CONTACTS', answerKey: 'personsActive', view: 'active_contacts' },
  { key: 'news', subject: 'QUICK_SEARCH_NEWS', answerKey: 'news', view: 'news' },
  { key: 'conferences', subject: 'QUICK_SEARCH_CONFERENCES', answerKey: 'conferences', view: 'conferences' },
];

/** One column as shown: its total (capped or not), the cards, and the results-page view of its see-more link. */
export interface QuickSearchColumn<Key extends QuickSearchColumnKey = QuickSearchColumnKey> {
  readonly key: Key;
  readonly view: QuickSearchResultsView;
  readonly total: number;
  readonly totalCapped: boolean;
  readonly items: QuickSearchResponse[(typeof COLUMNS)[number]['answerKey']]['data'];
  /** More matched than the cards shown: a see-more link leads to the results page. */
  readonly hasMore: boolean;
}

export interface QuickSearchOptions {
  readonly debounceMs?: number;
  readonly limit?: number;
  /** Called when results open (loading starts): the inquiry quota is loaded then. */
  readonly onOpen?: () => void;
  /** Where a search that answered is counted as a use of quick search (docs/analytics.md "Events"). */
  readonly featureUsage?: FeatureUsage;
}

/**
 * The header's quick search (docs/quick-search.md "Behaviour"): the typed text is debounced (500 ms), a non-blank text
 * (core's quickSearchText: trimmed, collapsed, cut at 200 characters) runs GET /v1/quick-search with 6 results per
 * column; a blank text hides the results. States hidden → loading → shown; a failure shows the spec's error toast
 * (`quickSearch.error`) and empty lists. An answer for an older text never replaces a newer one. Clicking in the box,
 * Escape and a click on the dimming overlay hide the results (the overlay store follows the panel).
 */
export class QuickSearchViewModel {
  input = '';
  state: QuickSearchState = 'hidden';
  /** The text of the results shown (or being loaded). */
  searchedText: string | null = null;
  answer: QuickSearchResponse | null = null;
  private sequence = 0;
  private timer: TimerHandle | undefined = undefined;
  private readonly debounceMs: number;
  private readonly limit: number;

  constructor(
    private readonly gateway: Pick<QuickSearchGateway, 'quickSearch'>,
    private readonly overlay: Pick<QuickSearchOverlayStore, 'isOpen' | 'open' | 'close'>,
    private readonly toasts: Pick<ToastStore, 'error'>,
    private readonly session: QuickSearchSession,
    private readonly timers: Timers,
    private readonly translate: Translate,
    private readonly options: QuickSearchOptions = {},
  ) {
    this.debounceMs = options.debounceMs ?? QUICK_SEARCH_DEBOUNCE_MS;
    this.limit = options.limit ?? QUICK_SEARCH_RESULT_COUNT;
    makeAutoObservable<this, 'gateway' | 'overlay' | 'toasts' | 'session' | 'timers' | 'translate' | 'options' | 'sequence' | 'timer'>(
      this,
      { gateway: false, overlay: false, toasts: false, session: false, timers: false, translate: false, options: false, sequence: false, timer: false },
      { autoBind: true },
    );
  }

  /** Whether the results panel shows: a search ran or runs, and nothing closed it (the overlay click closes it too). */
  get isOpen(): boolean {
    return this.state !== 'hidden' && this.overlay.isOpen;
  }

  /** The typed text is longer than what is searched: only the first 200 characters are sent. */
  get isTruncated(): boolean {
    return [...this.input.replace(/\s+/g, ' ').trim()].length > QUICK_SEARCH_MAX_LENGTH;
  }

  /** The columns the user's licence shows, in order, with their cards (empty while loading or after an error). */
  get columns(): QuickSearchColumn[] {
    const ability = this.session.ability;
    if (!ability) return [];
    return COLUMNS.filter((column) => can(ability, 'read', column.subject)).map((column) => {
      const data = this.state === 'shown' ? this.answer?.[column.answerKey] : undefined;
      const items = data?.data ?? [];
      const total = data?.total ?? 0;
      return { key: column.key, view: column.view, total, totalCapped: data?.total_capped === true, items, hasMore: total > items.length };
    });
  }

  /** The box's text changed: a blank text hides the results at once, another runs after the debounce. */
  inputChanged(text: string): void {
    this.input = text;
    this.cancelTimer();
    if (quickSearchText(text) === null) {
      this.hide();
      return;
    }
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      void this.search();
    }, this.debounceMs);
  }

  /** Enter or the search button: runs at once (nothing for a blank text). */
  submit(): void {
    this.cancelTimer();
    void this.search();
  }

  /**
   * A click in the box hides the results (the spec's rule: docs/quick-search.md "Behaviour", Hiding); typing or Enter
   * shows them again.
   */
  boxPressed(): void {
    this.hide();
  }

  /** Escape or a link followed: hides the results, a late answer is dropped. */
  hide(): void {
    this.cancelTimer();
    this.sequence += 1;
    this.state = 'hidden';
    if (this.overlay.isOpen) this.overlay.close();
  }

  /** Runs the search for the current text now. */
  async search(): Promise<void> {
    const text = quickSearchText(this.input);
    if (text === null) {
      this.hide();
      return;
    }
    const sequence = ++this.sequence;
    this.searchedText = text;
    this.state = 'loading';
    this.overlay.open();
    this.options.onOpen?.();
    try {
      const answer = await this.gateway.quickSearch({ query: { text, limit: this.limit } });
      runInAction(() => {
        if (sequence !== this.sequence) return;
        this.answer = answer;
        this.state = 'shown';
      });
      // Neither the text nor the results: only that quick search was used.
      if (sequence === this.sequence) this.options.featureUsage?.used(SHELL_FEATURE_EVENTS.quickSearch);
    } catch {
      runInAction(() => {
        if (sequence !== this.sequence) return;
        this.answer = null;
        this.state = 'error';
        this.toasts.error(this.translate('quickSearch.error'));
      });
    }
  }

  /** Stops a pending debounce (the box unmounts). */
  dispose(): void {
    this.cancelTimer();
    this.sequence += 1;
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

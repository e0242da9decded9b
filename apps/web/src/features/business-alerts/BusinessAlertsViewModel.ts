import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  alertCriteriaFromFacets,
  BUSINESS_ALERT_FACET_FIELDS,
  BUSINESS_ALERT_NEWS_PAGE,
  defaultNewsWindow,
  NEWS_WINDOW_DEFAULT_DAYS,
  NEWS_WINDOW_PRESETS,
  QUERY_LIMITS,
  QUERY_TYPE,
  type BusinessAlertFacetField,
  type BusinessAlertFacetFilters,
  type BusinessAlertFacetPicks,
  type BusinessAlertsGateway,
  type Clock,
  type FacetCounts,
  type NewsPiece,
  type NewsWindowDates,
  type QueriesGateway,
  type SearchCriteria,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

/** The route's search parameters: `quick_search` pre-fills the text (docs/business-alerts.md). */
export interface BusinessAlertsSearch {
  readonly quick_search?: string;
}

/** What the page tells the rest of the app. */
export interface BusinessAlertsEffects {
  /** The page was saved as an alert (its toast). */
  savedAlert(name: string): void;
}

/** The news shown so far: the pages loaded, in order, and the exact count of matches. */
interface NewsPages {
  readonly items: readonly NewsPiece[];
  readonly count: number;
}

/** The calendar day of an instant in a time zone (`YYYY-MM-DD`). */
export function dayIn(now: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * /business-alerts (docs/business-alerts.md): news of the last 7, 30 or 365 days (7 by default: core's
 * defaultNewsWindow), narrowed by a text (pre-filled from `quick_search`) and by the facet panel's picks. Any change
 * asks the facets and the first page again (answers of an older state are dropped); more pages are appended (12 at a
 * time) until the count is reached. "Save as alert" saves what core's alertCriteriaFromFacets can express and says
 * what it could not (tags, job type, text).
 */
export class BusinessAlertsViewModel {
  windowDays: number = NEWS_WINDOW_DEFAULT_DAYS;
  /** The text box's value; `appliedText` is the one searched (applied on submit). */
  text = '';
  appliedText = '';
  picks: BusinessAlertFacetPicks = {};
  readonly facets = new Loadable<readonly FacetCounts[]>({ status: 'loading' });
  readonly news = new Loadable<NewsPages>({ status: 'loading' });
  loadingMore = false;
  /** The last "load more" failed (the list stays; a retry is offered). */
  moreError = false;
  saving = false;
  saveError: unknown = null;
  /** The criteria the page starts from (a saved search's or alert's, designed; none by default). */
  private readonly criteria: SearchCriteria = {};
  /** Bumped on each new search: an older "load more" answer is dropped. */
  private generation = 0;

  constructor(
    private readonly gateway: BusinessAlertsGateway,
    private readonly queries: QueriesGateway,
    private readonly clock: Clock,
    private readonly effects: BusinessAlertsEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'queries' | 'clock' | 'effects' | 'criteria' | 'generation'>(
      this,
      { gateway: false, queries: false, clock: false, effects: false, criteria: false, generation: false, facets: false, news: false, picks: observableRef, saveError: observableRef },
      { autoBind: true },
    );
  }

  static readonly windowChoices: readonly number[] = NEWS_WINDOW_PRESETS;

  get window(): NewsWindowDates {
    return defaultNewsWindow(dayIn(this.clock.now(), this.clock.zone), this.windowDays);
  }

  /** The body both calls share. */
  private get body() {
    const text = this.appliedText.trim();
    const facetFilters: BusinessAlertFacetFilters = {};
    for (const field of BUSINESS_ALERT_FACET_FIELDS) if (this.picks[field] !== undefined) facetFilters[field] = [...this.picks[field]];
    return { criteria: this.criteria, window: this.window, facet_filters: facetFilters, ...(text === '' ? {} : { text }) };
  }

  /** Takes the route's parameters and asks the first state. */
  start(search: BusinessAlertsSearch): Promise<void> {
    const text = search.quick_search?.trim() ?? '';
    this.text = text;
    this.appliedText = text;
    return this.refresh();
  }

  /** Asks the facets and the first page for the current state. */
  refresh(): Promise<void> {
    this.generation += 1;
    this.loadingMore = false;
    this.moreError = false;
    const body = this.body;
    return Promise.all([
      this.facets.load(async () => (await this.gateway.businessAlertFacets({ body })).facet_list),
      this.news.load(async () => {
        const page = await this.gateway.businessAlertNews({ body: { ...body, limit: BUSINESS_ALERT_NEWS_PAGE, offset: 0 } });
        return { items: page.news_list, count: page.news_count };
      }),
    ]).then(() => undefined);
  }

  setWindow(days: number): void {
    if (days === this.windowDays || !NEWS_WINDOW_PRESETS.includes(days)) return;
    this.windowDays = days;
    void this.refresh();
  }

  setText(text: string): void {
    this.text = text;
  }

  /** Searches the text box's value (submit). */
  applyText(): void {
    if (this.text.trim() === this.appliedText.trim()) return;
    this.appliedText = this.text;
    void this.refresh();
  }

  isPicked(field: BusinessAlertFacetField, id: number): boolean {
    return this.picks[field]?.includes(id) ?? false;
  }

  /** Picks or unpicks a facet value (values of a field are alternatives). */
  togglePick(field: BusinessAlertFacetField, id: number): void {
    const current = this.picks[field] ?? [];
    const next = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
    const picks: Record<string, readonly number[]> = { ...this.picks, [field]: next };
    if (next.length === 0) delete picks[field];
    this.picks = picks;
    void this.refresh();
  }

  get pickCount(): number {
    return BUSINESS_ALERT_FACET_FIELDS.reduce((sum, field) => sum + (this.picks[field]?.length ?? 0), 0);
  }

  clearPicks(): void {
    if (this.pickCount === 0) return;
    this.picks = {};
    void this.refresh();
  }

  /** The facets to show: each field's values, the picked ones kept even when the others' picks leave them at 0. */
  get facetList(): readonly FacetCounts[] {
    const facets = this.facets.value ?? [];
    return facets.map((facet) => {
      const missing = (this.picks[facet.field] ?? []).filter((id) => !facet.value_list.some((value) => value.id === id));
      return missing.length === 0 ? facet : { field: facet.field, value_list: [...facet.value_list, ...missing.map((id) => ({ id, count: 0 }))] };
    });
  }

  get items(): readonly NewsPiece[] {
    return this.news.value?.items ?? [];
  }

  get count(): number {
    return this.news.value?.count ?? 0;
  }

  get hasMore(): boolean {
    return this.news.isReady && this.items.length < this.count;
  }

  /** The end of the list is reached (and shown) once something was listed and nothing is left. */
  get isEnd(): boolean {
    return this.news.isReady && this.count > 0 && this.items.length >= this.count;
  }

  get isEmpty(): boolean {
    return this.news.isReady && this.count === 0;
  }

  /** Appends the next page (infinite scroll and the "load more" button). */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    const generation = this.generation;
    this.loadingMore = true;
    this.moreError = false;
    try {
      const page = await this.gateway.businessAlertNews({ body: { ...this.body, limit: BUSINESS_ALERT_NEWS_PAGE, offset: this.items.length } });
      runInAction(() => {
        if (generation !== this.generation) return;
        const seen = new Set(this.items.map((item) => item.id));
        this.news.set({ items: [...this.items, ...page.news_list.filter((item) => !seen.has(item.id))], count: page.news_count });
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.moreError = true;
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loadingMore = false;
      });
    }
  }

  /** What "save as alert" would save, and what it cannot (core's rule). */
  get alertDraft() {
    return alertCriteriaFromFacets(this.criteria, this.picks, this.appliedText);
  }

  /** Whether anything narrows the news (an alert of nothing would follow every news piece). */
  get canSaveAlert(): boolean {
    return Object.keys(this.alertDraft.criteria).length > 0;
  }

  /** Saves the page as an alert (an alert-type query flagged `is_alert`); true when saved. */
  async saveAsAlert(name: string): Promise<boolean> {
    const trimmed = name.trim();
    if (trimmed === '' || this.saving || !this.canSaveAlert) return false;
    this.saving = true;
    this.saveError = null;
    try {
      await this.queries.createQuery({ body: { name: trimmed, query_type_id: QUERY_TYPE.alert, criteria: this.alertDraft.criteria, is_alert: true } });
      this.effects.savedAlert(trimmed);
      return true;
    } catch (error) {
      runInAction(() => {
        this.saveError = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** The most alerts a user may have (the dialog says it when the API refuses one more). */
  static readonly alertLimit = QUERY_LIMITS.alert;
}

import { makeAutoObservable } from 'mobx';
import { calendarDayIn, CONFERENCE_DEFAULT_ZONE, CONFERENCE_PAGE_SIZE, conferenceWindow } from '@cible/core';
import type { Clock, Conference, ConferenceSearchBody, ConferencesGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { PagedListViewModel } from '../company/PagedListViewModel';

/** The filters of the conference list (empty string / null: not filtered). */
export interface ConferenceFilters {
  readonly theme: string | null;
  readonly regionId: number | null;
  /** First start date (ISO day); empty: today. */
  readonly dateFrom: string;
  /** Last start date (ISO day); empty: none. */
  readonly dateTo: string;
  readonly text: string;
}

const NO_FILTERS: ConferenceFilters = { theme: null, regionId: null, dateFrom: '', dateTo: '', text: '' };

/**
 * /conferences (docs/conferences.md): the conferences from today (the user's zone, core's rule) sorted by start date,
 * 12 per page, filtered by theme, region, a date range and text. A change of filter goes back to page 1; a range
 * whose end is before its start is not sent (the page says so). The themes of the filter are asked once.
 */
export class ConferencesViewModel {
  filters: ConferenceFilters = NO_FILTERS;
  /** The text being typed (applied by `applyText`, the search button or Enter). */
  draftText = '';
  readonly themes = new Loadable<readonly string[]>();
  readonly list: PagedListViewModel<Conference>;

  constructor(
    private readonly gateway: ConferencesGateway,
    private readonly clock: Clock,
  ) {
    this.list = new PagedListViewModel(async (limit, offset) => {
      const page = await gateway.searchConferences({ body: { ...this.body, limit, offset } });
      return { items: page.conference_list, total: page.conference_count };
    }, CONFERENCE_PAGE_SIZE);
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, list: false, themes: false }, { autoBind: true });
  }

  /** Today in the user's zone (Europe/Paris when the zone is unknown): the list's first day by default. */
  get today(): string {
    return calendarDayIn(this.clock.now(), this.clock.zone) ?? calendarDayIn(this.clock.now(), CONFERENCE_DEFAULT_ZONE)!;
  }

  /** Whether the date range ends before it starts (core's rule): nothing is asked then. */
  get isRangeInverted(): boolean {
    return conferenceWindow({ startDateMin: this.filters.dateFrom || undefined, startDateMax: this.filters.dateTo || undefined }, this.today) === null;
  }

  get hasFilters(): boolean {
    const { theme, regionId, dateFrom, dateTo, text } = this.filters;
    return theme !== null || regionId !== null || dateFrom !== '' || dateTo !== '' || text !== '';
  }

  /** The search body of the filters (without paging). */
  get body(): Omit<ConferenceSearchBody, 'limit' | 'offset' | 'sort'> {
    const { theme, regionId, dateFrom, dateTo, text } = this.filters;
    return {
      criteria: {},
      start_date_min: dateFrom || this.today,
      ...(dateTo ? { start_date_max: dateTo } : {}),
      ...(theme === null ? {} : { theme }),
      ...(regionId === null ? {} : { region_id: regionId }),
      ...(text.trim() === '' ? {} : { text: text.trim() }),
    };
  }

  async load(): Promise<void> {
    await Promise.all([this.themes.status === 'ready' ? Promise.resolve() : this.themes.load(async () => (await this.gateway.getConferenceThemes()).theme_list), this.search()]);
  }

  setTheme(theme: string | null): void {
    this.change({ theme });
  }

  setRegion(regionId: number | null): void {
    this.change({ regionId });
  }

  setDateFrom(dateFrom: string): void {
    this.change({ dateFrom });
  }

  setDateTo(dateTo: string): void {
    this.change({ dateTo });
  }

  setDraftText(text: string): void {
    this.draftText = text;
  }

  applyText(): void {
    this.change({ text: this.draftText.trim() });
  }

  clearFilters(): void {
    this.draftText = '';
    this.filters = NO_FILTERS;
    void this.search();
  }

  private change(part: Partial<ConferenceFilters>): void {
    this.filters = { ...this.filters, ...part };
    void this.search();
  }

  /** Page 1 of the current filters (nothing asked while the range is inverted). */
  search(): Promise<void> {
    if (this.isRangeInverted) return Promise.resolve();
    return this.list.load(1);
  }
}

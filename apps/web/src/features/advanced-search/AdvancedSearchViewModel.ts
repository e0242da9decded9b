import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  CRITERIA_TAG_GROUPS,
  QUERY_LIMITS,
  QUERY_TYPE,
  criteriaTags,
  isEmptyCriterionValue,
  keepValidCriteria,
  type CriteriaTag,
  type CriteriaTagGroup,
  type QueriesGateway,
  type QueryLimitKind,
  type SearchCriteria,
  type SearchCriteriaField,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { ListAdditionModel } from './ListAdditionModel';
import type { AdvancedSearchSearch, AdvancedSearchSort, AdvancedSearchTarget } from './advancedSearchSearch';
import { SORTS_OF, type CriteriaSearch, type CriteriaSearchPage } from './CriteriaSearch';

/** Results per page. */
export const ADVANCED_SEARCH_PAGE_SIZE = 20;

/** What a search can be saved as: a saved search, or a segment of what it lists (companies or contacts). */
export type SaveKind = 'saved_search' | 'segment';

/** What the page tells the rest of the app. */
export interface AdvancedSearchEffects {
  /** Writes a new search in the URL. */
  navigate(search: AdvancedSearchSearch): void;
  /** The search was saved (its toast). */
  saved(kind: QueryLimitKind, name: string): void;
  /** Items were added to a list (its toast). */
  addedToList(count: number, listName: string): void;
}

// The list helpers moved to listAddition.ts (the conference program adds its speakers with them too).
export { listTypeIdsOf, type ListChoice } from './listAddition';

/** The tags of one display group. */
export interface CriteriaTagGroupView {
  readonly id: CriteriaTagGroup;
  readonly tags: readonly CriteriaTag[];
}

/** The query type and limit of a save: saved searches; company or contact segments by what the search lists. */
export function saveTargetOf(kind: SaveKind, target: AdvancedSearchTarget): { readonly queryTypeId: number; readonly limitKind: Exclude<QueryLimitKind, 'alert'> } {
  if (kind === 'saved_search') return { queryTypeId: QUERY_TYPE.search, limitKind: 'saved_search' };
  return target === 'companies'
    ? { queryTypeId: QUERY_TYPE.account_segment, limitKind: 'account_segment' }
    : { queryTypeId: QUERY_TYPE.contact_segment, limitKind: 'contact_segment' };
}

/**
 * /advanced-search (docs/advanced-search.md): contacts or companies by criteria. The URL holds everything (target,
 * criteria, sort, page: shareable, the back button works); a criterion the URL holds but core's schema refuses is left
 * out and named. The active criteria show as tags grouped as core's tag rules say; removing a tag removes its fields.
 * Any change of criteria goes back to page 1. Nothing is asked while there is no criterion. A search can be saved as a
 * saved search or a segment, below the limit of 10 of its kind (the count is asked when the save dialog opens).
 */
export class AdvancedSearchViewModel {
  search: AdvancedSearchSearch = {};
  readonly results = new Loadable<CriteriaSearchPage>();
  /** How many queries of each kind the user has (asked when saving). */
  readonly savedCounts = new Loadable<Readonly<Record<QueryLimitKind, number>>>();
  saving = false;
  /** The last save's failure (shown in the dialog), or null. */
  saveError: unknown = null;
  /** The results chosen to go to a list (ids of the target listed). */
  selectedIds: readonly number[] = [];
  /** The selection added to a list (the selection is cleared once added). */
  readonly listAddition: ListAdditionModel;

  constructor(
    private readonly criteriaSearch: CriteriaSearch,
    private readonly queries: QueriesGateway,
    private readonly effects: AdvancedSearchEffects,
  ) {
    this.listAddition = new ListAdditionModel(queries, {
      target: () => this.target,
      selectedIds: () => this.selectedIds,
      added: (count, name) => {
        this.effects.addedToList(count, name);
        this.clearSelection();
      },
    });
    makeAutoObservable<this, 'criteriaSearch' | 'queries' | 'effects'>(
      this,
      { criteriaSearch: false, queries: false, effects: false, results: false, savedCounts: false, listAddition: false, saveError: observableRef, search: observableRef },
      { autoBind: true },
    );
  }

  get target(): AdvancedSearchTarget {
    return this.search.target ?? 'contacts';
  }

  /** The sort of the URL when it applies to the target, else the target's default (by name). */
  get sort(): AdvancedSearchSort {
    const sort = this.search.sort;
    return sort !== undefined && SORTS_OF[this.target].includes(sort) ? sort : SORTS_OF[this.target][0]!;
  }

  get page(): number {
    return this.search.page ?? 1;
  }

  /** The URL's criteria that core's schema accepts, and the names it left out. */
  private get kept() {
    return keepValidCriteria(this.search.criteria ?? {});
  }

  get criteria(): SearchCriteria {
    return this.kept.criteria;
  }

  get droppedCriteria(): readonly string[] {
    return this.kept.dropped;
  }

  /** Whether a criterion with a value is set (the search runs only then). */
  get hasCriteria(): boolean {
    return Object.values(this.criteria).some((value) => !isEmptyCriterionValue(value));
  }

  /** The active criteria as tags, by display group (empty groups left out). */
  get tagGroups(): readonly CriteriaTagGroupView[] {
    const tags = criteriaTags(this.criteria);
    return CRITERIA_TAG_GROUPS.map((group) => ({ id: group.id, tags: tags.filter((tag) => tag.group === group.id) })).filter((group) => group.tags.length > 0);
  }

  get lastPage(): number {
    const total = this.results.value?.total ?? 0;
    return Math.max(1, Math.ceil(total / ADVANCED_SEARCH_PAGE_SIZE));
  }

  /** Takes the URL's search and asks its page (nothing without criteria). */
  async load(search: AdvancedSearchSearch): Promise<void> {
    this.search = search;
    if (!this.hasCriteria) {
      this.results.reset();
      return;
    }
    await this.results.load(() =>
      this.criteriaSearch.search({
        target: this.target,
        criteria: this.criteria,
        sort: this.sort,
        limit: ADVANCED_SEARCH_PAGE_SIZE,
        offset: (this.page - 1) * ADVANCED_SEARCH_PAGE_SIZE,
      }),
    );
  }

  retry(): Promise<void> {
    return this.load(this.search);
  }

  private navigateCriteria(criteria: SearchCriteria): void {
    const kept = Object.fromEntries(Object.entries(criteria).filter(([, value]) => !isEmptyCriterionValue(value) && value !== false));
    this.effects.navigate({ ...this.search, criteria: Object.keys(kept).length > 0 ? kept : undefined, page: undefined });
  }

  /** Sets one criterion (an empty value removes it). */
  setCriterion<F extends SearchCriteriaField>(field: F, value: SearchCriteria[F] | undefined): void {
    this.navigateCriteria({ ...this.criteria, [field]: value });
  }

  /** Removes a tag: every field it stands for. */
  removeTag(tag: CriteriaTag): void {
    const next: Record<string, unknown> = { ...this.criteria };
    for (const field of tag.fields) delete next[field];
    this.navigateCriteria(next as SearchCriteria);
  }

  clearCriteria(): void {
    this.navigateCriteria({});
  }

  setTarget(target: AdvancedSearchTarget): void {
    if (target === this.target) return;
    this.selectedIds = [];
    this.effects.navigate({ ...this.search, target, sort: undefined, page: undefined });
  }

  setSort(sort: AdvancedSearchSort): void {
    this.effects.navigate({ ...this.search, sort, page: undefined });
  }

  setPage(page: number): void {
    this.effects.navigate({ ...this.search, page: page > 1 ? page : undefined });
  }

  isSelected(id: number): boolean {
    return this.selectedIds.includes(id);
  }

  /** Chooses or leaves a result for a list. */
  toggleSelected(id: number, selected: boolean): void {
    const others = this.selectedIds.filter((candidate) => candidate !== id);
    this.selectedIds = selected ? [...others, id] : others;
  }

  clearSelection(): void {
    this.selectedIds = [];
  }

  /** Asks how many saved searches and segments the user has (the save dialog states the limits). */
  async loadSavedCounts(): Promise<void> {
    this.saveError = null;
    await this.savedCounts.load(async () => {
      const count = async (queryTypeId: number) =>
        (await this.queries.countQueries({ query: { query_type_id_list: [queryTypeId] } })).query_count;
      const [search, account, contact] = await Promise.all([count(QUERY_TYPE.search), count(QUERY_TYPE.account_segment), count(QUERY_TYPE.contact_segment)]);
      return { saved_search: search, account_segment: account, contact_segment: contact, alert: 0 };
    });
  }

  /** Whether one more of this kind may be saved (unknown counts: the server decides). */
  canSave(kind: SaveKind): boolean {
    const { limitKind } = saveTargetOf(kind, this.target);
    const counts = this.savedCounts.value;
    return counts === null || counts[limitKind] < QUERY_LIMITS[limitKind];
  }

  /** Saves the criteria as a saved search or a segment; true when saved. */
  async save(kind: SaveKind, name: string): Promise<boolean> {
    const trimmed = name.trim();
    if (trimmed === '' || !this.hasCriteria || this.saving || !this.canSave(kind)) return false;
    const { queryTypeId, limitKind } = saveTargetOf(kind, this.target);
    this.saving = true;
    this.saveError = null;
    try {
      await this.queries.createQuery({ body: { name: trimmed, query_type_id: queryTypeId, criteria: this.criteria } });
      this.effects.saved(limitKind, trimmed);
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
}

import { makeAutoObservable, runInAction } from 'mobx';
import type { Query, QueriesGateway } from '@cible/core';
import type { CriteriaSearch, CriteriaSearchPage } from '../advanced-search/CriteriaSearch';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { QUERY_LIST_KINDS, previewTargetOf, queryListLimit, type QueryListKind } from './queryListKinds';

/** Most queries a list page asks for (the API's page size; a kind holds 10 at most). */
export const QUERY_LIST_PAGE_LIMIT = 1000;
/** Items shown in a query's preview (the spec's "previews show 3"). */
export const QUERY_PREVIEW_SIZE = 3;

/** The first items a query finds (companies for company segments, contacts otherwise) and how many in all. */
export type QueryPreview = CriteriaSearchPage;

/** What the page tells the rest of the app. */
export interface QueryListEffects {
  /** The spec's success toasts: saved, duplicated, deleted, shared. */
  succeeded(what: 'saved' | 'duplicated' | 'deleted' | 'shared'): void;
  /** A change failed: the API's coded message when it has one (a limit reached), else the generic error toast. */
  failed(error: unknown): void;
  /** The name of a copy ("… (copie)"). */
  copyName(name: string): string;
}

/** The action running on a query (its buttons are busy meanwhile). */
export type QueryAction = 'rename' | 'duplicate' | 'delete' | 'share' | 'alert';

/**
 * A personal-space page of queries (/personal-space/saved-searches, company-segments, contact-segments, alerts;
 * docs/advanced-search.md "The pages of queries"): the user's queries of the page's kind, newest first, each
 * with a preview of 3 items; how many of the 10 allowed are used, stated before the limit is reached (duplicate is
 * then disabled); rename, duplicate, delete, share with a colleague, turn into an alert or stop the alert. Every
 * change is sent, then the list shows it (the server's answer), with the spec's toasts.
 */
export class QueryListViewModel {
  readonly list = new Loadable<readonly Query[]>({ status: 'loading' });
  /** Previews by query id (loaded with the list). */
  previews = new Map<number, Loadable<QueryPreview>>();
  /** The criteria each kept preview was made for (JSON), by query id. */
  private readonly previewCriteria = new Map<number, string>();
  /** The query and action running, if any. */
  busy: { readonly id: number; readonly action: QueryAction } | null = null;

  constructor(
    readonly kind: QueryListKind,
    private readonly userId: number,
    private readonly gateway: QueriesGateway,
    private readonly criteriaSearch: CriteriaSearch,
    private readonly effects: QueryListEffects,
  ) {
    makeAutoObservable<this, 'userId' | 'gateway' | 'criteriaSearch' | 'effects' | 'previewCriteria'>(
      this,
      { kind: false, userId: false, gateway: false, criteriaSearch: false, effects: false, list: false, previewCriteria: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get queries(): readonly Query[] {
    return this.list.value ?? [];
  }

  /** The most queries of this kind (10); null for lists, which have no limit. */
  get limit(): number | null {
    return queryListLimit(this.kind);
  }

  /** How many of them are used (the list is the user's queries of the kind). */
  get used(): number {
    return this.queries.length;
  }

  get isAtLimit(): boolean {
    return this.limit !== null && this.used >= this.limit;
  }

  previewOf(id: number): Loadable<QueryPreview> | undefined {
    return this.previews.get(id);
  }

  isBusy(id: number, action?: QueryAction): boolean {
    return this.busy !== null && this.busy.id === id && (action === undefined || this.busy.action === action);
  }

  /** Loads the list, then each query's preview. */
  async load(): Promise<void> {
    const definition = QUERY_LIST_KINDS[this.kind];
    const answer = await this.list.load(async () => {
      const page = await this.gateway.listQueries({ query: { ...definition.filter, limit: QUERY_LIST_PAGE_LIMIT, offset: 0 } });
      return page.query_list;
    });
    if (answer === undefined) return;
    this.loadPreviews(answer);
  }

  /** Each query's preview: kept when its criteria did not change (a rename, a share), made again otherwise. */
  private loadPreviews(queries: readonly Query[]): void {
    const previews = new Map<number, Loadable<QueryPreview>>();
    for (const query of queries) {
      const criteria = JSON.stringify(query.criteria);
      const known = this.previews.get(query.id);
      if (known && !known.isError && this.previewCriteria.get(query.id) === criteria) {
        previews.set(query.id, known);
        continue;
      }
      const preview = new Loadable<QueryPreview>();
      const target = previewTargetOf(this.kind, query);
      this.previewCriteria.set(query.id, criteria);
      void preview.load(() => this.criteriaSearch.search({ target, criteria: query.criteria, limit: QUERY_PREVIEW_SIZE, offset: 0 }));
      previews.set(query.id, preview);
    }
    this.previews = previews;
  }

  /** Runs one change of one query; the list is loaded again after it (what the server kept is what shows). */
  private async change(id: number, action: QueryAction, run: () => Promise<void>, success: Parameters<QueryListEffects['succeeded']>[0]): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = { id, action };
    try {
      await run();
      this.effects.succeeded(success);
      await this.load();
      return true;
    } catch (error) {
      this.effects.failed(error);
      return false;
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }

  /** Renames a query (PATCH name); a blank name is refused before any call. */
  rename(id: number, name: string): Promise<boolean> {
    const trimmed = name.trim();
    if (trimmed === '') return Promise.resolve(false);
    return this.change(id, 'rename', async () => {
      await this.gateway.updateQuery({ params: { id }, body: { name: trimmed } });
    }, 'saved');
  }

  /** Duplicates a query: a new query of the same type, criteria and alert flag, named "… (copie)". */
  duplicate(id: number): Promise<boolean> {
    const query = this.queries.find((candidate) => candidate.id === id);
    if (!query || this.isAtLimit) return Promise.resolve(false);
    return this.change(id, 'duplicate', async () => {
      await this.gateway.createQuery({
        body: { name: this.effects.copyName(query.name), query_type_id: query.query_type_id, criteria: query.criteria, is_alert: query.is_alert },
      });
    }, 'duplicated');
  }

  /** Deletes a query (DELETE); the page asked for a confirmation before. */
  delete(id: number): Promise<boolean> {
    return this.change(id, 'delete', async () => {
      await this.gateway.deleteQuery({ params: { id } });
    }, 'deleted');
  }

  /** Gives a colleague of the organisation a copy of the query (POST sharings). */
  share(id: number, colleagueId: number): Promise<boolean> {
    return this.change(id, 'share', async () => {
      await this.gateway.shareUserQuery({ params: { user: this.userId, id }, body: { shared_user_id: colleagueId } });
    }, 'shared');
  }

  /** Turns a query into an alert or stops its alert (PATCH is_alert). */
  setAlert(id: number, isAlert: boolean): Promise<boolean> {
    return this.change(id, 'alert', async () => {
      await this.gateway.updateQuery({ params: { id }, body: { is_alert: isAlert } });
    }, 'saved');
  }
}

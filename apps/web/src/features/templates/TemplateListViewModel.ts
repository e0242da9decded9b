import { makeAutoObservable, runInAction } from 'mobx';
import { PORT_LIMITS, templateStatisticsRates } from '@cible/core';
import type { EmailTemplate, TemplateStatisticsRates, TemplateTag, TemplatesGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';

/** Templates shown per page (the contract's default page size). */
export const TEMPLATE_PAGE_SIZE = 20;
/** Longest search text (the contract's `search` query field). */
export const TEMPLATE_SEARCH_MAX = 100;
/** Pages of 1 000 asked at most for one list (10 000 templates): the rest would not be sorted in. */
export const TEMPLATE_FETCH_MAX_PAGES = 10;

/** The columns the list sorts by. */
export type TemplateSortKey = 'name' | 'sent' | 'opened' | 'clicked' | 'replied';
export type SortDirection = 'ascending' | 'descending';
export interface TemplateSort {
  readonly key: TemplateSortKey;
  readonly direction: SortDirection;
}

/** A template as the list shows it: the template and core's percentages of its statistics. */
export interface TemplateRow {
  readonly id: number;
  readonly template: EmailTemplate;
  readonly rates: TemplateStatisticsRates;
}

/** What the list tells the rest of the app (the spec's toasts). */
export interface TemplateListEffects {
  succeeded(what: 'duplicated' | 'deleted'): void;
  failed(error: unknown): void;
  /** The name of a copy ("… (copie)"). */
  copyName(name: string): string;
}

export type TemplateAction = 'duplicate' | 'delete';

/** The templates matching the server-side filters: all of them (sorted and paged here), and how many the server counts. */
interface FilteredTemplates {
  readonly items: readonly EmailTemplate[];
  readonly count: number;
}

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

function sortValue(row: TemplateRow, key: Exclude<TemplateSortKey, 'name'>): number {
  return key === 'sent' ? row.template.statistics.mail_sent_count : row.rates[key];
}

/**
 * /personal-space/templates (docs/adr/018-template-editor.md): the user's email templates filtered by tags and by a
 * text (both sent to the server: `tag_id_list`, `search`), sorted by name or by a statistic and paged 20 at a time
 * here (the contract has no sort: the whole filtered list is fetched, in pages of 1 000), each with its sent count and
 * core's opened, clicked and replied percentages (capped at 100, rounded up); duplicate ("… (copie)", same tags) and
 * delete (the page confirms first), with the spec's toasts, then the list is asked again.
 */
export class TemplateListViewModel {
  readonly templates = new Loadable<FilteredTemplates>({ status: 'loading' });
  readonly tags = new Loadable<readonly TemplateTag[]>({ status: 'loading' });
  /** The tags the list is filtered by (a template must carry one of them, as the server reads `tag_id_list`). */
  tagIds: readonly number[] = [];
  /** The search box's text; `appliedSearch` is the one the list was asked with. */
  searchText = '';
  appliedSearch = '';
  sort: TemplateSort = { key: 'name', direction: 'ascending' };
  page = 1;
  busy: { readonly id: number; readonly action: TemplateAction } | null = null;

  constructor(
    private readonly gateway: TemplatesGateway,
    private readonly effects: TemplateListEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'effects'>(this, { gateway: false, effects: false, templates: false, tags: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.templates.status;
  }

  /** Whether a filter narrows the list (the empty state then says nothing matches, not that there is nothing). */
  get isFiltered(): boolean {
    return this.tagIds.length > 0 || this.appliedSearch !== '';
  }

  /** The filtered templates with their percentages, in the chosen order. */
  get rows(): readonly TemplateRow[] {
    const rows = (this.templates.value?.items ?? []).map((template) => ({ id: template.id, template, rates: templateStatisticsRates(template.statistics) }));
    const { key, direction } = this.sort;
    const sign = direction === 'ascending' ? 1 : -1;
    return rows.sort((a, b) => {
      const byName = nameCollator.compare(a.template.name, b.template.name);
      if (key === 'name') return sign * byName || a.id - b.id;
      return sign * (sortValue(a, key) - sortValue(b, key)) || byName || a.id - b.id;
    });
  }

  /** How many templates match (the server's count). */
  get total(): number {
    return this.templates.value?.count ?? 0;
  }

  /** Whether the server counts more matches than could be fetched (they are left out of the sort). */
  get isTruncated(): boolean {
    return this.rows.length < this.total;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.rows.length / TEMPLATE_PAGE_SIZE));
  }

  /** The rows of the current page. */
  get pageRows(): readonly TemplateRow[] {
    const page = Math.min(this.page, this.pageCount);
    return this.rows.slice((page - 1) * TEMPLATE_PAGE_SIZE, page * TEMPLATE_PAGE_SIZE);
  }

  isBusy(id: number, action?: TemplateAction): boolean {
    return this.busy !== null && this.busy.id === id && (action === undefined || this.busy.action === action);
  }

  /** Loads the tags (for the filter) and the templates. */
  async load(): Promise<void> {
    await Promise.all([this.tags.load(async () => (await this.gateway.listTemplateTags()).tag_list), this.loadTemplates()]);
  }

  /** Asks the templates matching the filters again (every page of 1 000, up to {@link TEMPLATE_FETCH_MAX_PAGES}). */
  async loadTemplates(): Promise<void> {
    const tagIds = [...this.tagIds];
    const search = this.appliedSearch;
    await this.templates.load(async () => {
      const items: EmailTemplate[] = [];
      let count = 0;
      for (let page = 0; page < TEMPLATE_FETCH_MAX_PAGES; page++) {
        const answer = await this.gateway.listEmailTemplates({
          query: {
            ...(tagIds.length > 0 ? { tag_id_list: tagIds } : {}),
            ...(search !== '' ? { search } : {}),
            limit: PORT_LIMITS.pageLimit,
            offset: items.length,
          },
        });
        items.push(...answer.template_list);
        count = answer.template_count;
        if (answer.template_list.length === 0 || items.length >= count) break;
      }
      return { items, count };
    });
    runInAction(() => {
      this.page = Math.min(this.page, this.pageCount);
    });
  }

  /** Adds or removes a tag of the filter, back to page 1. */
  toggleTag(tagId: number): Promise<void> {
    this.tagIds = this.tagIds.includes(tagId) ? this.tagIds.filter((id) => id !== tagId) : [...this.tagIds, tagId];
    this.page = 1;
    return this.loadTemplates();
  }

  /** Empties the tag filter. */
  clearTags(): Promise<void> {
    if (this.tagIds.length === 0) return Promise.resolve();
    this.tagIds = [];
    this.page = 1;
    return this.loadTemplates();
  }

  setSearchText(text: string): void {
    this.searchText = text.slice(0, TEMPLATE_SEARCH_MAX);
  }

  /** Searches the text typed (trimmed), back to page 1; nothing is asked when it did not change. */
  applySearch(): Promise<void> {
    const search = this.searchText.trim();
    if (search === this.appliedSearch) return Promise.resolve();
    this.appliedSearch = search;
    this.page = 1;
    return this.loadTemplates();
  }

  /** Empties the search box and the search. */
  clearSearch(): Promise<void> {
    this.searchText = '';
    return this.applySearch();
  }

  /** Sorts by a column: the same column flips its direction; a new one starts A→Z for the name, highest first otherwise. */
  sortBy(key: TemplateSortKey, direction?: SortDirection): void {
    const next = direction ?? (this.sort.key === key ? (this.sort.direction === 'ascending' ? 'descending' : 'ascending') : key === 'name' ? 'ascending' : 'descending');
    this.sort = { key, direction: next };
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, Math.trunc(page)), this.pageCount);
  }

  /** Duplicates a template: same subject, bodies and tags, named "… (copie)" (cut to the name's 255 characters). */
  duplicate(id: number): Promise<boolean> {
    const template = this.templates.value?.items.find((candidate) => candidate.id === id);
    if (!template) return Promise.resolve(false);
    const name = this.effects.copyName(template.name).slice(0, PORT_LIMITS.name);
    return this.change(id, 'duplicate', async () => {
      await this.gateway.createEmailTemplate({
        body: {
          name,
          subject: template.subject,
          html_content: template.html_content,
          plain_content: template.plain_content,
          ...(template.tags.length > 0 ? { tag_id_list: template.tags.map((tag) => tag.tag_id) } : {}),
        },
      });
    }, 'duplicated');
  }

  /** Deletes a template (the page asked for a confirmation before). */
  delete(id: number): Promise<boolean> {
    return this.change(id, 'delete', async () => {
      await this.gateway.deleteEmailTemplate({ params: { id } });
    }, 'deleted');
  }

  private async change(id: number, action: TemplateAction, run: () => Promise<void>, success: 'duplicated' | 'deleted'): Promise<boolean> {
    if (this.busy !== null) return false;
    this.busy = { id, action };
    try {
      await run();
    } catch (error) {
      this.effects.failed(error);
      runInAction(() => {
        this.busy = null;
      });
      return false;
    }
    this.effects.succeeded(success);
    await this.loadTemplates();
    runInAction(() => {
      this.busy = null;
    });
    return true;
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import {
  allowedSequenceTransitions,
  SEQUENCE_LIST_PAGES,
  SEQUENCE_STATUS,
  type Sequence,
  type SequenceListResponse,
  type SequencesGateway,
  type SequenceSetting,
  type SequenceStatusCode,
  type SequenceStatusId,
  type SequenceTemplate,
} from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { sequenceErrorKey, type SequenceErrorKey } from './sequenceErrorKey';

/** Sequences shown per page (the contract's default page size). */
export const SEQUENCE_PAGE_SIZE = 20;

/** What the list tells the user after an action (a toast); keys of `sequences.toast` / `sequences.errors`. */
export interface SequenceListNotices {
  done(kind: 'deleted' | 'duplicated' | 'saved'): void;
  failed(key: SequenceErrorKey): void;
}

export type SequenceListGateway = Pick<
  SequencesGateway,
  'listSequences' | 'createSequence' | 'updateSequence' | 'deleteSequence' | 'duplicateSequence' | 'listSequenceTemplates' | 'getSequenceSettings'
>;

/**
 * /sequences/lists/{status}: the organisation's sequences of one status (tabs with their counts), searched by name and
 * owner, 20 per page; create (from a ready-made model or blank), duplicate, delete (after a confirmation) and the
 * status changes core's transitions allow from the row's status.
 */
export class SequenceListViewModel {
  readonly list = new Loadable<SequenceListResponse>({ status: 'loading' });
  readonly templates = new Loadable<readonly SequenceTemplate[]>();
  counts: Partial<Record<SequenceStatusCode, number>> = {};
  owners: readonly SequenceSetting[] = [];
  name = '';
  ownerUserId: number | null = null;
  page = 1;
  /** The sequence waiting for the delete confirmation. */
  pendingDeletion: Sequence | null = null;
  busyId: number | null = null;

  constructor(
    readonly status: SequenceStatusCode,
    private readonly gateway: SequenceListGateway,
    private readonly notices: SequenceListNotices,
  ) {
    makeAutoObservable<this, 'gateway' | 'notices'>(this, { gateway: false, notices: false, list: false, templates: false }, { autoBind: true });
  }

  get statusId(): SequenceStatusId {
    return SEQUENCE_STATUS[this.status];
  }

  get loadStatus(): LoadStatus {
    return this.list.status;
  }

  get rows(): readonly Sequence[] {
    return this.list.value?.sequence_list ?? [];
  }

  get total(): number {
    return this.list.value?.sequence_count ?? 0;
  }

  /** The page's sequences and the tab counts (one count per status, the filters applied). */
  async load(): Promise<void> {
    const filters = this.filters();
    const offset = (this.page - 1) * SEQUENCE_PAGE_SIZE;
    await Promise.all([
      this.list.load(() => this.gateway.listSequences({ query: { ...filters, status_id_list: [this.statusId], limit: SEQUENCE_PAGE_SIZE, offset } })),
      this.loadCounts(filters),
    ]);
  }

  /** The owners to filter by (the organisation's users with a sequence setting). */
  async loadOwners(): Promise<void> {
    try {
      const { setting_list } = await this.gateway.getSequenceSettings();
      runInAction(() => (this.owners = setting_list));
    } catch {
      // No owner filter without the list: the rest of the page works.
    }
  }

  setName(name: string): Promise<void> {
    this.name = name;
    this.page = 1;
    return this.load();
  }

  setOwner(ownerUserId: number | null): Promise<void> {
    if (ownerUserId === this.ownerUserId) return Promise.resolve();
    this.ownerUserId = ownerUserId;
    this.page = 1;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    const last = Math.max(1, Math.ceil(this.total / SEQUENCE_PAGE_SIZE));
    const next = Math.min(Math.max(1, Math.trunc(page)), last);
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }

  loadTemplates(): Promise<unknown> {
    return this.templates.load(async () => (await this.gateway.listSequenceTemplates()).template_list);
  }

  /** Creates a draft (from a model when `templateId` is given); answers its id, or null when refused. */
  async create(name: string, templateId: number | null): Promise<number | null> {
    try {
      const created = await this.gateway.createSequence({ body: { name: name.trim(), ...(templateId === null ? {} : { template_id: templateId }) } });
      return created.id;
    } catch (error) {
      this.notices.failed(sequenceErrorKey(error));
      return null;
    }
  }

  /** The statuses a row may move to (core's transitions). */
  transitionsOf(sequence: Sequence): readonly SequenceStatusId[] {
    return allowedSequenceTransitions(sequence.status_id);
  }

  changeStatus(sequence: Sequence, to: SequenceStatusId): Promise<boolean> {
    return this.act(sequence.id, 'saved', () => this.gateway.updateSequence({ params: { id: sequence.id }, body: { status_id: to } }));
  }

  duplicate(sequence: Sequence): Promise<boolean> {
    return this.act(sequence.id, 'duplicated', () => this.gateway.duplicateSequence({ params: { id: sequence.id }, body: {} }));
  }

  askDeletion(sequence: Sequence | null): void {
    this.pendingDeletion = sequence;
  }

  /** Deletes the sequence waiting for confirmation. */
  async confirmDeletion(): Promise<boolean> {
    const sequence = this.pendingDeletion;
    if (sequence === null) return false;
    this.pendingDeletion = null;
    return this.act(sequence.id, 'deleted', () => this.gateway.deleteSequence({ params: { id: sequence.id } }));
  }

  private async act(id: number, done: 'deleted' | 'duplicated' | 'saved', call: () => Promise<unknown>): Promise<boolean> {
    this.busyId = id;
    try {
      await call();
      this.notices.done(done);
      await this.load();
      return true;
    } catch (error) {
      this.notices.failed(sequenceErrorKey(error));
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }

  private filters() {
    const name = this.name.trim();
    return { ...(name === '' ? {} : { name }), ...(this.ownerUserId === null ? {} : { owner_user_id: this.ownerUserId }) };
  }

  private async loadCounts(filters: ReturnType<SequenceListViewModel['filters']>): Promise<void> {
    const entries = await Promise.all(
      SEQUENCE_LIST_PAGES.map(async (code) => {
        try {
          const answer = await this.gateway.listSequences({ query: { ...filters, status_id_list: [SEQUENCE_STATUS[code]], limit: 1, offset: 0 } });
          return [code, answer.sequence_count] as const;
        } catch {
          return [code, undefined] as const;
        }
      }),
    );
    runInAction(() => {
      this.counts = Object.fromEntries(entries.filter(([, count]) => count !== undefined));
    });
  }
}

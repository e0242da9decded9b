import { makeAutoObservable, runInAction } from 'mobx';
import {
  nextStepOfTarget,
  SEQUENCE_TARGETS_PAGE_SIZE,
  shouldSearchTargetsByName,
  type QueriesGateway,
  type Query,
  type SequenceEmailEvent,
  type SequenceImportCheckResponse,
  type SequencesGateway,
  type SequenceStepDto,
  type SequenceTargetDto,
  type SequenceTargetListResponse,
  type SequenceTargetSearchBody,
  type SequenceTaskStatusFilter,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { listTypeIdsOf } from '../advanced-search/listAddition';
import { sequenceErrorKey, type SequenceErrorKey } from './sequenceErrorKey';

export type SequenceTargetsGateway = Pick<
  SequencesGateway,
  'searchSequenceTargets' | 'updateSequenceTarget' | 'checkImportSequenceTargets' | 'importSequenceTargets'
>;

/** The monitoring filters (the spec's: name, e-mail events, excluded events, step positions, other sequence, statuses). */
export interface SequenceTargetFilters {
  name: string;
  emailEvents: readonly SequenceEmailEvent[];
  excludedEmailEvents: readonly SequenceEmailEvent[];
  stepPositions: readonly number[];
  /** true: only targets also in another sequence; false: only those that are not; null: no filter. */
  targetedOtherSequence: boolean | null;
  targetStatusIds: readonly number[];
  taskStatuses: readonly SequenceTaskStatusFilter[];
}

export const NO_TARGET_FILTERS: SequenceTargetFilters = {
  name: '',
  emailEvents: [],
  excludedEmailEvents: [],
  stepPositions: [],
  targetedOtherSequence: null,
  targetStatusIds: [],
  taskStatuses: [],
};

/** One line of a target's timeline: a computed step, in the order it happened. */
export interface TargetTimelineEntry {
  readonly stepId: number;
  readonly position: number | null;
  readonly typeId: number | null;
  readonly at: string;
  readonly opened: boolean;
  readonly clicked: boolean;
  readonly replied: boolean;
  readonly bounced: boolean;
}

/** Where an import stands: choosing a list, its check (what would be imported, who is excluded and why), done. */
export type TargetImportState =
  | { readonly step: 'closed' }
  | { readonly step: 'choose'; readonly queryId: number | null }
  | { readonly step: 'checked'; readonly queryId: number; readonly check: SequenceImportCheckResponse }
  | { readonly step: 'imported'; readonly importedCount: number; readonly excludedCount: number };

/** The body of the target search for these filters and page (a name under 3 characters is not sent: core's rule). */
export function targetSearchBody(filters: SequenceTargetFilters, page: number): SequenceTargetSearchBody {
  const name = filters.name.trim();
  return {
    ...(shouldSearchTargetsByName(name) ? { name } : {}),
    ...(filters.emailEvents.length > 0 ? { email_event_list: [...filters.emailEvents] } : {}),
    ...(filters.excludedEmailEvents.length > 0 ? { exclude_email_event_list: [...filters.excludedEmailEvents] } : {}),
    ...(filters.stepPositions.length > 0 ? { step_position_list: [...filters.stepPositions] } : {}),
    ...(filters.targetedOtherSequence === null ? {} : { targeted_other_sequence: filters.targetedOtherSequence }),
    ...(filters.targetStatusIds.length > 0 ? { target_status_id_list: [...filters.targetStatusIds] } : {}),
    ...(filters.taskStatuses.length > 0 ? { task_status_list: [...filters.taskStatuses] } : {}),
    limit: SEQUENCE_TARGETS_PAGE_SIZE,
    offset: (page - 1) * SEQUENCE_TARGETS_PAGE_SIZE,
  };
}

/**
 * The targets tab: the monitoring search (every filter of the spec, 20 per page), each target's status change, its
 * next step (core's rule on its computed steps) and timeline; the import of a contact list or segment: its check
 * first (importable, already targeted, excluded with their reasons), then the import (sequence credits; the API's
 * refusal for lack of credits is shown).
 */
export class SequenceTargetsViewModel {
  readonly targets = new Loadable<SequenceTargetListResponse>({ status: 'loading' });
  filters: SequenceTargetFilters = NO_TARGET_FILTERS;
  page = 1;
  steps: readonly SequenceStepDto[] = [];
  expandedId: number | null = null;
  error: SequenceErrorKey | null = null;
  importState: TargetImportState = { step: 'closed' };
  lists: readonly Query[] = [];
  busy = false;

  constructor(
    readonly sequenceId: number,
    private readonly gateway: SequenceTargetsGateway,
    private readonly queries: Pick<QueriesGateway, 'listQueries'>,
  ) {
    makeAutoObservable<this, 'gateway' | 'queries'>(this, { gateway: false, queries: false, targets: false }, { autoBind: true });
  }

  get rows(): readonly SequenceTargetDto[] {
    return this.targets.value?.target_list ?? [];
  }

  get total(): number {
    return this.targets.value?.target_count ?? 0;
  }

  setSteps(steps: readonly SequenceStepDto[]): void {
    this.steps = steps;
  }

  async load(): Promise<void> {
    const body = targetSearchBody(this.filters, this.page);
    await this.targets.load(() => this.gateway.searchSequenceTargets({ params: { id: this.sequenceId }, body }));
  }

  /** Changes filters (the rest kept), back to page 1. A name of 1 or 2 characters does not search yet. */
  setFilters(change: Partial<SequenceTargetFilters>): Promise<void> {
    const before = targetSearchBody(this.filters, 1);
    this.filters = { ...this.filters, ...change };
    if (JSON.stringify(before) === JSON.stringify(targetSearchBody(this.filters, 1))) return Promise.resolve();
    this.page = 1;
    return this.load();
  }

  /** An event both required and excluded is refused by the rule: choosing one side drops it from the other. */
  toggleEvent(event: SequenceEmailEvent, side: 'required' | 'excluded'): Promise<void> {
    const { emailEvents, excludedEmailEvents } = this.filters;
    const toggle = (list: readonly SequenceEmailEvent[]) => (list.includes(event) ? list.filter((entry) => entry !== event) : [...list, event]);
    return side === 'required'
      ? this.setFilters({ emailEvents: toggle(emailEvents), excludedEmailEvents: excludedEmailEvents.filter((entry) => entry !== event) })
      : this.setFilters({ excludedEmailEvents: toggle(excludedEmailEvents), emailEvents: emailEvents.filter((entry) => entry !== event) });
  }

  resetFilters(): Promise<void> {
    return this.setFilters(NO_TARGET_FILTERS);
  }

  setPage(page: number): Promise<void> {
    const last = Math.max(1, Math.ceil(this.total / SEQUENCE_TARGETS_PAGE_SIZE));
    const next = Math.min(Math.max(1, Math.trunc(page)), last);
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }

  toggleExpanded(targetId: number): void {
    this.expandedId = this.expandedId === targetId ? null : targetId;
  }

  /** The step a target meets next (core's rule), or null. */
  nextStepOf(target: SequenceTargetDto): SequenceStepDto | null {
    return nextStepOfTarget(this.steps, target);
  }

  /** The target's computed steps, oldest first, with their step's position and type and the e-mail events. */
  timelineOf(target: SequenceTargetDto): TargetTimelineEntry[] {
    return [...target.computed_steps_list]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((computed) => {
        const step = this.steps.find((entry) => entry.id === computed.step_id) ?? null;
        return {
          stepId: computed.step_id,
          position: step?.position ?? null,
          typeId: step?.type_id ?? null,
          at: computed.created_at,
          opened: computed.opened > 0,
          clicked: computed.clicked > 0,
          replied: computed.replied > 0,
          bounced: computed.bounced > 0,
        };
      });
  }

  async changeStatus(target: SequenceTargetDto, statusId: number): Promise<boolean> {
    this.error = null;
    try {
      const updated = await this.gateway.updateSequenceTarget({ params: { id: this.sequenceId, target_id: target.id }, body: { status_id: statusId } });
      this.targets.update((value) => ({ ...value, target_list: value.target_list.map((row) => (row.id === updated.id ? updated : row)) }));
      return true;
    } catch (error) {
      runInAction(() => (this.error = sequenceErrorKey(error)));
      return false;
    }
  }

  /** Opens the import: the user's contact lists and segments. */
  async openImport(): Promise<void> {
    this.error = null;
    this.importState = { step: 'choose', queryId: null };
    try {
      const { query_list } = await this.queries.listQueries({ query: { query_type_id_list: [...listTypeIdsOf('contacts')], limit: 1000, offset: 0 } });
      runInAction(() => (this.lists = query_list));
    } catch (error) {
      runInAction(() => (this.error = sequenceErrorKey(error)));
    }
  }

  closeImport(): void {
    this.importState = { step: 'closed' };
  }

  chooseList(queryId: number | null): void {
    this.importState = { step: 'choose', queryId };
  }

  /** Asks what importing the chosen list would do. */
  check(): Promise<boolean> {
    const state = this.importState;
    if (state.step !== 'choose' || state.queryId === null) return Promise.resolve(false);
    const queryId = state.queryId;
    return this.importCall(async () => {
      const check = await this.gateway.checkImportSequenceTargets({ params: { id: this.sequenceId }, body: { query_id: queryId } });
      runInAction(() => (this.importState = { step: 'checked', queryId, check }));
    });
  }

  /** Imports the checked list; the targets are searched again. */
  import(): Promise<boolean> {
    const state = this.importState;
    if (state.step !== 'checked') return Promise.resolve(false);
    return this.importCall(async () => {
      const result = await this.gateway.importSequenceTargets({ params: { id: this.sequenceId }, body: { query_id: state.queryId } });
      runInAction(() => (this.importState = { step: 'imported', importedCount: result.imported_count, excludedCount: result.excluded_count }));
      await this.load();
    });
  }

  /**
   * The check's warnings: importable contacts already in a colleague's ongoing sequence, by sequence name. The
   * `warning_list` is the tasks and targets API's designed field (read when the answer has it).
   */
  get warnings(): readonly { sequenceName: string; count: number }[] {
    if (this.importState.step !== 'checked') return [];
    const list = (this.importState.check as { warning_list?: readonly { sequence_name: string }[] }).warning_list ?? [];
    const counts = new Map<string, number>();
    for (const warning of list) counts.set(warning.sequence_name, (counts.get(warning.sequence_name) ?? 0) + 1);
    return [...counts].map(([sequenceName, count]) => ({ sequenceName, count }));
  }

  /** The excluded contacts of the check, counted by reason id (1 replied, 2 no e-mail, 3 opted out, 4 in another ongoing sequence). */
  get exclusionCounts(): ReadonlyMap<number, number> {
    const counts = new Map<number, number>();
    if (this.importState.step === 'checked') for (const excluded of this.importState.check.excluded_list) counts.set(excluded.reason_id, (counts.get(excluded.reason_id) ?? 0) + 1);
    return counts;
  }

  private async importCall(run: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      await run();
      return true;
    } catch (error) {
      runInAction(() => (this.error = sequenceErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

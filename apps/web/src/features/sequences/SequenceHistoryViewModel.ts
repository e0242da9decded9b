import { makeAutoObservable } from 'mobx';
import type { SequenceHistoryEvent, SequenceHistoryEventType, SequenceHistoryResponse, SequencesGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

/** The record's page size (the API's default page of the history route). */
export const SEQUENCE_HISTORY_PAGE_SIZE = 20;

/**
 * The record tab's history: what happened to the sequence's targets, newest first, 20 per page; filtered by event
 * type (none: all), bot and privacy-proxy hits shown only when asked (they are left out of the rates).
 */
export class SequenceHistoryViewModel {
  readonly history = new Loadable<SequenceHistoryResponse>({ status: 'loading' });
  type: SequenceHistoryEventType | null = null;
  withBots = false;
  page = 1;

  constructor(
    readonly sequenceId: number,
    private readonly gateway: Pick<SequencesGateway, 'listSequenceHistory'>,
  ) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, history: false }, { autoBind: true });
  }

  get events(): readonly SequenceHistoryEvent[] {
    return this.history.value?.event_list ?? [];
  }

  get total(): number {
    return this.history.value?.event_count ?? 0;
  }

  async load(): Promise<void> {
    const query = {
      ...(this.type === null ? {} : { type_list: [this.type] }),
      ...(this.withBots ? { with_bots: true } : {}),
      limit: SEQUENCE_HISTORY_PAGE_SIZE,
      offset: (this.page - 1) * SEQUENCE_HISTORY_PAGE_SIZE,
    };
    await this.history.load(() => this.gateway.listSequenceHistory({ params: { id: this.sequenceId }, query }));
  }

  /** Another event type (null: all), back to page 1. */
  setType(type: SequenceHistoryEventType | null): Promise<void> {
    if (type === this.type) return Promise.resolve();
    this.type = type;
    this.page = 1;
    return this.load();
  }

  setWithBots(withBots: boolean): Promise<void> {
    if (withBots === this.withBots) return Promise.resolve();
    this.withBots = withBots;
    this.page = 1;
    return this.load();
  }

  /** A page within 1 … the last one. */
  setPage(page: number): Promise<void> {
    const last = Math.max(1, Math.ceil(this.total / SEQUENCE_HISTORY_PAGE_SIZE));
    const next = Math.min(Math.max(1, Math.trunc(page)), last);
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }
}

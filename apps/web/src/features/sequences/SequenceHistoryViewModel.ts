import { makeAutoObservable } from 'mobx';
import type { SequenceHistoryEvent, SequenceHistoryEventType, SequencesGateway } from '@cible/core';
import { PagedListViewModel } from '../company/PagedListViewModel';

/** The record's page size (the API's default page of the history route). */
export const SEQUENCE_HISTORY_PAGE_SIZE = 20;

/**
 * The record tab's history: what happened to the sequence's targets, newest first, 20 per page (the shared paged list);
 * filtered by event type (none: all), bot and privacy-proxy hits shown only when asked (they are left out of the rates).
 */
export class SequenceHistoryViewModel {
  readonly list: PagedListViewModel<SequenceHistoryEvent>;
  type: SequenceHistoryEventType | null = null;
  withBots = false;

  constructor(
    readonly sequenceId: number,
    private readonly gateway: Pick<SequencesGateway, 'listSequenceHistory'>,
  ) {
    this.list = new PagedListViewModel(async (limit, offset) => {
      const query = { ...(this.type === null ? {} : { type_list: [this.type] }), ...(this.withBots ? { with_bots: true } : {}), limit, offset };
      const answer = await this.gateway.listSequenceHistory({ params: { id: this.sequenceId }, query });
      return { items: answer.event_list, total: answer.event_count };
    }, SEQUENCE_HISTORY_PAGE_SIZE);
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, list: false }, { autoBind: true });
  }

  get events(): readonly SequenceHistoryEvent[] {
    return this.list.items;
  }

  get total(): number {
    return this.list.total;
  }

  get page(): number {
    return this.list.page;
  }

  load(): Promise<void> {
    return this.list.load();
  }

  /** Another event type (null: all), back to page 1. */
  setType(type: SequenceHistoryEventType | null): Promise<void> {
    if (type === this.type) return Promise.resolve();
    this.type = type;
    return this.list.load(1);
  }

  setWithBots(withBots: boolean): Promise<void> {
    if (withBots === this.withBots) return Promise.resolve();
    this.withBots = withBots;
    return this.list.load(1);
  }

  /** A page within 1 … the last one. */
  setPage(page: number): Promise<void> {
    const next = Math.min(Math.max(1, Math.trunc(page)), this.list.pageCount);
    return next === this.list.page ? Promise.resolve() : this.list.load(next);
  }
}

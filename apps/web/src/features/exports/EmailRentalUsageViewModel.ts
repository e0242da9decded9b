import { makeAutoObservable } from 'mobx';
import type { EmailRentalUsageResponse, ExportsGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { EXPORT_PAGE_SIZE } from './ExportListViewModel';

/** /personal-space/email-rental: the organisation's email-rental exports (usage history), newest first, 20 per page. */
export class EmailRentalUsageViewModel {
  readonly usage = new Loadable<EmailRentalUsageResponse>({ status: 'loading' });
  page = 1;

  constructor(private readonly gateway: Pick<ExportsGateway, 'getEmailRentalUsage'>) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, usage: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.usage.status;
  }

  get rows(): EmailRentalUsageResponse['location_history_list'] {
    return this.usage.value?.location_history_list ?? [];
  }

  get total(): number {
    return this.usage.value?.location_history_count ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / EXPORT_PAGE_SIZE));
  }

  async load(): Promise<void> {
    const offset = (this.page - 1) * EXPORT_PAGE_SIZE;
    await this.usage.load(() => this.gateway.getEmailRentalUsage({ query: { limit: EXPORT_PAGE_SIZE, offset } }));
  }

  setPage(page: number): Promise<void> {
    const next = Math.min(Math.max(1, Math.trunc(page)), this.pageCount);
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }
}

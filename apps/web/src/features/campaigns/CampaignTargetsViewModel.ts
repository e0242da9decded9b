import { makeAutoObservable } from 'mobx';
import { CAMPAIGN_TARGETS_PAGE_SIZE, type CampaignTargetListResponse, type SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

/** The targets tab: the campaign's targets with their status and e-mail events, 20 per page (core's page size). */
export class CampaignTargetsViewModel {
  readonly targets = new Loadable<CampaignTargetListResponse>({ status: 'loading' });
  page = 1;

  constructor(
    readonly campaignId: number,
    private readonly gateway: Pick<SmartMailingGateway, 'listCampaignTargets'>,
  ) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, targets: false }, { autoBind: true });
  }

  get total(): number {
    return this.targets.value?.target_count ?? 0;
  }

  load(): Promise<unknown> {
    const offset = (this.page - 1) * CAMPAIGN_TARGETS_PAGE_SIZE;
    return this.targets.load(() => this.gateway.listCampaignTargets({ params: { id: this.campaignId }, query: { limit: CAMPAIGN_TARGETS_PAGE_SIZE, offset } }));
  }

  setPage(page: number): Promise<unknown> {
    const last = Math.max(1, Math.ceil(this.total / CAMPAIGN_TARGETS_PAGE_SIZE));
    const next = Math.min(Math.max(1, Math.trunc(page)), last);
    if (next === this.page) return Promise.resolve();
    this.page = next;
    return this.load();
  }
}

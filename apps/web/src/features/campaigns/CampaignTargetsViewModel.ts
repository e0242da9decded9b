import { makeAutoObservable, runInAction } from 'mobx';
import { CAMPAIGN_TARGETS_PAGE_SIZE, type CampaignTarget, type CampaignTargetListResponse, type SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/**
 * The targets tab: the campaign's targets with their prospect status (changed per target) and e-mail events, 20 per
 * page (core's page size).
 */
export class CampaignTargetsViewModel {
  readonly targets = new Loadable<CampaignTargetListResponse>({ status: 'loading' });
  page = 1;
  /** The refusal of the last status change. */
  error: CampaignErrorKey | null = null;

  constructor(
    readonly campaignId: number,
    private readonly gateway: Pick<SmartMailingGateway, 'listCampaignTargets' | 'updateCampaignTarget'>,
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

  /** Sets a target's prospect status (engaged, interested, meeting booked…); the row shows the answer. */
  async changeStatus(target: CampaignTarget, statusId: number): Promise<boolean> {
    this.error = null;
    try {
      const updated = await this.gateway.updateCampaignTarget({ params: { id: this.campaignId, target_id: target.id }, body: { status_id: statusId } });
      this.targets.update((value) => ({ ...value, target_list: value.target_list.map((row) => (row.id === updated.id ? updated : row)) }));
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    }
  }
}

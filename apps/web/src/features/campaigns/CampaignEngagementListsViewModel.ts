import { makeAutoObservable, runInAction } from 'mobx';
import { CAMPAIGN_STATUS, type Campaign, type CampaignEngagementListsResponse, type SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/**
 * The openers and clickers lists of a sent campaign (results tab): whether the campaign has them, and the call that
 * creates them or refreshes them with the latest opens and clicks (bot hits left out by the API); the answer's counts
 * are shown, with a warning when a list kept only the first contacts (a contact list's limit).
 */
export class CampaignEngagementListsViewModel {
  readonly campaign = new Loadable<Campaign>({ status: 'loading' });
  saved: CampaignEngagementListsResponse | null = null;
  busy = false;
  error: CampaignErrorKey | null = null;

  constructor(
    readonly campaignId: number,
    private readonly gateway: Pick<SmartMailingGateway, 'getCampaign' | 'saveCampaignEngagementLists'>,
  ) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, campaign: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.campaign.load(() => this.gateway.getCampaign({ params: { id: this.campaignId } }));
  }

  /** Only a sent campaign has openers and clickers to keep. */
  get isShown(): boolean {
    return this.campaign.value?.status_id === CAMPAIGN_STATUS.sent;
  }

  /** The lists were saved already (now or before): the action refreshes them. */
  get hasLists(): boolean {
    const campaign = this.campaign.value;
    return this.saved !== null || (campaign !== null && campaign.openers_query_id !== null && campaign.clickers_query_id !== null);
  }

  /** Creates the two lists, or refreshes them. */
  async save(): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      const saved = await this.gateway.saveCampaignEngagementLists({ params: { id: this.campaignId } });
      runInAction(() => (this.saved = saved));
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

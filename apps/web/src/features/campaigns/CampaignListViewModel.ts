import { makeAutoObservable, runInAction } from 'mobx';
import {
  CAMPAIGN_LIST_FETCH_LIMIT,
  CAMPAIGN_STATUS,
  campaignListSort,
  PORT_LIMITS,
  type Campaign,
  type CampaignListResponse,
  type CampaignStatusCode,
  type SmartMailingGateway,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/** Campaigns shown per page. */
export const CAMPAIGN_PAGE_SIZE = 20;

/** The list pages' statuses, in the tabs' order. */
export const CAMPAIGN_LIST_PAGES: readonly CampaignStatusCode[] = ['draft', 'scheduled', 'sent'];

/** What the list tells the user after an action (a toast); keys of `campaigns.toast` / `campaigns.errors`. */
export interface CampaignListNotices {
  done(kind: 'campaignDeleted' | 'campaignDuplicated'): void;
  failed(key: CampaignErrorKey): void;
}

export type CampaignListGateway = Pick<SmartMailingGateway, 'listCampaigns' | 'createCampaign' | 'duplicateCampaign' | 'deleteCampaign'>;

/** A name as compared by the search: lower case, without accents. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * /campaigns/lists/{status}: the organisation's campaigns of one status (fetched by status, up to 1000, sorted
 * -sent_date for sent and -updated_at otherwise: core's campaignListSort), tabs with each status' count, searched by
 * name, 20 per page; create (a draft, then its details open), duplicate, delete after a confirmation.
 */
export class CampaignListViewModel {
  readonly list = new Loadable<CampaignListResponse>({ status: 'loading' });
  counts: Partial<Record<CampaignStatusCode, number>> = {};
  name = '';
  page = 1;
  /** The campaign waiting for the delete confirmation. */
  pendingDeletion: Campaign | null = null;
  busyId: number | null = null;

  constructor(
    readonly status: CampaignStatusCode,
    private readonly gateway: CampaignListGateway,
    private readonly notices: CampaignListNotices,
  ) {
    makeAutoObservable<this, 'gateway' | 'notices'>(this, { gateway: false, notices: false, list: false }, { autoBind: true });
  }

  /** The campaigns of the status matching the search, in the API's order. */
  get matching(): readonly Campaign[] {
    const all = this.list.value?.campaign_list ?? [];
    const name = folded(this.name.trim());
    return name === '' ? all : all.filter((campaign) => folded(campaign.name).includes(name));
  }

  get total(): number {
    return this.matching.length;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / CAMPAIGN_PAGE_SIZE));
  }

  /** The page's campaigns. */
  get rows(): readonly Campaign[] {
    const start = (Math.min(this.page, this.pageCount) - 1) * CAMPAIGN_PAGE_SIZE;
    return this.matching.slice(start, start + CAMPAIGN_PAGE_SIZE);
  }

  /** The status' campaigns and the other tabs' counts. */
  async load(): Promise<void> {
    await Promise.all([
      this.list.load(() => this.gateway.listCampaigns({ query: { status_id: CAMPAIGN_STATUS[this.status], sort: campaignListSort(this.status), limit: CAMPAIGN_LIST_FETCH_LIMIT, offset: 0 } })),
      this.loadCounts(),
    ]);
    runInAction(() => {
      if (this.list.value !== null) this.counts = { ...this.counts, [this.status]: this.list.value.campaign_count };
    });
  }

  setName(name: string): void {
    this.name = name;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, Math.trunc(page)), this.pageCount);
  }

  /** Whether a new campaign's name is one the API takes (1 to 255 characters once trimmed). */
  static validName(name: string): boolean {
    const trimmed = name.trim();
    return trimmed.length > 0 && trimmed.length <= PORT_LIMITS.name;
  }

  /** Creates a draft; answers its id (its details open), or null when refused. */
  async create(name: string): Promise<number | null> {
    if (!CampaignListViewModel.validName(name)) return null;
    try {
      const created = await this.gateway.createCampaign({ body: { name: name.trim() } });
      return created.id;
    } catch (error) {
      this.notices.failed(campaignErrorKey(error));
      return null;
    }
  }

  duplicate(campaign: Campaign): Promise<boolean> {
    return this.act(campaign.id, 'campaignDuplicated', () => this.gateway.duplicateCampaign({ params: { id: campaign.id } }));
  }

  askDeletion(campaign: Campaign | null): void {
    this.pendingDeletion = campaign;
  }

  /** Deletes the campaign waiting for confirmation. */
  async confirmDeletion(): Promise<boolean> {
    const campaign = this.pendingDeletion;
    if (campaign === null) return false;
    this.pendingDeletion = null;
    return this.act(campaign.id, 'campaignDeleted', () => this.gateway.deleteCampaign({ params: { id: campaign.id } }));
  }

  private async act(id: number, done: 'campaignDeleted' | 'campaignDuplicated', call: () => Promise<unknown>): Promise<boolean> {
    this.busyId = id;
    try {
      await call();
      this.notices.done(done);
      await this.load();
      return true;
    } catch (error) {
      this.notices.failed(campaignErrorKey(error));
      return false;
    } finally {
      runInAction(() => (this.busyId = null));
    }
  }

  private async loadCounts(): Promise<void> {
    const others = CAMPAIGN_LIST_PAGES.filter((code) => code !== this.status);
    const entries = await Promise.all(
      others.map(async (code) => {
        try {
          const answer = await this.gateway.listCampaigns({ query: { status_id: CAMPAIGN_STATUS[code], sort: campaignListSort(code), limit: 1, offset: 0 } });
          return [code, answer.campaign_count] as const;
        } catch {
          return [code, undefined] as const;
        }
      }),
    );
    runInAction(() => {
      this.counts = { ...this.counts, ...Object.fromEntries(entries.filter(([, count]) => count !== undefined)) };
    });
  }
}

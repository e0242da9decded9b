import { makeAutoObservable, runInAction } from 'mobx';
import {
  CAMPAIGN_TARGETS_PAGE_SIZE,
  type CampaignTarget,
  type CampaignTargetCheckResponse,
  type CampaignTargetList,
  type CampaignTargetListResponse,
  type SmartMailingGateway,
} from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/** Where an import stands: choosing a list, its check (what would be imported, who is excluded and why), done. */
export type CampaignTargetImportState =
  | { readonly step: 'closed' }
  | { readonly step: 'choose'; readonly queryId: number | null }
  | { readonly step: 'checked'; readonly queryId: number; readonly check: CampaignTargetCheckResponse }
  | { readonly step: 'imported'; readonly importedCount: number; readonly excludedCount: number };

/** The lists the import offers at most (the API's largest page of target lists). */
export const CAMPAIGN_IMPORT_LIST_LIMIT = 100;

/**
 * The targets tab: the campaign's targets with their prospect status (changed per target) and e-mail events, 20 per
 * page (core's page size); the import of one of the user's contact lists, company lists, segments or the
 * organisation's openers and clickers lists: its check first (importable, already targeted, excluded with their
 * reasons), then the import, after which the targets are listed again.
 */
export class CampaignTargetsViewModel {
  readonly targets = new Loadable<CampaignTargetListResponse>({ status: 'loading' });
  page = 1;
  /** The refusal of the last status change. */
  error: CampaignErrorKey | null = null;
  importState: CampaignTargetImportState = { step: 'closed' };
  /** The lists the import offers (loaded when it opens). */
  lists: readonly CampaignTargetList[] = [];
  /** The refusal of the last import call. */
  importError: CampaignErrorKey | null = null;
  busy = false;

  constructor(
    readonly campaignId: number,
    private readonly gateway: Pick<SmartMailingGateway, 'listCampaignTargets' | 'updateCampaignTarget' | 'listCampaignTargetLists' | 'checkCampaignTargets' | 'importCampaignTargets'>,
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

  /** Opens the import: the lists that may feed a campaign (contact and company lists, segments, openers and clickers). */
  async openImport(): Promise<void> {
    this.importError = null;
    this.importState = { step: 'choose', queryId: null };
    try {
      const { target_list_list } = await this.gateway.listCampaignTargetLists({ query: { list_type: 'all', limit: CAMPAIGN_IMPORT_LIST_LIMIT, offset: 0 } });
      runInAction(() => (this.lists = target_list_list));
    } catch (error) {
      runInAction(() => (this.importError = campaignErrorKey(error)));
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
      const check = await this.gateway.checkCampaignTargets({ body: { campaign_id: this.campaignId, query_id: queryId } });
      runInAction(() => (this.importState = { step: 'checked', queryId, check }));
    });
  }

  /** Imports the checked list; the targets are listed again from the first page. */
  import(): Promise<boolean> {
    const state = this.importState;
    if (state.step !== 'checked') return Promise.resolve(false);
    return this.importCall(async () => {
      const result = await this.gateway.importCampaignTargets({ body: { campaign_id: this.campaignId, query_id: state.queryId } });
      runInAction(() => {
        this.importState = { step: 'imported', importedCount: result.imported_count, excludedCount: result.excluded_count };
        this.page = 1;
      });
      await this.load();
    });
  }

  /** The excluded contacts of the check, counted by reason id (2 no usable e-mail, 3 opted out). */
  get exclusionCounts(): ReadonlyMap<number, number> {
    const counts = new Map<number, number>();
    if (this.importState.step === 'checked') for (const excluded of this.importState.check.excluded_list) counts.set(excluded.reason_id, (counts.get(excluded.reason_id) ?? 0) + 1);
    return counts;
  }

  private async importCall(run: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.importError = null;
    try {
      await run();
      return true;
    } catch (error) {
      runInAction(() => (this.importError = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
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

import { CAMPAIGN_STATUS } from '../catalogues/campaign-statuses';
import type { CampaignStatusCode, CampaignStatusId } from '../catalogues/campaign-statuses';

/**
 * Campaigns are fetched by status, up to 1000.
 * @rule prospecting §9 · campaign fetch by status limit 1000
 */
export const CAMPAIGN_LIST_FETCH_LIMIT = 1000;

/**
 * Campaign targets are listed 20 per page.
 * @rule prospecting §9 · campaign targets page 20
 */
export const CAMPAIGN_TARGETS_PAGE_SIZE = 20;

/**
 * Contacts are fetched 100 at a time by default (target import).
 * @rule prospecting §9 · default contact fetch limit 100
 */
export const CAMPAIGN_CONTACT_FETCH_LIMIT = 100;

/**
 * Average benchmark rates, in percent.
 * @rule prospecting §9 · benchmark rates clickers 4.8, delivered 95, openers 24 (percent)
 */
export const CAMPAIGN_BENCHMARK_RATES = { clickers: 4.8, delivered: 95, openers: 24 } as const;

export type CampaignListSort = '-sent_date' | '-updated_at';

/**
 * The sort of a campaign list: newest sent first for sent campaigns, last updated first otherwise.
 * Accepts a status id or code.
 * @rule prospecting §9 · campaigns sorted by -sent_date for sent, -updated_at otherwise
 */
export function campaignListSort(status: CampaignStatusId | CampaignStatusCode): CampaignListSort {
  return status === CAMPAIGN_STATUS.sent || status === 'sent' ? '-sent_date' : '-updated_at';
}

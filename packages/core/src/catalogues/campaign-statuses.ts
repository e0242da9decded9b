import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/**
 * Campaign status ids (docs/rules/campaigns.md "Status transitions"): draft 1 (created as draft), scheduled 2, sent 3.
 */
export type CampaignStatusId = 1 | 2 | 3;
export type CampaignStatusCode = 'draft' | 'scheduled' | 'sent';

export interface CampaignStatus extends CatalogueEntry<CampaignStatusId> {
  readonly code: CampaignStatusCode;
}

/**
 * Campaign statuses.
 * @rule prospecting §4 · campaign statuses draft 1, scheduled 2, sent 3
 */
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = labelled<CampaignStatus>('campaignStatuses', [
  { id: 1, code: 'draft' },
  { id: 2, code: 'scheduled' },
  { id: 3, code: 'sent' },
]);

export const CAMPAIGN_STATUS = { draft: 1, scheduled: 2, sent: 3 } as const satisfies Record<CampaignStatusCode, CampaignStatusId>;

/** Send timing: now 1, schedule 2. */
export type CampaignSendTimingId = 1 | 2;

/**
 * Campaign send timing.
 * @rule prospecting §4 · campaign send timing now 1, schedule 2
 */
export const CAMPAIGN_SEND_TIMINGS: readonly CatalogueEntry<CampaignSendTimingId>[] = labelled<CatalogueEntry<CampaignSendTimingId>>('campaignSendTimings', [
  { id: 1 },
  { id: 2 },
]);

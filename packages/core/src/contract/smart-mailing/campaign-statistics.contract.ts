import { z } from 'zod';
import { ApiDateSchema } from '../shared/api-primitives';
import { counters, CountSchema } from '../shared/counters';
import { defineEndpoint } from '../shared/endpoint';

// Statistics of campaigns: the counters of one campaign, or of the campaigns sent in a date range.

/** Counters of a campaign, or of all campaigns over a period (designed names). */
export const CampaignStatisticsSchema = counters([
  'target_count',
  'sent_count',
  'delivered_count',
  'opened_count',
  'clicked_count',
  'replied_count',
  'bounced_count',
  'unsubscribed_count',
]);
export type CampaignStatistics = z.infer<typeof CampaignStatisticsSchema>;

/** Statistics over all campaigns sent in a date range (both bounds required). */
export const CampaignsStatisticsQuerySchema = z.object({ date_from: ApiDateSchema, date_to: ApiDateSchema });
export type CampaignsStatisticsQuery = z.infer<typeof CampaignsStatisticsQuerySchema>;

export const CampaignsStatisticsResponseSchema = CampaignStatisticsSchema.extend({ campaign_count: CountSchema });
export type CampaignsStatisticsResponse = z.infer<typeof CampaignsStatisticsResponseSchema>;

/** Counters of one campaign or of a period. */
export const CAMPAIGN_STATISTICS_ENDPOINTS = {
  getCampaignStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/campaigns/{id}/statistics',
    summary: 'Counters of one campaign.',
    designed: true,
    response: CampaignStatisticsSchema,
  }),
  getCampaignsStatistics: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/statistics',
    summary: 'Counters of the campaigns sent in a date range.',
    designed: true,
    query: CampaignsStatisticsQuerySchema,
    response: CampaignsStatisticsResponseSchema,
  }),
} as const;

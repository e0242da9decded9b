import { describe, expect, it } from 'vitest';
import { CampaignsStatisticsQuerySchema, CampaignsStatisticsResponseSchema, CampaignStatisticsSchema } from './campaign-statistics.contract';

const statistics = {
  target_count: 100,
  sent_count: 98,
  delivered_count: 95,
  opened_count: 40,
  clicked_count: 12,
  replied_count: 3,
  bounced_count: 3,
  unsubscribed_count: 1,
};

describe('campaign statistics contract', () => {
  it('parses the counters of a campaign, and of a period with its campaign count', () => {
    expect(CampaignStatisticsSchema.parse(statistics)).toEqual(statistics);
    expect(CampaignsStatisticsResponseSchema.parse({ ...statistics, campaign_count: 4 })).toEqual({ ...statistics, campaign_count: 4 });
    expect(CampaignsStatisticsResponseSchema.safeParse(statistics).success).toBe(false);
  });

  it('needs both dates of the period', () => {
    expect(CampaignsStatisticsQuerySchema.parse({ date_from: '2025-01-01', date_to: '2025-01-31' })).toEqual({ date_from: '2025-01-01', date_to: '2025-01-31' });
    expect(CampaignsStatisticsQuerySchema.safeParse({ date_from: '2025-01-01' }).success).toBe(false);
  });
});

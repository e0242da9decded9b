import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import { CampaignStatisticsViewModel } from './CampaignStatisticsViewModel';

const counters = { target_count: 1000, sent_count: 980, delivered_count: 931, opened_count: 245, clicked_count: 49, replied_count: 3, bounced_count: 49, unsubscribed_count: 2 };

function setup(campaignId: number | null) {
  const gateway = {
    getCampaignStatistics: vi.fn(async () => counters),
    getCampaignsStatistics: vi.fn(async () => ({ ...counters, campaign_count: 4 })),
    getCampaignTimeline: vi.fn(async () => ({
      grouping: '1_day' as const,
      period_list: [
        { period_start: '2026-11-28', sent_count: 900, opened_count: 200, clicked_count: 40, bounced_count: 45, unsubscribed_count: 1 },
        { period_start: '2026-11-29', sent_count: 80, opened_count: 45, clicked_count: 9, bounced_count: 4, unsubscribed_count: 1 },
      ],
    })),
  };
  return { gateway, vm: new CampaignStatisticsViewModel(gateway, createFixedClock('2026-11-29T23:30:00.000Z', 'Europe/Paris'), campaignId) };
}

describe('CampaignStatisticsViewModel', () => {
  it('shows one campaign’s rates of the e-mails sent next to core’s benchmarks', async () => {
    const { vm, gateway } = setup(5);
    await vm.load();
    expect(gateway.getCampaignStatistics).toHaveBeenCalledWith({ params: { id: 5 } });
    expect(gateway.getCampaignTimeline).not.toHaveBeenCalled();
    expect(vm.campaignCount).toBeNull();
    expect(vm.rates).toEqual([
      { key: 'delivered', value: 95, benchmark: 95 },
      { key: 'openers', value: 25, benchmark: 24 },
      { key: 'clickers', value: 5, benchmark: 4.8 },
    ]);
  });

  it('asks the period’s statistics, days counted in the user’s zone', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    expect(gateway.getCampaignsStatistics).toHaveBeenCalledWith({ query: { date_from: '2026-11-01', date_to: '2026-11-30' } });
    expect(vm.campaignCount).toBe(4);
    await vm.setPeriod(90);
    expect(gateway.getCampaignsStatistics).toHaveBeenLastCalledWith({ query: { date_from: '2026-09-02', date_to: '2026-11-30' } });
    expect(gateway.getCampaignTimeline).toHaveBeenLastCalledWith({ query: { from: '2026-09-02', to: '2026-11-30' } });
  });

  it('sums the timeline of the period for the chart’s summary, and knows an empty one', async () => {
    const { vm, gateway } = setup(null);
    await vm.load();
    expect(gateway.getCampaignTimeline).toHaveBeenCalledWith({ query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(vm.points).toHaveLength(2);
    expect(vm.timelineTotals).toEqual({ sent_count: 980, opened_count: 245, clicked_count: 49, bounced_count: 49, unsubscribed_count: 2 });
    expect(vm.isTimelineEmpty).toBe(false);
    gateway.getCampaignTimeline.mockResolvedValueOnce({ grouping: '1_day', period_list: [{ period_start: '2026-11-29', sent_count: 0, opened_count: 0, clicked_count: 0, bounced_count: 0, unsubscribed_count: 0 }] });
    await vm.load();
    expect(vm.isTimelineEmpty).toBe(true);
  });

  it('answers 0 % when nothing was sent', async () => {
    const { vm, gateway } = setup(5);
    gateway.getCampaignStatistics.mockResolvedValueOnce({ ...counters, sent_count: 0, delivered_count: 0, opened_count: 0, clicked_count: 0 });
    await vm.load();
    expect(vm.rates.map((rate) => rate.value)).toEqual([0, 0, 0]);
  });
});

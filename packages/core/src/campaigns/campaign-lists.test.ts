import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_BENCHMARK_RATES,
  CAMPAIGN_CONTACT_FETCH_LIMIT,
  CAMPAIGN_LIST_FETCH_LIMIT,
  CAMPAIGN_TARGETS_PAGE_SIZE,
  campaignListSort,
} from './campaign-lists';

describe('campaign lists', () => {
  it('has the spec limits and benchmark rates', () => {
    expect(CAMPAIGN_LIST_FETCH_LIMIT).toBe(1000);
    expect(CAMPAIGN_TARGETS_PAGE_SIZE).toBe(20);
    expect(CAMPAIGN_CONTACT_FETCH_LIMIT).toBe(100);
    expect(CAMPAIGN_BENCHMARK_RATES).toEqual({ clickers: 4.8, delivered: 95, openers: 24 });
  });

  it('sorts sent campaigns by -sent_date, others by -updated_at', () => {
    expect(campaignListSort(3)).toBe('-sent_date');
    expect(campaignListSort('sent')).toBe('-sent_date');
    expect(campaignListSort(1)).toBe('-updated_at');
    expect(campaignListSort('draft')).toBe('-updated_at');
    expect(campaignListSort(2)).toBe('-updated_at');
    expect(campaignListSort('scheduled')).toBe('-updated_at');
  });
});

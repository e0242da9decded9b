import { describe, expect, it, vi } from 'vitest';
import type { Campaign, CampaignEngagementListsResponse } from '@cible/core';
import { CampaignEngagementListsViewModel } from './CampaignEngagementListsViewModel';

const campaign = (changes: Partial<Campaign>) => ({ id: 5, name: 'Lancement', status_id: 3, openers_query_id: null, clickers_query_id: null, ...changes }) as unknown as Campaign;
const saved: CampaignEngagementListsResponse = { openers_query_id: 31, clickers_query_id: 32, opener_count: 1200, clicker_count: 40, is_truncated: true, max_contact_count: 1000 };

describe('CampaignEngagementListsViewModel', () => {
  it('is shown for a sent campaign only', async () => {
    for (const [statusId, shown] of [
      [1, false],
      [2, false],
      [3, true],
    ] as const) {
      const vm = new CampaignEngagementListsViewModel(5, { getCampaign: vi.fn(async () => campaign({ status_id: statusId })), saveCampaignEngagementLists: vi.fn() });
      expect(vm.isShown).toBe(false);
      await vm.load();
      expect(vm.isShown).toBe(shown);
    }
  });

  it('creates the lists, then offers to refresh them; a campaign that has them offers the refresh at once', async () => {
    const gateway = { getCampaign: vi.fn(async () => campaign({})), saveCampaignEngagementLists: vi.fn(async () => saved) };
    const vm = new CampaignEngagementListsViewModel(5, gateway);
    await vm.load();
    expect(vm.hasLists).toBe(false);
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.saveCampaignEngagementLists).toHaveBeenCalledWith({ params: { id: 5 } });
    expect(vm.saved).toEqual(saved);
    expect(vm.hasLists).toBe(true);
    expect(vm.busy).toBe(false);

    const withLists = new CampaignEngagementListsViewModel(5, { getCampaign: vi.fn(async () => campaign({ openers_query_id: 31, clickers_query_id: 32 })), saveCampaignEngagementLists: vi.fn() });
    await withLists.load();
    expect(withLists.hasLists).toBe(true);
  });

  it('shows a refusal and keeps what it had', async () => {
    const gateway = {
      getCampaign: vi.fn(async () => campaign({})),
      saveCampaignEngagementLists: vi.fn(async () => {
        throw new Error('offline');
      }),
    };
    const vm = new CampaignEngagementListsViewModel(5, gateway);
    await vm.load();
    await expect(vm.save()).resolves.toBe(false);
    expect(vm.error).toBe('other');
    expect(vm.saved).toBeNull();
  });
});

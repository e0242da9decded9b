import { describe, expect, it, vi } from 'vitest';
import type { CampaignTarget } from '@cible/core';
import { CampaignTargetsViewModel } from './CampaignTargetsViewModel';

describe('CampaignTargetsViewModel', () => {
  it('lists the targets 20 per page, within the pages there are', async () => {
    const gateway = { listCampaignTargets: vi.fn(async () => ({ target_list: [], target_count: 45 })), updateCampaignTarget: vi.fn() };
    const vm = new CampaignTargetsViewModel(5, gateway);
    await vm.load();
    expect(gateway.listCampaignTargets).toHaveBeenCalledWith({ params: { id: 5 }, query: { limit: 20, offset: 0 } });
    await vm.setPage(3);
    expect(gateway.listCampaignTargets).toHaveBeenLastCalledWith({ params: { id: 5 }, query: { limit: 20, offset: 40 } });
    await vm.setPage(9);
    expect(vm.page).toBe(3);
    expect(gateway.listCampaignTargets).toHaveBeenCalledTimes(2);
  });

  it('changes a target’s prospect status, shows the answer in its row, and keeps the row on a refusal', async () => {
    const row = { id: 7, campaign_id: 5, contact_id: 70, status_id: 1, email_event_list: [], contact: null } as unknown as CampaignTarget;
    const gateway = {
      listCampaignTargets: vi.fn(async () => ({ target_list: [row], target_count: 1 })),
      updateCampaignTarget: vi.fn(async ({ body }: { body?: { status_id: number } }) => ({ ...row, status_id: body!.status_id })),
    };
    const vm = new CampaignTargetsViewModel(5, gateway);
    await vm.load();
    await expect(vm.changeStatus(row, 4)).resolves.toBe(true);
    expect(gateway.updateCampaignTarget).toHaveBeenCalledWith({ params: { id: 5, target_id: 7 }, body: { status_id: 4 } });
    expect(vm.targets.value?.target_list[0]?.status_id).toBe(4);
    gateway.updateCampaignTarget.mockRejectedValueOnce(new Error('offline'));
    await expect(vm.changeStatus(row, 2)).resolves.toBe(false);
    expect(vm.targets.value?.target_list[0]?.status_id).toBe(4);
    expect(vm.error).toBe('other');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { CampaignTargetsViewModel } from './CampaignTargetsViewModel';

describe('CampaignTargetsViewModel', () => {
  it('lists the targets 20 per page, within the pages there are', async () => {
    const gateway = { listCampaignTargets: vi.fn(async () => ({ target_list: [], target_count: 45 })) };
    const vm = new CampaignTargetsViewModel(5, gateway);
    await vm.load();
    expect(gateway.listCampaignTargets).toHaveBeenCalledWith({ params: { id: 5 }, query: { limit: 20, offset: 0 } });
    await vm.setPage(3);
    expect(gateway.listCampaignTargets).toHaveBeenLastCalledWith({ params: { id: 5 }, query: { limit: 20, offset: 40 } });
    await vm.setPage(9);
    expect(vm.page).toBe(3);
    expect(gateway.listCampaignTargets).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CampaignTarget, CampaignTargetCheckResponse, CampaignTargetList } from '@cible/core';
import { CampaignTargetsViewModel } from './CampaignTargetsViewModel';

const noImport = () => ({ listCampaignTargetLists: vi.fn(), checkCampaignTargets: vi.fn(), importCampaignTargets: vi.fn() });
const apiFailure = (status: number, code: string) => ({ kind: 'api', status, error: { code, message: '' } });

describe('CampaignTargetsViewModel', () => {
  it('lists the targets 20 per page, within the pages there are', async () => {
    const gateway = { ...noImport(), listCampaignTargets: vi.fn(async () => ({ target_list: [], target_count: 45 })), updateCampaignTarget: vi.fn() };
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
      ...noImport(),
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

  it('imports a list: offers the lists, checks the chosen one (exclusions counted by reason), imports it and lists the targets again', async () => {
    const lists: CampaignTargetList[] = [
      { query_id: 11, name: 'Ouvreurs — Lancement', list_type: 'openers_clickers', contact_count: 3 },
      { query_id: 12, name: 'Décideurs du salon', list_type: 'my_contact_lists', contact_count: 5 },
    ];
    const check: CampaignTargetCheckResponse = {
      contact_count: 5,
      importable_count: 2,
      already_targeted_count: 1,
      excluded_list: [
        { contact_id: 1, reason_id: 2 },
        { contact_id: 2, reason_id: 3 },
        { contact_id: 3, reason_id: 2 },
      ],
      required_credit_count: 2,
      available_credit_count: 10,
    };
    const gateway = {
      listCampaignTargets: vi.fn(async () => ({ target_list: [], target_count: 45 })),
      updateCampaignTarget: vi.fn(),
      listCampaignTargetLists: vi.fn(async () => ({ target_list_list: lists, target_list_count: 2 })),
      checkCampaignTargets: vi.fn(async () => check),
      importCampaignTargets: vi.fn(async () => ({ imported_count: 2, excluded_count: 2 })),
    };
    const vm = new CampaignTargetsViewModel(5, gateway);
    await vm.load();
    await vm.setPage(2);
    await vm.openImport();
    expect(gateway.listCampaignTargetLists).toHaveBeenCalledWith({ query: { list_type: 'all', limit: 100, offset: 0 } });
    expect(vm.lists).toEqual(lists);
    await expect(vm.check()).resolves.toBe(false);
    expect(gateway.checkCampaignTargets).not.toHaveBeenCalled();
    vm.chooseList(11);
    await expect(vm.check()).resolves.toBe(true);
    expect(gateway.checkCampaignTargets).toHaveBeenCalledWith({ body: { campaign_id: 5, query_id: 11 } });
    expect(vm.importState).toEqual({ step: 'checked', queryId: 11, check });
    expect([...vm.exclusionCounts]).toEqual([
      [2, 2],
      [3, 1],
    ]);
    await expect(vm.import()).resolves.toBe(true);
    expect(gateway.importCampaignTargets).toHaveBeenCalledWith({ body: { campaign_id: 5, query_id: 11 } });
    expect(vm.importState).toEqual({ step: 'imported', importedCount: 2, excludedCount: 2 });
    expect(vm.page).toBe(1);
    expect(gateway.listCampaignTargets).toHaveBeenLastCalledWith({ params: { id: 5 }, query: { limit: 20, offset: 0 } });
    vm.closeImport();
    expect(vm.importState).toEqual({ step: 'closed' });
  });

  it('shows the refusal of a check or an import and stays on its step', async () => {
    const gateway = {
      listCampaignTargets: vi.fn(async () => ({ target_list: [], target_count: 0 })),
      updateCampaignTarget: vi.fn(),
      listCampaignTargetLists: vi.fn(async () => ({ target_list_list: [], target_list_count: 0 })),
      checkCampaignTargets: vi.fn(async () => {
        throw apiFailure(409, 'CAMPAIGN.READ_ONLY');
      }),
      importCampaignTargets: vi.fn(),
    };
    const vm = new CampaignTargetsViewModel(5, gateway);
    await vm.openImport();
    expect(vm.lists).toEqual([]);
    vm.chooseList(12);
    await expect(vm.check()).resolves.toBe(false);
    expect(vm.importError).toBe('readOnly');
    expect(vm.importState).toEqual({ step: 'choose', queryId: 12 });
    expect(vm.busy).toBe(false);
    gateway.listCampaignTargetLists.mockRejectedValueOnce(new Error('offline'));
    await vm.openImport();
    expect(vm.importError).toBe('other');
  });
});

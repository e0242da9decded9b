import { describe, expect, it, vi } from 'vitest';
import type { SequenceSettingsBody } from '@cible/core';
import { SequenceThresholdsViewModel } from './SequenceThresholdsViewModel';

function setup(isManager: boolean, refuse = false) {
  let list = [
    { user_id: 7, email: 'marketing@atlas.demo', first_name: 'Marie', last_name: 'Durand', daily_threshold: 50 },
    { user_id: 8, email: 'sales@atlas.demo', first_name: '', last_name: '', daily_threshold: 80 },
  ];
  const gateway = {
    getSequenceSettings: vi.fn(async () => ({ setting_list: list })),
    updateSequenceSettings: vi.fn(async ({ body }: { body: SequenceSettingsBody }) => {
      if (refuse) throw { kind: 'api', status: 403, error: { code: 'SEQUENCE.NOT_OWNER', message: '' } };
      list = list.map((row) => ({ ...row, daily_threshold: body.setting_list.find((entry) => entry.user_id === row.user_id)?.daily_threshold ?? row.daily_threshold }));
      return { setting_list: list };
    }),
  };
  return { gateway, vm: new SequenceThresholdsViewModel(gateway, 7, isManager) };
}

describe('SequenceThresholdsViewModel', () => {
  it('shows a user their own threshold only and sends only what changed, within 1 to 2000', async () => {
    const { vm, gateway } = setup(false);
    await vm.load();
    expect(vm.rows.map((row) => row.user_id)).toEqual([7]);
    expect(vm.edits[7]).toBe('50');
    await expect(vm.save()).resolves.toBe(false);
    vm.edit(7, '2001');
    expect(vm.invalid(7)).toBe(true);
    await expect(vm.save()).resolves.toBe(false);
    vm.edit(7, '120');
    await expect(vm.save()).resolves.toBe(true);
    expect(gateway.updateSequenceSettings).toHaveBeenCalledWith({ body: { setting_list: [{ user_id: 7, daily_threshold: 120 }] } });
    expect(vm.rows[0]!.daily_threshold).toBe(120);
  });

  it('lets a manager edit the team’s thresholds; a refusal is kept to be shown', async () => {
    const { vm } = setup(true);
    await vm.load();
    expect(vm.rows).toHaveLength(2);
    vm.edit(8, '30');
    expect(vm.changes).toEqual([{ user_id: 8, daily_threshold: 30 }]);
    const refused = setup(true, true).vm;
    await refused.load();
    refused.edit(8, '30');
    await expect(refused.save()).resolves.toBe(false);
    expect(refused.error).toBe('notOwner');
  });
});

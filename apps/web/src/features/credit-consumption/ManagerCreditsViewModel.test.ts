import { describe, expect, it, vi } from 'vitest';
import type { CreditsGateway, UsersGateway } from '@cible/core';
import { makeTestUser } from '../../testing/testUsers';
import { ManagerCreditsViewModel } from './ManagerCreditsViewModel';

const userCredit = (user_id: number, amount: number) => ({ user_id, amount, is_renewed: false, renewal_amount: 0, initial_amount: 0 });

function setup(manage?: () => Promise<unknown>) {
  const gateway = {
    listUserCredits: vi.fn(async () => ({ credit_list: [userCredit(7, 10), userCredit(8, 0)] })),
    manageCredits: vi.fn(manage ?? (async ({ body }: { body: { user_id_list: number[]; total_amount_for_user_id_list: number } }) => ({
      credit_list: body.user_id_list.map((id) => userCredit(id, body.total_amount_for_user_id_list)),
    }))),
  };
  const colleague = (id: number, first_name: string) => ({ id, first_name, last_name: 'Martin' });
  const users = { searchUsers: vi.fn(async () => ({ user_list: [colleague(7, 'Camille'), colleague(8, 'Hugo')], user_count: 2 })) };
  const effects = { toppedUp: vi.fn(), failed: vi.fn() };
  const user = makeTestUser(3, { is_organization_manager: true });
  const vm = new ManagerCreditsViewModel(gateway as unknown as CreditsGateway, users as unknown as UsersGateway, { user }, effects);
  return { vm, gateway, users, effects, user };
}

describe('ManagerCreditsViewModel', () => {
  it('lists the organisation’s users by name with their credit of the kind', async () => {
    const { vm, gateway, user } = setup();
    await vm.load();
    expect(gateway.listUserCredits).toHaveBeenCalledWith({ params: { kind: 'sequence', org: user.organization.id } });
    expect(vm.rows).toEqual([
      { id: 7, name: 'Camille Martin', amount: 10, isRenewed: false },
      { id: 8, name: 'Hugo Martin', amount: 0, isRenewed: false },
    ]);
  });

  it('checks the selection and the amount before asking for a confirmation', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.askConfirmation()).toBe(false);
    expect(vm.visibleError).toBe('noUser');
    vm.toggleAll();
    expect(vm.allSelected).toBe(true);
    for (const [text, error] of [['', 'amountRequired'], ['-5', 'amountInvalid'], ['1,5', 'amountInvalid'], ['10000001', 'amountTooLarge']] as const) {
      vm.setAmountText(text);
      expect(vm.askConfirmation(), text).toBe(false);
      expect(vm.visibleError, text).toBe(error);
    }
    vm.setAmountText(' 250 ');
    expect(vm.askConfirmation()).toBe(true);
    expect(vm.isConfirming).toBe(true);
    expect(vm.selectedNames).toEqual(['Camille Martin', 'Hugo Martin']);
  });

  it('tops the selected users up in one call, takes the answer and says so', async () => {
    const { vm, gateway, effects, user } = setup();
    await vm.load();
    vm.toggle(8);
    vm.setAmountText('300');
    vm.setComment('  Salon  ');
    vm.askConfirmation();
    expect(await vm.confirm()).toBe(true);
    expect(gateway.manageCredits).toHaveBeenCalledWith({ params: { kind: 'sequence', org: user.organization.id }, body: { user_id_list: [8], total_amount_for_user_id_list: 300, comment: 'Salon' } });
    expect(vm.rows.map((row) => row.amount)).toEqual([10, 300]);
    expect(effects.toppedUp).toHaveBeenCalledWith(1, 300);
    expect(vm.selected.size).toBe(0);
    expect(vm.isConfirming).toBe(false);
  });

  it('sends no comment when none is typed, and says the failure', async () => {
    const { vm, gateway, effects } = setup(async () => Promise.reject(new Error('down')));
    await vm.load();
    vm.toggle(7);
    vm.setAmountText('0');
    vm.askConfirmation();
    expect(await vm.confirm()).toBe(false);
    expect(gateway.manageCredits).toHaveBeenCalledWith(expect.objectContaining({ body: { user_id_list: [7], total_amount_for_user_id_list: 0 } }));
    expect(effects.failed).toHaveBeenCalled();
    expect(vm.rows.map((row) => row.amount)).toEqual([10, 0]);
  });
});

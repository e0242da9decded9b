import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { CreditsGateway, User, UsersGateway } from '@cible/core';
import { makeTestUser } from '../../../testing/testUsers';
import { MyContractViewModel } from './MyContractViewModel';
import { coreText } from '../../../i18n/coreText';

function setup(user: User, getUser?: () => Promise<User>) {
  const users = { getUser: vi.fn(getUser ?? (async () => user)) };
  const vm = new MyContractViewModel(users as unknown as UsersGateway, { user }, createFixedClock('2026-11-22T10:00:00Z', 'Europe/Paris'));
  return { vm, users };
}

describe('MyContractViewModel', () => {
  it('summarises the contract with core’s rules', async () => {
    const { vm, users } = setup(
      makeTestUser(3, { tester_level: 'Beta', is_organization_manager: true, can_export: true, can_export_location: true, creation_date: '2024-01-14T23:30:00.000Z' }),
    );
    await vm.load();

    expect(users.getUser).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(vm.status).toBe('ready');
    expect(vm.summary).toMatchObject({
      organizationName: 'Atlas Conseil',
      testerLevel: 'Beta',
      isOrganizationManager: true,
      canExport: true,
      canExportLocation: true,
      // 23:30 UTC is already the 15th in Paris.
      creationDate: '15/01/2024',
    });
    expect(vm.summary && coreText(vm.summary.licence.label)).toBe('Sales & Marketing');
  });

  it('shows the current licence: the latest of the list', () => {
    const user = makeTestUser(1, {
      organization_user_license_list: [{ license: { id: 1, name: 'Sales' } }, { license: { id: 13, name: 'Sales Automation v2' } }],
    });
    const { vm } = setup(user);
    vm.contract.set(user);
    expect(vm.summary && coreText(vm.summary.licence.label)).toBe('Sales Automation v2');
  });

  it('reads the export capabilities as the licence opens them', async () => {
    // Intranet (5) does not read exports: the capability alone opens nothing.
    const { vm } = setup(makeTestUser(5, { can_export: true, can_export_location: true }));
    await vm.load();
    expect(vm.summary).toMatchObject({ canExport: false, canExportLocation: false, testerLevel: null, isOrganizationManager: false });
  });

  it('names "no licence" when the list is empty', async () => {
    const { vm } = setup(makeTestUser(0));
    await vm.load();
    expect(vm.summary && coreText(vm.summary.licence.label)).toBe('Sans licence');
  });

  it('shows an error state when loading fails, and loads again on retry', async () => {
    let fail = true;
    const user = makeTestUser(1);
    const { vm } = setup(user, async () => {
      if (fail) throw new Error('down');
      return user;
    });
    await vm.load();
    expect(vm.status).toBe('error');
    expect(vm.summary).toBeNull();

    fail = false;
    await vm.load();
    expect(vm.status).toBe('ready');
  });

  it('drops the late answer of an earlier load (a retry answered first wins)', async () => {
    const earlier = makeTestUser(1, { organization_user_license_list: [{ license: { id: 1, name: 'Sales' } }] });
    const later = makeTestUser(13, { organization_user_license_list: [{ license: { id: 13, name: 'Sales Automation v2' } }] });
    let answerEarlier: (user: User) => void = () => {};
    const { vm, users } = setup(later);
    users.getUser.mockImplementationOnce(() => new Promise<User>((resolve) => (answerEarlier = resolve)));
    const first = vm.load();
    await vm.load();
    answerEarlier(earlier);
    await first;
    expect(vm.summary?.licence.id).toBe(13);
  });

  it('loads the credit balances beside the contract, core’s fallback for a kind that fails', async () => {
    const user = makeTestUser(3);
    const credits = {
      getUserCredit: vi.fn(async ({ params }: { params: { kind: string } }) =>
        params.kind === 'export' ? Promise.reject(new Error('down')) : { amount: 40, is_renewed: true, renewal_amount: 50, initial_amount: 50 },
      ),
    };
    const vm = new MyContractViewModel({ getUser: vi.fn(async () => user) } as unknown as UsersGateway, { user }, createFixedClock('2026-11-22T10:00:00Z', 'Europe/Paris'), credits as unknown as CreditsGateway);
    await vm.load();
    expect(credits.getUserCredit).toHaveBeenCalledWith({ params: { kind: 'sequence', org: 1, user: 7 } });
    expect(vm.credits.value?.map((balance) => [balance.kind, balance.amount, balance.isRenewed])).toEqual([
      ['sequence', 40, true],
      ['email-rental', 40, true],
      ['export', 0, false],
      ['consultation', 40, true],
    ]);
  });

  it('asks no credit of a licence without the credit consumption page (sender): the API would refuse it', async () => {
    const user = makeTestUser(10);
    const credits = { getUserCredit: vi.fn(async () => ({ amount: 1, is_renewed: false, renewal_amount: 0, initial_amount: 0 })) };
    const vm = new MyContractViewModel({ getUser: vi.fn(async () => user) } as unknown as UsersGateway, { user }, createFixedClock('2026-11-22T10:00:00Z', 'Europe/Paris'), credits as unknown as CreditsGateway);
    await vm.load();
    expect(vm.summary?.licence.id).toBe(10);
    expect(credits.getUserCredit).not.toHaveBeenCalled();
    expect(vm.credits.value).toBeNull();
  });
});

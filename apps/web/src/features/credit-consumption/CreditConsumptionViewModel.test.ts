import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { CreditsGateway } from '@cible/core';
import { makeTestUser } from '../../testing/testUsers';
import { CREDIT_HISTORY_PAGE_SIZE, CreditConsumptionViewModel } from './CreditConsumptionViewModel';

const credit = (amount: number, renewal = 0) => ({ amount, is_renewed: renewal > 0, renewal_amount: renewal, initial_amount: renewal });
const event = (id: number) => ({ id, type: 'consumption' as const, old_amount: 10, new_amount: 9, comment: null, author_user_id: null, creation_date: '2026-11-20T10:00:00.000Z' });

function setup(overrides: Partial<Record<keyof CreditsGateway, unknown>> = {}) {
  const defaults = {
    getUserCredit: vi.fn(async ({ params }: { params: { kind: string } }) => (params.kind === 'sequence' ? credit(120, 500) : credit(3))),
    getUserCreditHistory: vi.fn(async () => ({ history_list: [event(1)], history_count: 45 })),
    getUserCreditConsumption: vi.fn(async () => ({ grouping: '1_day', point_list: [{ period_start: '2026-11-22', amount: 4 }], total: 4 })),
  };
  const gateway = { ...defaults, ...overrides } as typeof defaults;
  const user = makeTestUser(1);
  const vm = new CreditConsumptionViewModel(gateway as unknown as CreditsGateway, { user }, createFixedClock('2026-11-22T23:30:00Z', 'Europe/Paris'));
  return { vm, gateway, user };
}

describe('CreditConsumptionViewModel', () => {
  it('loads the four balances, the history and the consumption of the chosen kind', async () => {
    const { vm, gateway, user } = setup();
    await vm.load();
    expect(vm.balances.map((balance) => [balance.kind, balance.amount, balance.isRenewed, balance.renewalAmount])).toEqual([
      ['sequence', 120, true, 500],
      ['email-rental', 3, false, 0],
      ['export', 3, false, 0],
      ['consultation', 3, false, 0],
    ]);
    expect(gateway.getUserCreditHistory).toHaveBeenCalledWith({ params: { kind: 'sequence', org: user.organization.id, user: user.id }, query: { limit: CREDIT_HISTORY_PAGE_SIZE, offset: 0 } });
    // 23:30 UTC is already the 23rd in Paris: the last 30 days end there.
    expect(gateway.getUserCreditConsumption).toHaveBeenCalledWith({ params: { kind: 'sequence', org: user.organization.id, user: user.id }, query: { date_from: '2026-10-25', date_to: '2026-11-23' } });
    expect(vm.pageCount).toBe(3);
  });

  it('shows core’s fallback balance for a kind whose fetch fails', async () => {
    const { vm } = setup({ getUserCredit: vi.fn(async ({ params }: { params: { kind: string } }) => (params.kind === 'export' ? Promise.reject(new Error('down')) : credit(7))) });
    await vm.loadBalances();
    expect(vm.balances.find((balance) => balance.kind === 'export')).toEqual({ kind: 'export', amount: 0, isRenewed: false, renewalAmount: 0, failed: true });
    expect(vm.balances.find((balance) => balance.kind === 'sequence')?.failed).toBe(false);
  });

  it('filters the history by type and days from the first page, and sends no reversed range', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.setPage(3);
    await vi.waitFor(() => expect(gateway.getUserCreditHistory).toHaveBeenLastCalledWith(expect.objectContaining({ query: { limit: 20, offset: 40 } })));
    vm.setType('top_up');
    vm.setDateFrom('2026-11-01');
    await vi.waitFor(() =>
      expect(gateway.getUserCreditHistory).toHaveBeenLastCalledWith(expect.objectContaining({ query: { limit: 20, offset: 0, type: 'top_up', date_from: '2026-11-01' } })),
    );
    const calls = gateway.getUserCreditHistory.mock.calls.length;
    vm.setDateTo('2026-10-01');
    expect(vm.isDateRangeValid).toBe(false);
    expect(gateway.getUserCreditHistory.mock.calls.length).toBe(calls);
    vm.clearFilters();
    await vi.waitFor(() => expect(gateway.getUserCreditHistory).toHaveBeenLastCalledWith(expect.objectContaining({ query: { limit: 20, offset: 0 } })));
  });

  it('reloads the history and the consumption for another kind and another range', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.setKind('export');
    vm.setRange('year');
    await vi.waitFor(() =>
      expect(gateway.getUserCreditConsumption).toHaveBeenLastCalledWith(expect.objectContaining({ params: expect.objectContaining({ kind: 'export' }), query: { date_from: '2025-11-24', date_to: '2026-11-23' } })),
    );
    expect(gateway.getUserCreditHistory).toHaveBeenLastCalledWith(expect.objectContaining({ params: expect.objectContaining({ kind: 'export' }) }));
  });

  it('is in error, not stuck loading, when the history fails', async () => {
    const { vm } = setup({ getUserCreditHistory: vi.fn(async () => Promise.reject(new Error('down'))) });
    await vm.load();
    expect(vm.history.status).toBe('error');
    expect(vm.consumption.status).toBe('ready');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { ExportsGateway } from '@cible/core';
import { EmailRentalUsageViewModel } from './EmailRentalUsageViewModel';

describe('EmailRentalUsageViewModel', () => {
  it('asks the usage 20 at a time and pages through it', async () => {
    const entries = Array.from({ length: 23 }, (_, index) => ({ export_id: 23 - index, user_id: 7, start_date: '2026-01-12T08:30:00.000Z', email_count: index }));
    const gateway = {
      getEmailRentalUsage: vi.fn(async ({ query }: { query: { limit: number; offset: number } }) => ({
        location_history_list: entries.slice(query.offset, query.offset + query.limit),
        location_history_count: entries.length,
      })),
    };
    const vm = new EmailRentalUsageViewModel(gateway as unknown as ExportsGateway);
    expect(vm.status).toBe('loading');
    await vm.load();
    expect(gateway.getEmailRentalUsage).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 0 } });
    expect(vm.rows).toHaveLength(20);
    expect(vm.pageCount).toBe(2);
    await vm.setPage(5);
    expect(vm.page).toBe(2);
    expect(gateway.getEmailRentalUsage).toHaveBeenLastCalledWith({ query: { limit: 20, offset: 20 } });
    expect(vm.rows.map((row) => row.export_id)).toEqual([3, 2, 1]);
    gateway.getEmailRentalUsage.mockRejectedValueOnce(new Error('down'));
    await vm.usage.retry();
    expect(vm.status).toBe('error');
    expect(vm.rows).toHaveLength(3);
  });
});

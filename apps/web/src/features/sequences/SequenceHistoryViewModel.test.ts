import { describe, expect, it } from 'vitest';
import type { SequenceHistoryEvent, SequencesGateway } from '@cible/core';
import { SequenceHistoryViewModel } from './SequenceHistoryViewModel';

const event = (id: number): SequenceHistoryEvent => ({
  id,
  type: 'replied',
  occurred_at: '2026-11-29T10:00:00.000Z',
  is_bot: false,
  target_id: 3,
  step_position: 1,
  contact: { id: 12, first_name: 'Manon', last_name: 'Mercier' },
});

/** A gateway answering `total` events 20 per page, recording the queries it was asked. */
function gatewayOf(total: number) {
  const queries: Record<string, unknown>[] = [];
  const gateway: Pick<SequencesGateway, 'listSequenceHistory'> = {
    listSequenceHistory: async ({ query }) => {
      queries.push({ ...query });
      const offset = Number(query?.offset ?? 0);
      const count = Math.max(0, Math.min(Number(query?.limit ?? 20), total - offset));
      return { event_list: Array.from({ length: count }, (_, index) => event(total - offset - index)), event_count: total };
    },
  };
  return { gateway, queries };
}

describe('SequenceHistoryViewModel', () => {
  it('loads the newest 20 events of the sequence, then pages within the last page', async () => {
    const { gateway, queries } = gatewayOf(45);
    const vm = new SequenceHistoryViewModel(7, gateway);
    await vm.load();
    expect(vm.events.map((entry) => entry.id).slice(0, 2)).toEqual([45, 44]);
    expect(vm.total).toBe(45);
    await vm.setPage(9);
    expect(vm.page).toBe(3);
    expect(vm.events).toHaveLength(5);
    expect(queries.map((query) => query.offset)).toEqual([0, 40]);
  });

  it('filters by one event type and shows bot hits only when asked, each time from page 1', async () => {
    const { gateway, queries } = gatewayOf(45);
    const vm = new SequenceHistoryViewModel(7, gateway);
    await vm.load();
    await vm.setPage(2);
    await vm.setType('replied');
    expect(vm.page).toBe(1);
    await vm.setWithBots(true);
    await vm.setType(null);
    expect(queries.slice(2)).toEqual([
      { type_list: ['replied'], limit: 20, offset: 0 },
      { type_list: ['replied'], with_bots: true, limit: 20, offset: 0 },
      { with_bots: true, limit: 20, offset: 0 },
    ]);
    await vm.setType(null);
    expect(queries).toHaveLength(5);
  });
});

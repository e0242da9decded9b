import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, type SequenceListQuery } from '@cible/core';
import { SequenceResultsViewModel } from './SequenceResultsViewModel';
import { sequenceFixture } from './sequenceTestData';

function setup() {
  const rows = [
    sequenceFixture(1, { status_id: 2, start_date: '2026-11-24T08:00:00.000Z', mail_sent: 10, mail_opened: 5, mail_clicked: 1, mail_replied: 2, mail_bounced: 1 }),
    sequenceFixture(2, { status_id: 4, start_date: '2026-11-10T08:00:00.000Z', mail_sent: 20, mail_opened: 3, owner_user_id: 8 }),
    sequenceFixture(3, { status_id: 3, start_date: '2026-01-10T08:00:00.000Z', mail_sent: 7 }),
  ];
  const gateway = {
    listSequences: vi.fn(async ({ query }: { query: SequenceListQuery }) => {
      const found = rows.filter((row) => query.owner_user_id === undefined || row.owner_user_id === query.owner_user_id);
      return { sequence_list: found, sequence_count: found.length };
    }),
  };
  return { gateway, vm: new SequenceResultsViewModel(gateway as never, createFixedClock('2026-11-25T09:00:00Z')) };
}

describe('SequenceResultsViewModel', () => {
  it('reads up to 1000 sequences of the counted statuses (drafts ignored) and totals them with core’s rounded rates', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(gateway.listSequences).toHaveBeenCalledWith({ query: { status_id_list: [2, 3, 4, 5, 6], limit: 1000, offset: 0 } });
    expect(vm.totals).toMatchObject({ sequences: 3, mail_sent: 37, mail_opened: 8, mail_replied: 2 });
    expect(vm.rates).toEqual({ opened: 22, clicked: 3, replied: 5, bounced: 3 });
    await vm.setOwner(8);
    expect(vm.totals.mail_sent).toBe(20);
  });

  it('groups the chosen range by core’s grouping: days for a week, weeks for 30 days, months for a year, every period present', async () => {
    const { vm } = setup();
    await vm.load();
    vm.setPeriod(7);
    expect(vm.grouping).toBe('1_day');
    expect(vm.series).toHaveLength(7);
    expect(vm.series.find((point) => point.periodStart === '2026-11-24')).toEqual({ periodStart: '2026-11-24', mailSent: 10, sequences: 1 });
    vm.setPeriod(30);
    expect(vm.grouping).toBe('1_week');
    expect(vm.series.reduce((sum, point) => sum + point.mailSent, 0)).toBe(30);
    expect(vm.series.find((point) => point.periodStart === '2026-11-09')?.mailSent).toBe(20);
    vm.setPeriod(365);
    expect(vm.grouping).toBe('1_month');
    expect(vm.series.find((point) => point.periodStart === '2026-01-01')?.mailSent).toBe(7);
  });
});

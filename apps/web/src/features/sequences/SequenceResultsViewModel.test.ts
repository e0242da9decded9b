import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, statisticsPeriodStartOf, statisticsPeriodStarts, type SequenceListQuery, type SequenceTimelineQuery, type SequenceTimelineResponse } from '@cible/core';
import { SequenceResultsViewModel } from './SequenceResultsViewModel';
import { sequenceFixture } from './sequenceTestData';

const ZERO = { mail_sent: 0, mail_opened: 0, mail_clicked: 0, mail_replied: 0, mail_bounced: 0, task_done: 0 };

/** A fake timeline: every period of core's rule, with activity on the days given (their period gets it). */
function fakeTimeline(query: SequenceTimelineQuery, activity: Record<string, Partial<typeof ZERO>>): SequenceTimelineResponse {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  const grouping = days > 90 ? '1_month' : days > 14 ? '1_week' : '1_day';
  const periods = new Map(statisticsPeriodStarts(query.from, query.to, grouping).map((start) => [start, { ...ZERO }]));
  for (const [day, counts] of Object.entries(activity)) {
    const period = periods.get(statisticsPeriodStartOf(day, grouping) ?? '');
    if (period !== undefined && day >= query.from && day <= query.to) Object.assign(period, counts);
  }
  return { grouping, period_list: [...periods].map(([period_start, counts]) => ({ period_start, ...counts })) };
}

function setup(activity: Record<string, Partial<typeof ZERO>> = { '2026-11-24': { mail_sent: 4, mail_opened: 2, task_done: 1 } }) {
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
    getSequenceTimeline: vi.fn(async ({ query }: { query: SequenceTimelineQuery }) => fakeTimeline(query, activity)),
    getSequenceSettings: vi.fn(async () => ({
      setting_list: [
        { user_id: 7, email: 'lea.bernard@atlas.demo', first_name: 'Léa', last_name: 'Bernard', daily_threshold: 100 },
        { user_id: 8, email: 'sans.nom@atlas.demo', first_name: ' ', last_name: '', daily_threshold: 50 },
      ],
    })),
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

  it('offers the owners by name (the e-mail when a user has none), and still shows the figures when they cannot be read', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(vm.ownerOptions).toEqual([
      { value: 7, name: 'Léa Bernard' },
      { value: 8, name: 'sans.nom@atlas.demo' },
    ]);
    const failing = setup();
    failing.gateway.getSequenceSettings.mockRejectedValueOnce(new Error('offline'));
    await failing.vm.load();
    expect(failing.vm.ownerOptions).toEqual([]);
    expect(failing.vm.totals.sequences).toBe(3);
    expect(gateway.getSequenceSettings).toHaveBeenCalledTimes(1);
  });

  it('loads the timeline of the last 30 days by default, today included, and of the period and owner chosen', async () => {
    const { vm, gateway } = setup();
    expect(vm.timeline.status).toBe('loading');
    await vm.load();
    expect(gateway.getSequenceTimeline).toHaveBeenLastCalledWith({ query: { from: '2026-10-27', to: '2026-11-25' } });
    expect(vm.grouping).toBe('1_week');
    expect(vm.points.map((point) => point.period_start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(vm.timelineTotals).toEqual({ ...ZERO, mail_sent: 4, mail_opened: 2, task_done: 1 });
    expect(vm.isTimelineEmpty).toBe(false);

    await vm.setPeriod(7);
    expect(gateway.getSequenceTimeline).toHaveBeenLastCalledWith({ query: { from: '2026-11-19', to: '2026-11-25' } });
    expect(vm.grouping).toBe('1_day');
    expect(vm.points).toHaveLength(7);
    expect(vm.points.find((point) => point.period_start === '2026-11-24')).toEqual({ period_start: '2026-11-24', ...ZERO, mail_sent: 4, mail_opened: 2, task_done: 1 });

    await vm.setPeriod(365);
    expect(gateway.getSequenceTimeline).toHaveBeenLastCalledWith({ query: { from: '2025-11-26', to: '2026-11-25' } });
    expect(vm.grouping).toBe('1_month');
    expect(vm.points).toHaveLength(13);

    await vm.setOwner(8);
    expect(gateway.getSequenceTimeline).toHaveBeenLastCalledWith({ query: { from: '2025-11-26', to: '2026-11-25', owner_user_id: 8 } });
    expect(gateway.listSequences).toHaveBeenLastCalledWith({ query: { status_id_list: [2, 3, 4, 5, 6], owner_user_id: 8, limit: 1000, offset: 0 } });
  });

  it('says when nothing happened over the period, and computes the grouping before the first answer', async () => {
    const { vm } = setup({});
    expect(vm.grouping).toBe('1_week');
    await vm.load();
    expect(vm.points).toHaveLength(5);
    expect(vm.isTimelineEmpty).toBe(true);
  });

  it('keeps a failed timeline apart from the totals and loads it again on retry', async () => {
    const { vm, gateway } = setup();
    gateway.getSequenceTimeline.mockRejectedValueOnce(new Error('offline'));
    await vm.load();
    expect(vm.timeline.status).toBe('error');
    expect(vm.sequences.status).toBe('ready');
    await vm.timeline.retry();
    expect(vm.timeline.status).toBe('ready');
    expect(vm.timelineTotals.mail_sent).toBe(4);
  });
});

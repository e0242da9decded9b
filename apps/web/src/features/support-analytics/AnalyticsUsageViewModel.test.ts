import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { AnalyticsUsageResponse } from '@cible/core';
import { AnalyticsUsageViewModel } from './AnalyticsUsageViewModel';

// 23:30 UTC on 9 March is already 10 March in Paris: the period ends on the French day.
const NOW = '2026-03-09T23:30:00Z';

function answer(from: string, to: string): AnalyticsUsageResponse {
  return {
    from,
    to,
    time_zone: 'Europe/Paris',
    page_list: [
      {
        key: '/account/{company_id}',
        event_count: 7,
        user_count: 2,
        day_list: [
          { day: '2026-03-08', event_count: 2, user_count: 1 },
          { day: '2026-03-10', event_count: 5, user_count: 2 },
        ],
      },
      { key: '/', event_count: 1, user_count: 1, day_list: [{ day: '2026-03-09', event_count: 1, user_count: 1 }] },
    ],
    feature_list: [{ key: 'quick_search_used', event_count: 4, user_count: 1, day_list: [{ day: '2026-03-04', event_count: 4, user_count: 1 }] }],
  };
}

function setup(getAnalyticsUsage = vi.fn(async ({ query }: { query: { from: string; to: string } }) => answer(query.from, query.to))) {
  const vm = new AnalyticsUsageViewModel({ getAnalyticsUsage } as never, createFixedClock(NOW));
  return { vm, getAnalyticsUsage };
}

describe('AnalyticsUsageViewModel', () => {
  it('loads the last 30 French days by default (core’s first preset), today included', async () => {
    const { vm, getAnalyticsUsage } = setup();
    expect(vm.status).toBe('loading');
    await vm.load();
    expect(getAnalyticsUsage).toHaveBeenCalledWith({ query: { from: '2026-02-09', to: '2026-03-10' } });
    expect(vm.status).toBe('ready');
    expect(vm.presets).toEqual([30, 7, 90]);
  });

  it('shows the most used page by default with a bar for every day of the period, 0 on days without usage', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.selected?.key).toBe('/account/{company_id}');
    expect(vm.bars).toHaveLength(30);
    expect(vm.maxDailyEvents).toBe(5);
    const byDay = new Map(vm.bars.map((bar) => [bar.day, bar]));
    expect(byDay.get('2026-03-10')).toEqual({ day: '2026-03-10', event_count: 5, user_count: 2, ratio: 1 });
    expect(byDay.get('2026-03-08')).toEqual({ day: '2026-03-08', event_count: 2, user_count: 1, ratio: 0.4 });
    expect(byDay.get('2026-03-09')).toEqual({ day: '2026-03-09', event_count: 0, user_count: 0, ratio: 0 });
    expect(vm.bars.reduce((sum, bar) => sum + bar.event_count, 0)).toBe(7);
    expect(vm.totalEvents).toBe(8);
  });

  it('switches to the features (the most used one selected) and back; a chosen series stays chosen', async () => {
    const { vm } = setup();
    await vm.load();
    vm.select('/');
    expect(vm.selected?.key).toBe('/');
    expect(vm.bars.find((bar) => bar.day === '2026-03-09')?.ratio).toBe(1);
    vm.chooseView('features');
    expect(vm.series.map((series) => series.key)).toEqual(['quick_search_used']);
    expect(vm.selected?.key).toBe('quick_search_used');
    expect(vm.totalEvents).toBe(4);
    vm.chooseView('pages');
    expect(vm.selected?.key).toBe('/account/{company_id}');
  });

  it('loads another preset’s period; an unknown preset changes nothing', async () => {
    const { vm, getAnalyticsUsage } = setup();
    await vm.load();
    vm.choosePreset(7);
    await vi.waitFor(() => expect(getAnalyticsUsage).toHaveBeenLastCalledWith({ query: { from: '2026-03-04', to: '2026-03-10' } }));
    await vi.waitFor(() => expect(vm.bars).toHaveLength(7));
    vm.choosePreset(12);
    expect(vm.presetDays).toBe(7);
    expect(getAnalyticsUsage).toHaveBeenCalledTimes(2);
  });

  it('is empty when nothing was recorded over the period: no series, no bars', async () => {
    const { vm } = setup(vi.fn(async ({ query }) => ({ ...answer(query.from, query.to), page_list: [], feature_list: [] })));
    await vm.load();
    expect(vm.isEmpty).toBe(true);
    expect(vm.selected).toBeNull();
    expect(vm.bars).toEqual([]);
  });

  it('shows an error when the load fails, and loads again on retry', async () => {
    const getAnalyticsUsage = vi.fn(async ({ query }: { query: { from: string; to: string } }) => answer(query.from, query.to));
    getAnalyticsUsage.mockRejectedValueOnce(new Error('down'));
    const { vm } = setup(getAnalyticsUsage);
    await vm.load();
    expect(vm.status).toBe('error');
    expect(vm.isEmpty).toBe(false);
    await vm.retry();
    expect(vm.status).toBe('ready');
    expect(vm.series).toHaveLength(2);
  });
});

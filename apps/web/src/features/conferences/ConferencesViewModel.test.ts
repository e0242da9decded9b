import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { Conference, ConferenceListResponse, ConferenceSearchBody, ConferencesGateway } from '@cible/core';
import { ConferencesViewModel } from './ConferencesViewModel';

const conference = (id: number): Conference => ({
  id,
  name: `Forum ${id}`,
  date: '2026-06-01',
  start_date: '2026-06-01',
  theme: 'Cybersécurité',
  organisers: [{ name: 'Cyber Events' }],
  city_name: 'Lille',
  zip_code: '59000',
});

function setup(answer: ConferenceListResponse = { conference_list: [conference(1), conference(2)], conference_count: 30 }) {
  const searchConferences = vi.fn(async (_input: { body: Partial<ConferenceSearchBody> }) => answer);
  const getConferenceThemes = vi.fn(async () => ({ theme_list: ['Cybersécurité', 'Industrie'] }));
  const gateway = { searchConferences, getConferenceThemes, getConferenceProgram: vi.fn() } as unknown as ConferencesGateway;
  // 23:30 UTC on 31 May is 1 June in Paris: the list starts on the user's day.
  const vm = new ConferencesViewModel(gateway, createFixedClock('2026-05-31T23:30:00Z', 'Europe/Paris'));
  return { vm, searchConferences, getConferenceThemes };
}

describe('ConferencesViewModel', () => {
  it('asks the themes and page 1 from today in the user’s zone, 12 per page', async () => {
    const { vm, searchConferences, getConferenceThemes } = setup();
    await vm.load();
    expect(searchConferences).toHaveBeenCalledWith({ body: { criteria: {}, start_date_min: '2026-06-01', limit: 12, offset: 0 } });
    expect(vm.themes.value).toEqual(['Cybersécurité', 'Industrie']);
    expect(vm.list.items.map((item) => item.id)).toEqual([1, 2]);
    expect(vm.list.pageCount).toBe(3);
    await vm.list.load(3);
    expect(searchConferences).toHaveBeenLastCalledWith({ body: { criteria: {}, start_date_min: '2026-06-01', limit: 12, offset: 24 } });
    await vm.load();
    expect(getConferenceThemes).toHaveBeenCalledTimes(1);
  });

  it('sends each filter and goes back to page 1 on a change', async () => {
    const { vm, searchConferences } = setup();
    await vm.load();
    await vm.list.load(2);
    vm.setTheme('Industrie');
    vm.setRegion(111);
    vm.setDateFrom('2026-07-01');
    vm.setDateTo('2026-09-30');
    vm.setDraftText('  forum cyber ');
    expect(searchConferences).toHaveBeenCalledTimes(6);
    vm.applyText();
    expect(searchConferences).toHaveBeenLastCalledWith({
      body: { criteria: {}, start_date_min: '2026-07-01', start_date_max: '2026-09-30', theme: 'Industrie', region_id: 111, text: 'forum cyber', limit: 12, offset: 0 },
    });
    expect(vm.list.page).toBe(1);
    expect(vm.hasFilters).toBe(true);
    vm.clearFilters();
    expect(vm.hasFilters).toBe(false);
    expect(vm.draftText).toBe('');
    expect(searchConferences).toHaveBeenLastCalledWith({ body: { criteria: {}, start_date_min: '2026-06-01', limit: 12, offset: 0 } });
  });

  it('asks nothing while the range ends before it starts (or before today), and says so', async () => {
    const { vm, searchConferences } = setup();
    await vm.load();
    searchConferences.mockClear();
    vm.setDateTo('2026-05-31');
    expect(vm.isRangeInverted).toBe(true);
    vm.setDateFrom('2026-05-01');
    expect(vm.isRangeInverted).toBe(false);
    vm.setDateFrom('2026-06-02');
    expect(vm.isRangeInverted).toBe(true);
    expect(searchConferences.mock.calls.map(([call]) => call.body.start_date_min)).toEqual(['2026-05-01']);
  });

  it('shows an empty list and an error with retry', async () => {
    const empty = setup({ conference_list: [], conference_count: 0 });
    await empty.vm.load();
    expect(empty.vm.list.isEmpty).toBe(true);
    const failing = setup();
    failing.searchConferences.mockRejectedValueOnce(new Error('down'));
    await failing.vm.load();
    expect(failing.vm.list.status).toBe('error');
    await failing.vm.list.retry();
    expect(failing.vm.list.status).toBe('ready');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createFixedClock, QUERY_TYPE, type BusinessAlertsGateway, type NewsPiece, type QueriesGateway } from '@cible/core';
import { BusinessAlertsViewModel, dayIn } from './BusinessAlertsViewModel';

function piece(id: number): NewsPiece {
  return {
    id,
    type: 'press',
    publication_date: '2026-11-25',
    description: null,
    title: `Actualité ${id}`,
    sample_title: null,
    business_opportunity_type: null,
    company: { id: 100 + id, name: `Société ${id}`, group_name: null },
    person: null,
    job: null,
    source: null,
    highlight: null,
  };
}

type Body = { window: { start_date: string; end_date: string }; text?: string; facet_filters?: Record<string, number[]>; limit?: number; offset?: number };

/** A fake gateway over `total` news pieces: pages by offset, facets that name the body they were asked with. */
function setup(total = 30) {
  const all = Array.from({ length: total }, (_, index) => piece(total - index));
  const gateway = {
    businessAlertFacets: vi.fn(async ({ body }: { body: Body }) => ({
      facet_list: [
        { field: 'news_type_id' as const, value_list: [{ id: 12, count: total }] },
        { field: 'company_office_region_id' as const, value_list: body.facet_filters?.news_type_id ? [{ id: 111, count: 3 }] : [{ id: 111, count: 9 }, { id: 107, count: 4 }] },
      ],
    })),
    businessAlertNews: vi.fn(async ({ body }: { body: Body }) => ({ news_list: all.slice(body.offset ?? 0, (body.offset ?? 0) + (body.limit ?? 12)), news_count: total })),
  };
  const queries = { createQuery: vi.fn(async () => ({})) };
  const effects = { savedAlert: vi.fn() };
  // 23:30 UTC on the 25th is already the 26th in Paris.
  const vm = new BusinessAlertsViewModel(gateway as unknown as BusinessAlertsGateway, queries as unknown as QueriesGateway, createFixedClock('2026-11-25T23:30:00Z', 'Europe/Paris'), effects);
  return { vm, gateway, queries, effects };
}

const lastBody = (mock: ReturnType<typeof vi.fn>) => (mock.mock.lastCall?.[0] as { body: Body }).body;

describe('BusinessAlertsViewModel (/business-alerts)', () => {
  it('starts on the last 7 days of the user’s day, the text pre-filled from quick_search, facets and 12 news at once', async () => {
    const { vm, gateway } = setup();
    await vm.start({ quick_search: ' fusion ' });
    expect(dayIn(new Date('2026-11-25T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-26');
    expect(lastBody(gateway.businessAlertNews)).toEqual({ criteria: {}, window: { start_date: '2026-11-20', end_date: '2026-11-26' }, facet_filters: {}, text: 'fusion', limit: 12, offset: 0 });
    expect(lastBody(gateway.businessAlertFacets)).toEqual({ criteria: {}, window: { start_date: '2026-11-20', end_date: '2026-11-26' }, facet_filters: {}, text: 'fusion' });
    expect(vm.text).toBe('fusion');
    expect(vm.items.map((item) => item.id)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19]);
    expect(vm.count).toBe(30);
    expect(vm.hasMore).toBe(true);
    expect(vm.isEnd).toBe(false);
  });

  it('a pick asks facets and the first page again with it, and the counts the API gives replace the old ones', async () => {
    const { vm, gateway } = setup();
    await vm.start({});
    expect(vm.facetList[1]!.value_list).toEqual([{ id: 111, count: 9 }, { id: 107, count: 4 }]);
    vm.togglePick('news_type_id', 12);
    await vi.waitFor(() => expect(vm.facets.isReady).toBe(true));
    expect(lastBody(gateway.businessAlertNews).facet_filters).toEqual({ news_type_id: [12] });
    expect(vm.facetList[1]!.value_list).toEqual([{ id: 111, count: 3 }]);
    expect(vm.isPicked('news_type_id', 12)).toBe(true);
    expect(vm.pickCount).toBe(1);
    // A picked region the other picks leave out stays listed at 0, so that it can be unpicked.
    vm.togglePick('company_office_region_id', 107);
    await vi.waitFor(() => expect(vm.facets.isReady).toBe(true));
    expect(vm.facetList[1]!.value_list).toEqual([{ id: 111, count: 3 }, { id: 107, count: 0 }]);
    vm.clearPicks();
    await vi.waitFor(() => expect(vm.facets.isReady).toBe(true));
    expect(lastBody(gateway.businessAlertNews).facet_filters).toEqual({});
  });

  it('changes the window to 30 or 365 days only, and applies the text on submit', async () => {
    const { vm, gateway } = setup();
    await vm.start({});
    vm.setWindow(30);
    expect(lastBody(gateway.businessAlertNews).window).toEqual({ start_date: '2026-10-28', end_date: '2026-11-26' });
    const calls = gateway.businessAlertNews.mock.calls.length;
    vm.setWindow(12);
    vm.setText('levée');
    expect(gateway.businessAlertNews.mock.calls.length).toBe(calls);
    vm.applyText();
    expect(lastBody(gateway.businessAlertNews).text).toBe('levée');
  });

  it('appends pages until the count, then shows the end; an answer for an older search is dropped', async () => {
    const { vm, gateway } = setup(30);
    await vm.start({});
    await vm.loadMore();
    expect(lastBody(gateway.businessAlertNews).offset).toBe(12);
    await vm.loadMore();
    expect(vm.items).toHaveLength(30);
    expect(vm.hasMore).toBe(false);
    expect(vm.isEnd).toBe(true);
    const calls = gateway.businessAlertNews.mock.calls.length;
    await vm.loadMore();
    expect(gateway.businessAlertNews.mock.calls.length).toBe(calls);

    const stale = setup(30);
    await stale.vm.start({});
    const more = stale.vm.loadMore();
    stale.vm.togglePick('news_type_id', 12);
    await more;
    await vi.waitFor(() => expect(stale.vm.news.isReady).toBe(true));
    expect(stale.vm.items).toHaveLength(12);
  });

  it('shows the empty state, and an error with the list kept when a next page fails', async () => {
    const empty = setup(0);
    await empty.vm.start({});
    expect(empty.vm.isEmpty).toBe(true);
    expect(empty.vm.isEnd).toBe(false);
    const { vm, gateway } = setup(30);
    await vm.start({});
    gateway.businessAlertNews.mockRejectedValueOnce(new Error('offline'));
    await vm.loadMore();
    expect(vm.moreError).toBe(true);
    expect(vm.items).toHaveLength(12);
  });

  it('saves what an alert can express, says what it cannot, and refuses an alert of nothing', async () => {
    const { vm, queries, effects } = setup();
    await vm.start({ quick_search: 'fusion' });
    expect(vm.canSaveAlert).toBe(false);
    expect(await vm.saveAsAlert('Rien')).toBe(false);
    vm.togglePick('news_type_id', 12);
    vm.togglePick('tag_id', 4);
    expect(vm.alertDraft.unsaved).toEqual(['tag_id', 'text']);
    expect(await vm.saveAsAlert(' Presse ')).toBe(true);
    expect(queries.createQuery).toHaveBeenCalledWith({ body: { name: 'Presse', query_type_id: QUERY_TYPE.alert, criteria: { news_type_id_list: [12] }, is_alert: true } });
    expect(effects.savedAlert).toHaveBeenCalledWith('Presse');
  });
});

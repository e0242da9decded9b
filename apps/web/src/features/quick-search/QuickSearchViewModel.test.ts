import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abilityFor, accessUserFromUser } from '@cible/core';
import type { QuickSearchResponse } from '@cible/core';
import { QuickSearchOverlayStore } from '../shell/QuickSearchOverlayStore';
import { makeTestUser } from '../../testing/testUsers';
import { DelayedFeatureEvents, systemTimers } from '@cible/infra';
import { RecordingAnalytics } from '../../testing/RecordingAnalytics';
import { translate } from '../../testing/translate';
import { QuickSearchViewModel } from './QuickSearchViewModel';
import { quickSearchAnswer, companyCard } from '../../testing/quickSearchTestData';
import { SPEC_TEXTS } from '../../testing/specTexts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(licenceId: 0 | 1 | 8 = 1, quickSearch = vi.fn(async (_input: { query: { text: string; limit: number } }): Promise<QuickSearchResponse> => quickSearchAnswer())) {
  const overlay = new QuickSearchOverlayStore();
  const toasts = { error: vi.fn(() => 1) };
  const onOpen = vi.fn();
  const session = { ability: abilityFor(accessUserFromUser(makeTestUser(licenceId))) };
  // The app's feature usage: infra's delayed events over an analytics gateway that records what goes out.
  const analytics = new RecordingAnalytics();
  const delayed = new DelayedFeatureEvents(analytics, systemTimers);
  const featureUsage = { used: (name: string) => void delayed.featureUsed(name) };
  const vm = new QuickSearchViewModel({ quickSearch } as never, overlay, toasts, session, systemTimers, translate, { onOpen, featureUsage });
  return { vm, overlay, toasts, quickSearch, onOpen, analytics };
}

describe('QuickSearchViewModel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms after the last keystroke, then searches the trimmed text with 6 results', async () => {
    const { vm, quickSearch, overlay, onOpen } = setup();
    vm.inputChanged('At');
    await vi.advanceTimersByTimeAsync(300);
    vm.inputChanged('  Atlas   Énergie ');
    await vi.advanceTimersByTimeAsync(499);
    expect(quickSearch).not.toHaveBeenCalled();
    expect(vm.state).toBe('hidden');
    await vi.advanceTimersByTimeAsync(1);
    expect(quickSearch).toHaveBeenCalledTimes(1);
    expect(quickSearch).toHaveBeenCalledWith({ query: { text: 'Atlas Énergie', limit: 6 } });
    expect(vm.state).toBe('shown');
    expect(vm.isOpen).toBe(true);
    expect(overlay.isOpen).toBe(true);
    expect(onOpen).toHaveBeenCalled();
  });

  it('counts a search that answered as a use of quick search, 500 ms later (core’s FEATURE_EVENT_DELAY_MS), without the text', async () => {
    const { vm, analytics } = setup();
    vm.inputChanged('Atlas');
    await vi.advanceTimersByTimeAsync(500);
    expect(vm.state).toBe('shown');
    await vi.advanceTimersByTimeAsync(499);
    expect(analytics.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(analytics.calls).toEqual(['event:quick_search_used']);
  });

  it('does not count a search that failed', async () => {
    const { vm, analytics } = setup(1, vi.fn(async () => Promise.reject(new Error('down'))));
    vm.inputChanged('Atlas');
    await vi.advanceTimersByTimeAsync(2000);
    expect(vm.state).toBe('error');
    expect(analytics.calls).toEqual([]);
  });

  it('never calls for an empty or blank input and hides the results', async () => {
    const { vm, quickSearch, overlay } = setup();
    vm.inputChanged('Atlas');
    vm.submit();
    await vi.runAllTimersAsync();
    expect(vm.isOpen).toBe(true);
    quickSearch.mockClear();
    vm.inputChanged('   ');
    vm.submit();
    await vi.runAllTimersAsync();
    vm.inputChanged('');
    await vi.runAllTimersAsync();
    expect(quickSearch).not.toHaveBeenCalled();
    expect(vm.state).toBe('hidden');
    expect(overlay.isOpen).toBe(false);
  });

  it('runs at once on submit (Enter) and goes hidden → loading → shown', async () => {
    const answer = deferred<QuickSearchResponse>();
    const { vm } = setup(1, vi.fn(() => answer.promise));
    expect(vm.state).toBe('hidden');
    vm.inputChanged('Atlas');
    vm.submit();
    expect(vm.state).toBe('loading');
    expect(vm.columns.map((column) => column.items.length)).toEqual([0, 0, 0, 0]);
    answer.resolve(quickSearchAnswer());
    await vi.runAllTimersAsync();
    expect(vm.state).toBe('shown');
    expect(vm.searchedText).toBe('Atlas');
  });

  it('shows the columns the licence allows, with totals, capped totals and the see-more flag', async () => {
    const { vm } = setup(1, vi.fn(async () => quickSearchAnswer({ companies: { total: 1001, total_capped: true, data: [companyCard(1), companyCard(2)] } })));
    vm.inputChanged('Atlas');
    vm.submit();
    await vi.runAllTimersAsync();
    expect(vm.columns.map((column) => [column.key, column.view, column.total, column.totalCapped, column.items.length, column.hasMore])).toEqual([
      ['companies', 'companies', 1001, true, 2, true],
      ['contacts', 'active_contacts', 1, false, 1, false],
      ['news', 'news', 0, false, 0, false],
      ['conferences', 'conferences', 0, false, 0, false],
    ]);
    const { vm: noLicence } = setup(0);
    expect(noLicence.columns).toEqual([]);
  });

  it('never lets a late answer for an older text replace a newer one', async () => {
    const first = deferred<QuickSearchResponse>();
    const second = deferred<QuickSearchResponse>();
    const quickSearch = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { vm } = setup(1, quickSearch);
    vm.inputChanged('Atl');
    vm.submit();
    vm.inputChanged('Atlas');
    vm.submit();
    second.resolve(quickSearchAnswer({ companies: { total: 1, data: [companyCard(2, { name: 'Atlas' })] } }));
    await vi.runAllTimersAsync();
    first.resolve(quickSearchAnswer({ companies: { total: 1, data: [companyCard(1, { name: 'Atl' })] } }));
    await vi.runAllTimersAsync();
    expect(vm.searchedText).toBe('Atlas');
    expect(vm.columns[0]?.items.map((card) => card.id)).toEqual([2]);
  });

  it('drops an answer arriving after the results were hidden', async () => {
    const answer = deferred<QuickSearchResponse>();
    const { vm } = setup(1, vi.fn(() => answer.promise));
    vm.inputChanged('Atlas');
    vm.submit();
    vm.hide();
    answer.resolve(quickSearchAnswer());
    await vi.runAllTimersAsync();
    expect(vm.state).toBe('hidden');
    expect(vm.isOpen).toBe(false);
  });

  it('shows the verbatim error toast and empty lists on a failure', async () => {
    const { vm, toasts } = setup(1, vi.fn(async () => quickSearchAnswer()));
    vm.inputChanged('Atlas');
    vm.submit();
    await vi.runAllTimersAsync();
    expect(vm.columns[0]?.items.length).toBe(2);
    const failing = setup(1, vi.fn(async () => Promise.reject(new Error('500'))));
    failing.vm.inputChanged('Atlas');
    failing.vm.submit();
    await vi.runAllTimersAsync();
    expect(failing.vm.state).toBe('error');
    expect(failing.vm.isOpen).toBe(true);
    expect(failing.toasts.error).toHaveBeenCalledWith(SPEC_TEXTS.quickSearchFailure);
    expect(failing.vm.columns.every((column) => column.items.length === 0 && column.total === 0)).toBe(true);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('hides the results on a click in the box, on Escape and on a click on the overlay', async () => {
    const { vm, overlay } = setup();
    vm.inputChanged('Atlas');
    vm.submit();
    await vi.runAllTimersAsync();
    vm.boxPressed();
    expect(vm.isOpen).toBe(false);
    expect(overlay.isOpen).toBe(false);
    vm.submit();
    await vi.runAllTimersAsync();
    expect(vm.isOpen).toBe(true);
    vm.hide();
    expect(vm.isOpen).toBe(false);
    vm.submit();
    await vi.runAllTimersAsync();
    overlay.close();
    expect(vm.isOpen).toBe(false);
  });

  it('searches only the first 200 characters of a longer text and says so', async () => {
    const { vm, quickSearch } = setup();
    vm.inputChanged('a'.repeat(250));
    expect(vm.isTruncated).toBe(true);
    vm.submit();
    await vi.runAllTimersAsync();
    expect(quickSearch).toHaveBeenCalledWith({ query: { text: 'a'.repeat(200), limit: 6 } });
    vm.inputChanged('Atlas');
    expect(vm.isTruncated).toBe(false);
  });

  it('keeps the blurred cards of a sales PME user as the server sent them (hidden fields null)', async () => {
    const blurred = companyCard(3, { name: null, group_name: null, city_name: null, zip_code: null, is_visible_pme: false, blurred: true });
    const { vm } = setup(8, vi.fn(async () => quickSearchAnswer({ companies: { total: 1, data: [blurred] } })));
    vm.inputChanged('Atlas');
    vm.submit();
    await vi.runAllTimersAsync();
    expect(vm.columns[0]?.items).toEqual([blurred]);
  });
});

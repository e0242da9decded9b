import { ANALYTICS_BEACON_TOKEN_SECONDS, ANALYTICS_DELIVERY, type Clock } from '@cible/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, noContent, type RecordedFetch } from '../testing/fake-fetch';
import { httpTestClient, TEST_NOW } from '../testing/http-test-client';
import { HttpAnalyticsGateway, type PageLifecycle } from './http-analytics-gateway';

const IDENTITY = { userId: 7, organizationId: 3, licenceId: 1, testerLevel: null };
const EVENTS_URL = 'https://api.cible.test/v1/analytics/events';
const TOKENS_URL = 'https://api.cible.test/v1/analytics/beacon-tokens';
const BEACON_URL = 'https://api.cible.test/v1/analytics/beacon';

/** The page's lifecycle, driven by the test. */
class FakeLifecycle implements PageLifecycle {
  private listener: ((event: 'hidden' | 'leave' | 'restored') => void) | null = null;
  subscribe(listener: (event: 'hidden' | 'leave' | 'restored') => void) {
    this.listener = listener;
    return () => (this.listener = null);
  }
  emit(event: 'hidden' | 'leave' | 'restored') {
    this.listener?.(event);
  }
}

/** A clock that follows the fake timers' time. */
const fakeTimeClock: Clock = { now: () => new Date(), zone: 'Europe/Paris' };

/** The beacon-token answer the API gives at the fake time (15 minutes). */
const tokenAnswer = (token = 'beacon-1') => () => json(200, { beacon_token: token, expires_at: new Date(Date.now() + ANALYTICS_BEACON_TOKEN_SECONDS * 1000).toISOString() });

function setup(options: { beaconAccepts?: boolean } = {}) {
  const test = httpTestClient();
  const lifecycle = new FakeLifecycle();
  const beacons: { url: string; body: { beacon_token: string; event_list: { name: string; path?: string }[] } }[] = [];
  const sendBeacon = vi.fn((url: string, body: string) => {
    if (options.beaconAccepts === false) return false;
    beacons.push({ url, body: JSON.parse(body) });
    return true;
  });
  // Beacon tokens on their URL, events on theirs (set by `route`).
  const handlers: { tokens: () => Response; events: () => Response } = { tokens: tokenAnswer(), events: noContent };
  for (let index = 0; index < 1000; index += 1) test.fake.answer((call) => (call.url === TOKENS_URL ? handlers.tokens() : handlers.events()));
  const calls = () => test.fake.calls.filter((call) => call.url === EVENTS_URL);
  const tokenCalls = () => test.fake.calls.filter((call) => call.url === TOKENS_URL);
  const analytics = new HttpAnalyticsGateway(test.caller, fakeTimeClock, {
    apiBaseUrl: 'https://api.cible.test/',
    timers: { setTimeout: (callback, delay) => setTimeout(callback, delay), clearTimeout: (handle) => clearTimeout(handle as number) },
    sendBeacon,
    lifecycle,
    logger: test.logger,
  });
  return { ...test, analytics, lifecycle, beacons, sendBeacon, handlers, calls, tokenCalls };
}

const sentBatches = (calls: RecordedFetch[]) => calls.map((call) => (JSON.parse(call.body ?? '{}') as { event_list: { name: string }[] }).event_list.map((event) => event.name));

beforeEach(() => {
  vi.useFakeTimers({ now: TEST_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Routes the fake fetch: beacon tokens answered by `tokens`, events by `events` (204 by default). */
function route(test: ReturnType<typeof setup>, handlers: { tokens?: () => Response; events?: () => Response } = {}) {
  test.handlers.tokens = handlers.tokens ?? tokenAnswer();
  test.handlers.events = handlers.events ?? noContent;
}

describe('HttpAnalyticsGateway: refusals', () => {
  it('refuses every call before identification: nothing queued, no HTTP call, false', async () => {
    const test = setup();
    route(test);
    expect(test.analytics.identified).toBe(false);
    expect(test.analytics.pageView('/reports')).toBe(false);
    expect(test.analytics.pageLeave('/reports')).toBe(false);
    expect(test.analytics.event('export_started')).toBe(false);
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs * 2);
    expect(test.analytics.queuedCount).toBe(0);
    expect(test.fake.calls).toHaveLength(0);
  });

  it('refuses invalid event names (core rule) and events the contract refuses; nothing queued', async () => {
    const test = setup();
    route(test);
    test.analytics.identify(IDENTITY);
    for (const name of ['Export', 'export-started', '_export', 'export__started', 'a'.repeat(65), '']) expect(test.analytics.event(name)).toBe(false);
    expect(test.analytics.event('export_started', { 'Bad-Name': 1 })).toBe(false);
    expect(test.analytics.pageView('reports')).toBe(false);
    expect(test.analytics.queuedCount).toBe(0);
    expect(test.logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('HttpAnalyticsGateway: batches', () => {
  it('sends one batch 5 s after the first event waits, with the bearer token, in order', async () => {
    const test = setup();
    route(test);
    test.analytics.identify(IDENTITY);
    expect(test.analytics.pageView('/sequences/lists/draft')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(test.analytics.pageLeave('/sequences/lists/draft')).toBe(true);
    expect(test.analytics.event('sequence_created', { step_count: 3, from_template: false })).toBe(true);
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs - 1001);
    expect(test.calls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(test.calls()).toHaveLength(1);
    const call = test.calls()[0]!;
    expect([call.method, call.headers.Authorization]).toEqual(['POST', `Bearer ${test.token}`]);
    expect(JSON.parse(call.body ?? '{}').event_list).toEqual([
      { name: 'page_view', occurred_at: TEST_NOW.toISOString(), path: '/sequences/lists/draft' },
      { name: 'page_leave', occurred_at: new Date(TEST_NOW.getTime() + 1000).toISOString(), path: '/sequences/lists/draft' },
      { name: 'sequence_created', occurred_at: new Date(TEST_NOW.getTime() + 1000).toISOString(), properties: { step_count: 3, from_template: false } },
    ]);
    expect(test.analytics.queuedCount).toBe(0);
  });

  it('sends at once when 20 events wait, then waits again for the next ones', async () => {
    const test = setup();
    route(test);
    test.analytics.identify(IDENTITY);
    for (let index = 0; index < ANALYTICS_DELIVERY.batchSize - 1; index += 1) test.analytics.event('quick_search_used');
    await vi.advanceTimersByTimeAsync(0);
    expect(test.calls()).toHaveLength(0);
    test.analytics.event('help_request_sent');
    await vi.advanceTimersByTimeAsync(0);
    expect(test.calls()).toHaveLength(1);
    expect(sentBatches(test.calls())[0]).toHaveLength(ANALYTICS_DELIVERY.batchSize);
    test.analytics.event('quick_search_used');
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs);
    expect(sentBatches(test.calls())).toEqual([[...Array(19).fill('quick_search_used'), 'help_request_sent'], ['quick_search_used']]);
  });

  it('keeps a batch the API could not take (5xx, network) and sends it with the next; drops one the API refused (4xx)', async () => {
    const test = setup();
    let failures = 1;
    route(test, { events: () => (failures-- > 0 ? json(503, { code: 'UNAVAILABLE', message: 'x' }) : noContent()) });
    test.analytics.identify(IDENTITY);
    test.analytics.event('quick_search_used');
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs);
    expect(test.calls()).toHaveLength(1);
    expect(test.analytics.queuedCount).toBe(1);
    test.analytics.event('help_request_sent');
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs);
    expect(sentBatches(test.calls())).toEqual([['quick_search_used'], ['quick_search_used', 'help_request_sent']]);

    const refused = setup();
    route(refused, { events: () => json(400, { code: 'ANALYTICS.INVALID_EVENT_NAME', message: 'x' }) });
    refused.analytics.identify(IDENTITY);
    refused.analytics.event('quick_search_used');
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs * 3);
    expect(refused.calls()).toHaveLength(1);
    expect(refused.analytics.queuedCount).toBe(0);
    expect(refused.logger.warn).toHaveBeenCalled();
  });

  it('keeps at most 200 events while the API cannot be reached, dropping the oldest', async () => {
    const test = setup();
    route(test, { events: () => json(503, { code: 'UNAVAILABLE', message: 'x' }) });
    test.analytics.identify(IDENTITY);
    for (let index = 0; index < ANALYTICS_DELIVERY.maxQueued + 30; index += 1) test.analytics.pageView(`/account/${index}`);
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs * 2);
    expect(test.analytics.queuedCount).toBe(ANALYTICS_DELIVERY.maxQueued);
  });
});

describe('HttpAnalyticsGateway: beacon', () => {
  it('asks for a beacon token at identification and sends what waits by beacon when the page is hidden, without the bearer', async () => {
    const test = setup();
    route(test);
    test.analytics.identify(IDENTITY);
    await vi.advanceTimersByTimeAsync(0);
    expect(test.tokenCalls()).toHaveLength(1);
    test.analytics.pageView('/account/42');
    test.analytics.event('quick_search_used');
    test.lifecycle.emit('hidden');
    expect(test.beacons).toHaveLength(1);
    expect(test.beacons[0]?.url).toBe(BEACON_URL);
    expect(test.beacons[0]?.body.beacon_token).toBe('beacon-1');
    expect(test.beacons[0]?.body.event_list.map((event) => event.name)).toEqual(['page_view', 'quick_search_used']);
    expect(test.analytics.queuedCount).toBe(0);
    await vi.advanceTimersByTimeAsync(ANALYTICS_DELIVERY.maxWaitMs);
    expect(test.calls()).toHaveLength(0);
  });

  it('records the leave of the page shown when the page is left, and sends it by beacon', async () => {
    const test = setup();
    route(test);
    test.analytics.identify(IDENTITY);
    await vi.advanceTimersByTimeAsync(0);
    test.analytics.pageView('/personal-space/notifications');
    test.lifecycle.emit('leave');
    expect(test.beacons[0]?.body.event_list).toEqual([
      { name: 'page_view', occurred_at: TEST_NOW.toISOString(), path: '/personal-space/notifications' },
      { name: 'page_leave', occurred_at: TEST_NOW.toISOString(), path: '/personal-space/notifications' },
    ]);
  });

  it('renews the beacon token 5 minutes before its 15 expire, so that a page closed any time later has a valid one', async () => {
    const test = setup();
    let issued = 0;
    route(test, { tokens: () => tokenAnswer(`beacon-${(issued += 1)}`)() });
    test.analytics.identify(IDENTITY);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(test.tokenCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(test.tokenCalls()).toHaveLength(2);
    // An hour later, idle all along: the token in hand is still valid.
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    test.analytics.event('quick_search_used');
    test.lifecycle.emit('hidden');
    const used = test.beacons[0]?.body.beacon_token;
    expect(used).toBe(`beacon-${test.tokenCalls().length}`);
    expect(test.tokenCalls().length).toBeGreaterThanOrEqual(7);
  });

  it('falls back to the events endpoint when no beacon token is held or the browser refuses the beacon', async () => {
    const withoutToken = setup();
    route(withoutToken, { tokens: () => json(503, { code: 'UNAVAILABLE', message: 'x' }) });
    withoutToken.analytics.identify(IDENTITY);
    await vi.advanceTimersByTimeAsync(0);
    withoutToken.analytics.event('quick_search_used');
    withoutToken.lifecycle.emit('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(withoutToken.sendBeacon).not.toHaveBeenCalled();
    expect(sentBatches(withoutToken.calls())).toEqual([['quick_search_used']]);

    const refused = setup({ beaconAccepts: false });
    route(refused);
    refused.analytics.identify(IDENTITY);
    await vi.advanceTimersByTimeAsync(0);
    refused.analytics.event('help_request_sent');
    refused.lifecycle.emit('hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.sendBeacon).toHaveBeenCalledTimes(1);
    expect(sentBatches(refused.calls())).toEqual([['help_request_sent']]);
  });

  it('on reset (logout) sends what waits by beacon, then refuses everything and stops renewing', async () => {
    const test = setup();
    route(test);
    test.analytics.identify(IDENTITY);
    await vi.advanceTimersByTimeAsync(0);
    test.analytics.pageView('/');
    test.analytics.reset();
    expect(test.beacons.map((beacon) => beacon.body.event_list.map((event) => event.name))).toEqual([['page_view']]);
    expect(test.analytics.event('export_started')).toBe(false);
    test.lifecycle.emit('leave');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(test.tokenCalls()).toHaveLength(1);
    expect(test.calls()).toHaveLength(0);
    expect(test.beacons).toHaveLength(1);
  });
});

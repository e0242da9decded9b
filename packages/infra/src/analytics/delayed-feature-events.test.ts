import { FEATURE_EVENT_DELAY_MS, type AnalyticsGateway } from '@cible/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedFeatureEvents } from './delayed-feature-events';

function recordingAnalytics() {
  const log: string[] = [];
  const analytics: AnalyticsGateway = {
    identify: () => undefined,
    reset: () => undefined,
    pageView: (path) => void log.push(`view ${path}`),
    pageLeave: (path) => void log.push(`leave ${path}`),
    event: (name, properties) => void log.push(`event ${name}${properties ? ` ${JSON.stringify(properties)}` : ''}`),
  };
  return { analytics, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DelayedFeatureEvents', () => {
  it('sends a feature-usage event 500 ms after the action (core’s FEATURE_EVENT_DELAY_MS)', () => {
    expect(FEATURE_EVENT_DELAY_MS).toBe(500);
    const { analytics, log } = recordingAnalytics();
    const events = new DelayedFeatureEvents(analytics);
    expect(events.featureUsed('quick_search_used', { query_length: 4 })).toBe(true);
    vi.advanceTimersByTime(499);
    expect(log).toEqual([]);
    expect(events.pendingCount).toBe(1);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['event quick_search_used {"query_length":4}']);
    expect(events.pendingCount).toBe(0);
  });

  it('schedules nothing for an invalid event name', () => {
    const { analytics, log } = recordingAnalytics();
    const events = new DelayedFeatureEvents(analytics);
    expect(events.featureUsed('Quick Search')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(log).toEqual([]);
  });

  it('drops pending events on cancelPending (logout)', () => {
    const { analytics, log } = recordingAnalytics();
    const events = new DelayedFeatureEvents(analytics);
    events.featureUsed('export_started');
    events.featureUsed('export_done');
    events.cancelPending();
    vi.advanceTimersByTime(1000);
    expect(log).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports page views and leaves at once, and a navigation as leave then view', () => {
    const { analytics, log } = recordingAnalytics();
    const events = new DelayedFeatureEvents(analytics);
    events.navigated(null, '/');
    events.navigated('/', '/reports');
    events.navigated('/reports', '/reports');
    events.pageLeft('/reports');
    events.pageViewed('/help');
    expect(log).toEqual(['view /', 'leave /', 'view /reports', 'leave /reports', 'view /help']);
  });
});

import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_LEAVE_EVENT, ANALYTICS_PAGE_VIEW_EVENT, isValidAnalyticsEventName } from '../contract/analytics/analytics-event-name';
import { analyticsEventKindOf } from './analytics-event-kind';
import { FEATURE_EVENT_DELAY_MS, SHELL_FEATURE_EVENTS } from './feature-events';

describe('feature-events (spec values)', () => {
  it('matches the specification', () => {
    expect(FEATURE_EVENT_DELAY_MS).toBe(500);
  });

  it('the shell’s feature events are valid, distinct feature-kind names (never the navigation’s page events)', () => {
    const names = Object.values(SHELL_FEATURE_EVENTS);
    expect(names).toEqual(['quick_search_used', 'help_request_sent', 'notifications_bell_opened']);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(isValidAnalyticsEventName(name)).toBe(true);
      expect(analyticsEventKindOf(name)).toBe('feature');
      expect([ANALYTICS_PAGE_VIEW_EVENT, ANALYTICS_PAGE_LEAVE_EVENT]).not.toContain(name);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_LEAVE_EVENT, ANALYTICS_PAGE_VIEW_EVENT } from '../contract/analytics/analytics-event-name';
import { analyticsEventKindOf } from './analytics-event-kind';

describe('analyticsEventKindOf', () => {
  it('page_view and page_leave are the navigation events', () => {
    expect(analyticsEventKindOf(ANALYTICS_PAGE_VIEW_EVENT)).toBe('page-view');
    expect(analyticsEventKindOf(ANALYTICS_PAGE_LEAVE_EVENT)).toBe('page-leave');
    expect(analyticsEventKindOf('page_view')).toBe('page-view');
    expect(analyticsEventKindOf('page_leave')).toBe('page-leave');
  });

  it('property: every other name is a feature-usage event', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9]{0,7}(_[a-z0-9]{1,7}){0,3}$/), (name) => {
        fc.pre(name !== 'page_view' && name !== 'page_leave');
        expect(analyticsEventKindOf(name)).toBe('feature');
      }),
    );
    expect(analyticsEventKindOf('page_viewed')).toBe('feature');
    expect(analyticsEventKindOf('quick_search_used')).toBe('feature');
  });
});

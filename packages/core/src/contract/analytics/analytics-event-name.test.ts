import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_EVENT_NAME_MAX_LENGTH,
  ANALYTICS_PAGE_LEAVE_EVENT,
  ANALYTICS_PAGE_VIEW_EVENT,
  checkAnalyticsCall,
  isValidAnalyticsEventName,
} from './analytics-event-name';

describe('isValidAnalyticsEventName', () => {
  it('accepts lowercase snake_case names of at most 64 characters', () => {
    for (const name of ['page_view', 'page_leave', 'sequence_created', 'export_2025', 'a']) expect(isValidAnalyticsEventName(name)).toBe(true);
    expect(isValidAnalyticsEventName('a'.repeat(ANALYTICS_EVENT_NAME_MAX_LENGTH))).toBe(true);
  });

  it('refuses upper case, spaces, hyphens, double or edge underscores, leading digits, empty, too long, non-strings', () => {
    for (const name of ['PageView', 'page view', 'page-view', 'page__view', '_page', 'page_', '1page', '', 'a'.repeat(65), 42, null]) {
      expect(isValidAnalyticsEventName(name)).toBe(false);
    }
  });

  it('property: words of lowercase letters joined by single underscores are valid when short enough', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const name = words.join('_');
        expect(isValidAnalyticsEventName(name)).toBe(name.length <= ANALYTICS_EVENT_NAME_MAX_LENGTH);
      }),
    );
  });

  it('property: any name with an upper-case letter is invalid', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[A-Z]$/), (prefix, upper) => {
        expect(isValidAnalyticsEventName(`${prefix}${upper}`)).toBe(false);
      }),
    );
  });

  it('page view and page leave names are valid', () => {
    expect(isValidAnalyticsEventName(ANALYTICS_PAGE_VIEW_EVENT)).toBe(true);
    expect(isValidAnalyticsEventName(ANALYTICS_PAGE_LEAVE_EVENT)).toBe(true);
  });
});

describe('checkAnalyticsCall', () => {
  it('refuses calls of unidentified users first, then invalid names', () => {
    expect(checkAnalyticsCall({ identified: false, name: 'page_view' })).toEqual({ ok: false, error: { code: 'ANALYTICS.NOT_IDENTIFIED' } });
    expect(checkAnalyticsCall({ identified: true, name: 'Page View' })).toEqual({
      ok: false,
      error: { code: 'ANALYTICS.INVALID_EVENT_NAME', details: { name: 'Page View' } },
    });
    expect(checkAnalyticsCall({ identified: true, name: 'page_view' })).toEqual({ ok: true, value: 'page_view' });
  });
});

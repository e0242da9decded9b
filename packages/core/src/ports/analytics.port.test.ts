import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ENDPOINTS,
  ANALYTICS_EVENT_NAME_MAX_LENGTH,
  ANALYTICS_PAGE_LEAVE_EVENT,
  ANALYTICS_PAGE_VIEW_EVENT,
  AnalyticsEventSchema,
  AnalyticsEventsBodySchema,
  checkAnalyticsCall,
  isValidAnalyticsEventName,
} from './analytics.port';

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

describe('analytics events endpoint', () => {
  const event = { name: 'sequence_created', occurred_at: '2025-01-10T09:00:00.000Z', path: '/sequences/results', properties: { sequence_id: 7, beta: false } };

  it('parses a batch of events', () => {
    expect(AnalyticsEventsBodySchema.parse({ event_list: [event] })).toEqual({ event_list: [event] });
  });

  it('refuses an invalid name, a path without slash, too many properties, an empty or oversize batch, unknown fields', () => {
    expect(AnalyticsEventSchema.safeParse({ ...event, name: 'Sequence Created' }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ ...event, path: 'sequences' }).success).toBe(false);
    const properties = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i]));
    expect(AnalyticsEventSchema.safeParse({ ...event, properties }).success).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ ...event, user_id: 1 }).success).toBe(false);
    expect(AnalyticsEventsBodySchema.safeParse({ event_list: [] }).success).toBe(false);
    expect(AnalyticsEventsBodySchema.safeParse({ event_list: Array.from({ length: 51 }, () => event) }).success).toBe(false);
  });

  it('is the designed POST /v1/analytics/events', () => {
    const endpoint = ANALYTICS_ENDPOINTS.recordAnalyticsEvents;
    expect(`${endpoint.method} ${endpoint.path}`).toBe('POST /v1/analytics/events');
    expect(endpoint.designed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINTS, AnalyticsBeaconBodySchema, AnalyticsBeaconTokenResponseSchema, AnalyticsEventSchema, AnalyticsEventsBodySchema } from './analytics.contract';

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

  it('a beacon carries its token and a batch of events, nothing else', () => {
    expect(AnalyticsBeaconBodySchema.parse({ beacon_token: 'abc', event_list: [event] })).toEqual({ beacon_token: 'abc', event_list: [event] });
    expect(AnalyticsBeaconBodySchema.safeParse({ event_list: [event] }).success).toBe(false);
    expect(AnalyticsBeaconBodySchema.safeParse({ beacon_token: '', event_list: [event] }).success).toBe(false);
    expect(AnalyticsBeaconBodySchema.safeParse({ beacon_token: 'abc', event_list: [] }).success).toBe(false);
    expect(AnalyticsBeaconBodySchema.safeParse({ beacon_token: 'abc', event_list: [event], jwt: 'x' }).success).toBe(false);
    expect(AnalyticsBeaconTokenResponseSchema.safeParse({ beacon_token: 'abc', expires_at: '2026-05-04T10:15:00.000Z' }).success).toBe(true);
  });

  it('the beacon takes no bearer token (sendBeacon sends no header); the beacon token comes from an authenticated call', () => {
    expect(`${ANALYTICS_ENDPOINTS.recordAnalyticsBeacon.method} ${ANALYTICS_ENDPOINTS.recordAnalyticsBeacon.path}`).toBe('POST /v1/analytics/beacon');
    expect(ANALYTICS_ENDPOINTS.recordAnalyticsBeacon.auth).toBe('public');
    expect(`${ANALYTICS_ENDPOINTS.issueAnalyticsBeaconToken.method} ${ANALYTICS_ENDPOINTS.issueAnalyticsBeaconToken.path}`).toBe('POST /v1/analytics/beacon-tokens');
    expect(ANALYTICS_ENDPOINTS.issueAnalyticsBeaconToken.auth).toBe('user');
  });
});

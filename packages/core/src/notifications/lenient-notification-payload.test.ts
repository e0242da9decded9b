import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LenientNotificationPayloadSchema, parseNotificationPayload } from './lenient-notification-payload';

describe('LenientNotificationPayloadSchema', () => {
  it('reads the spec fields, all optional', () => {
    const payload = {
      engagement: { tracking_status: 'opened' },
      contact: { id: 4, first_name: 'Marie', last_name: 'Durand' },
      company: { id: 9, name: 'ACME' },
      job: { name: 'DSI' },
      campaign_name: 'Printemps',
      status_id: 3,
      extra: 'dropped',
    };
    expect(LenientNotificationPayloadSchema.parse(payload)).toEqual({
      engagement: { tracking_status: 'opened' },
      contact: { id: 4, first_name: 'Marie', last_name: 'Durand' },
      company: { id: 9, name: 'ACME' },
      job: { name: 'DSI' },
      campaign_name: 'Printemps',
      status_id: 3,
    });
    expect(LenientNotificationPayloadSchema.parse({})).toEqual({});
  });

  it('reads a wrongly typed field as absent and keeps the others', () => {
    expect(LenientNotificationPayloadSchema.parse({ contact: 'Marie', company: { name: 12 }, query_name: 'Q', status_id: 'x' })).toEqual({ company: {}, query_name: 'Q' });
  });
});

describe('parseNotificationPayload', () => {
  it('parses JSON strings and objects, and never throws', () => {
    expect(parseNotificationPayload('{"query_name":"Mon alerte"}')).toEqual({ query_name: 'Mon alerte' });
    expect(parseNotificationPayload({ email: 'a@b.fr' })).toEqual({ email: 'a@b.fr' });
    expect(parseNotificationPayload('{not json')).toEqual({});
    expect(parseNotificationPayload(null)).toEqual({});
    fc.assert(fc.property(fc.oneof(fc.string(), fc.jsonValue()), (raw) => typeof parseNotificationPayload(raw) === 'object'));
  });
});

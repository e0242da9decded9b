import { NotificationSchema } from '@cible/core';
import { describe, expect, it } from 'vitest';
import { parsedPayloadOf, toNotificationPayload } from './notification-record';

describe('notification records on the wire', () => {
  it('reads the payload field by field: valid fields kept, odd ones and unknown keys left out', () => {
    expect(
      parsedPayloadOf({
        contact: { id: 4, first_name: 'Marie', last_name: 'Durand' },
        company: { id: 'x', name: 'ACME' },
        engagement: { tracking_status: 'opened' },
        campaign_name: 42,
        query_id: 12,
        sequence_name: null,
      }),
    ).toEqual({ contact: { id: 4, first_name: 'Marie', last_name: 'Durand' }, engagement: { tracking_status: 'opened' }, sequence_name: null });
    expect(parsedPayloadOf(null)).toBeNull();
    expect(parsedPayloadOf({})).toEqual({});
  });

  it('answers core’s Notification with ISO dates', () => {
    const notification = toNotificationPayload({
      id: 7,
      notificationTypeId: 3,
      sentAt: new Date('2026-11-20T08:30:00.123Z'),
      viewedAt: null,
      contactId: 4,
      companyId: null,
      payload: { query_id: 3, campaign_name: 'Printemps' },
    });
    expect(NotificationSchema.parse(notification)).toEqual({
      id: 7,
      notification_type_id: 3,
      sent_at: '2026-11-20T08:30:00.123Z',
      viewed_at: null,
      contact_id: 4,
      company_id: null,
      payload: { query_id: 3, campaign_name: 'Printemps' },
      parsed_payload: { campaign_name: 'Printemps' },
    });
  });
});

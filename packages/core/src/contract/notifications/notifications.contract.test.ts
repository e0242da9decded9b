import { describe, expect, it } from 'vitest';
import {
  BulkViewedBodySchema,
  DEFAULT_NOTIFICATION_SETTINGS,
  ListAssignedBodySchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationPushSchema,
  NOTIFICATIONS_ENDPOINTS,
  NotificationSchema,
  NotificationSettingsBodySchema,
  NotificationSettingsSchema,
} from './notifications.contract';

const notification = {
  id: 5,
  notification_type_id: 3,
  sent_at: '2025-01-10T09:00:00.000Z',
  viewed_at: null,
  contact_id: 201,
  company_id: 101,
  payload: { engagement: { tracking_status: 'clicked' } },
  parsed_payload: {
    engagement: { tracking_status: 'clicked' },
    contact: { id: 201, first_name: 'Paul', last_name: 'Durand' },
    campaign_id: 7,
    campaign_name: 'Voeux 2025',
  },
};

describe('notifications port schemas', () => {
  it('parses a notification with the spec’s fields and a list', () => {
    expect(NotificationSchema.parse(notification)).toEqual(notification);
    expect(NotificationListResponseSchema.parse({ notification_list: [notification], notification_count: 1 }).notification_count).toBe(1);
  });

  it('a pushed notification carries the notification as the list returns it and the unseen count', () => {
    expect(NotificationPushSchema.parse({ notification, notification_count: 3 })).toEqual({ notification, notification_count: 3 });
    expect(NotificationPushSchema.safeParse({ notification, notification_count: -1 }).success).toBe(false);
    expect(NotificationPushSchema.safeParse({ notification: { ...notification, id: 0 }, notification_count: 1 }).success).toBe(false);
    expect(NotificationPushSchema.safeParse(notification).success).toBe(false);
  });

  it('refuses a type id outside 1–15 and an unknown tracking status', () => {
    expect(NotificationSchema.safeParse({ ...notification, notification_type_id: 16 }).success).toBe(false);
    expect(
      NotificationSchema.safeParse({ ...notification, parsed_payload: { engagement: { tracking_status: 'forwarded' } } }).success,
    ).toBe(false);
  });

  it('reads list filters from strings', () => {
    expect(NotificationListQuerySchema.parse({ notification_type_id_list: '1,3', seen: 'false' })).toEqual({
      notification_type_id_list: [1, 3],
      seen: false,
      limit: 20,
      offset: 0,
    });
  });

  it('settings: defaults are no blocked query, not aggregated, not disabled; the body is strict and bounded', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false });
    expect(NotificationSettingsSchema.parse(DEFAULT_NOTIFICATION_SETTINGS)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(NotificationSettingsBodySchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, extra: true }).success).toBe(false);
    expect(
      NotificationSettingsBodySchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, blocked_query_id_list: Array.from({ length: 1001 }, (_, i) => i + 1) })
        .success,
    ).toBe(false);
  });

  it('bulk viewed and list-assigned bodies are strict', () => {
    expect(BulkViewedBodySchema.parse({})).toEqual({});
    expect(BulkViewedBodySchema.safeParse({ id_list: ['1'] }).success).toBe(false);
    expect(ListAssignedBodySchema.safeParse({ query_id: 4, user_id_list: [] }).success).toBe(false);
  });
});

describe('NOTIFICATIONS_ENDPOINTS', () => {
  it('has the spec’s calls under the designed base /v1/notification', () => {
    expect(Object.values(NOTIFICATIONS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/notification/notifications/list',
      'GET /v1/notification/notifications/list/not_viewed',
      'POST /v1/notification/notifications/{id}/viewed',
      'POST /v1/notification/notifications/viewed',
      'GET /v1/notification/settings',
      'PUT /v1/notification/settings',
      'POST /v1/notification/notifications/list-assigned',
    ]);
    expect(Object.values(NOTIFICATIONS_ENDPOINTS).every((endpoint) => endpoint.designed)).toBe(true);
  });
});

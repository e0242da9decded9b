import { z } from 'zod';
import type { EngagementTrackingStatusCode } from '../../catalogues/engagement-tracking';
import {
  ApiDateTimeSchema,
  apiIdList,
  ApiIdSchema,
  ApiJsonObjectSchema,
  PORT_LIMITS,
  safeString,
} from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';
import { queryBoolean, queryInt, queryIntList } from '../shared/query-params';

/** Engagement tracking status codes of the catalogue. */
const engagementStatus = z.enum(['clicked', 'opened', 'replied', 'sent'] as const satisfies readonly EngagementTrackingStatusCode[]);

/** The parsed payload of a notification (the spec's fields). Every field is optional: each type uses a few. */
export const NotificationPayloadSchema = z.object({
  engagement: z.object({ tracking_status: engagementStatus }).nullable().optional(),
  contact: z.object({ id: z.number().int(), first_name: safeString(), last_name: safeString() }).nullable().optional(),
  company: z.object({ id: z.number().int(), name: safeString() }).nullable().optional(),
  job: z.object({ name: safeString() }).nullable().optional(),
  reminder: z.object({ purpose: safeString() }).nullable().optional(),
  assigner_first_name: safeString().nullable().optional(),
  assigner_last_name: safeString().nullable().optional(),
  query_name: safeString().nullable().optional(),
  email: safeString().nullable().optional(),
  campaign_id: z.number().int().nullable().optional(),
  campaign_name: safeString().nullable().optional(),
  sequence_id: z.number().int().nullable().optional(),
  sequence_name: safeString().nullable().optional(),
  status_id: z.number().int().nullable().optional(),
  inquiry_company_name: safeString().nullable().optional(),
});
export type NotificationPayload = z.infer<typeof NotificationPayloadSchema>;

/**
 * Notification (the spec's entity). `viewed_at` null means unseen. `payload` is the raw JSON object; `parsed_payload`
 * is its typed reading (the server fills it).
 */
export const NotificationSchema = z.object({
  id: z.number().int().min(1),
  notification_type_id: z.number().int().min(1).max(15),
  sent_at: ApiDateTimeSchema,
  viewed_at: ApiDateTimeSchema.nullable(),
  contact_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  payload: ApiJsonObjectSchema.nullable(),
  parsed_payload: NotificationPayloadSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Notification list (`notification_list`, `notification_count`). */
export const NotificationListResponseSchema = pagedList(NotificationSchema, 'notification_list', 'notification_count');
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/**
 * The payload of the socket message of type `SOCKET_MESSAGE_TYPE.notification` (docs/notifications.md
 * "The real-time socket"): the new notification as the list returns it, and the recipient's number of unseen
 * notifications when it was pushed (list/not_viewed's `notification_count`), so that the bell shows it without asking
 * the list again.
 */
export const NotificationPushSchema = z.object({
  notification: NotificationSchema,
  notification_count: z.number().int().min(0),
});
export type NotificationPush = z.infer<typeof NotificationPushSchema>;

/** Notification list filters: types, seen or not, paging (20 per page, at most 100); newest first. */
export const NotificationListQuerySchema = z.object({
  notification_type_id_list: queryIntList(15, 1, 15).optional(),
  seen: queryBoolean().optional(),
  ...paginationQuery(20, 100),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** Unseen notifications for the bell: 5 by default (`BELL_UNSEEN_COUNT`). */
export const NotViewedNotificationQuerySchema = z.object({ limit: queryInt(1, 100).default(5) });
export type NotViewedNotificationQuery = z.infer<typeof NotViewedNotificationQuerySchema>;

/** Bulk "viewed": the listed notifications, or every unseen one of the caller when the list is absent. */
export const BulkViewedBodySchema = z.object({ id_list: apiIdList(PORT_LIMITS.pageLimit).optional() }).strict();
export type BulkViewedBody = z.infer<typeof BulkViewedBodySchema>;

/**
 * Notification settings (the spec's call), the same fields as the newsletter configuration. On failure the client
 * falls back to {@link DEFAULT_NOTIFICATION_SETTINGS}.
 */
export const NotificationSettingsSchema = z.object({
  blocked_query_id_list: z.array(z.number().int().min(1)),
  newsletter_aggregated: z.boolean(),
  newsletter_disabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Settings body (PUT): all three fields, bounded. */
export const NotificationSettingsBodySchema = z
  .object({
    blocked_query_id_list: apiIdList(PORT_LIMITS.pageLimit),
    newsletter_aggregated: z.boolean(),
    newsletter_disabled: z.boolean(),
  })
  .strict();
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBodySchema>;

/**
 * The settings used when loading them fails: no blocked query, not aggregated, not disabled.
 * @rule app-shell §8 · notification-settings failure gives defaults
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  blocked_query_id_list: [],
  newsletter_aggregated: false,
  newsletter_disabled: false,
};

/** "List assigned" (designed): tell users that a list (query) has been assigned to them; creates assignment notifications. */
export const ListAssignedBodySchema = z
  .object({
    query_id: ApiIdSchema,
    user_id_list: apiIdList(PORT_LIMITS.smallList).min(1),
  })
  .strict();
export type ListAssignedBody = z.infer<typeof ListAssignedBodySchema>;

/** Notifications (the base path is designed: docs/rules/ports.md "notifications"). */
export const NOTIFICATIONS_ENDPOINTS = {
  listNotifications: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/notification/notifications/list',
    summary: 'Notifications of the caller, newest first, filtered by type and seen state.',
    designed: true,
    query: NotificationListQuerySchema,
    response: NotificationListResponseSchema,
  }),
  listNotViewedNotifications: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/notification/notifications/list/not_viewed',
    summary: 'Unseen notifications of the caller (the bell), with their total.',
    designed: true,
    query: NotViewedNotificationQuerySchema,
    response: NotificationListResponseSchema,
  }),
  markNotificationViewed: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/notification/notifications/{id}/viewed',
    summary: 'Mark one notification as viewed.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  markNotificationsViewed: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/notification/notifications/viewed',
    summary: 'Mark notifications as viewed in bulk (all unseen when no list).',
    designed: true,
    body: BulkViewedBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  getNotificationSettings: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/notification/settings',
    summary: 'Notification settings of the caller.',
    designed: true,
    response: NotificationSettingsSchema,
  }),
  updateNotificationSettings: defineEndpoint({
    // designed: not in spec
    method: 'PUT',
    path: '/v1/notification/settings',
    summary: 'Replace the notification settings of the caller.',
    designed: true,
    body: NotificationSettingsBodySchema,
    response: NotificationSettingsSchema,
  }),
  notifyListAssigned: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/notification/notifications/list-assigned',
    summary: 'Notify users that a list was assigned to them.',
    designed: true,
    body: ListAssignedBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The notifications port. */
export type NotificationsGateway = EndpointGateway<typeof NOTIFICATIONS_ENDPOINTS>;

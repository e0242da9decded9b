import { NotificationPayloadSchema } from '@cible/core';
import type { Notification, NotificationPayload } from '@cible/core';

/** A notification as the repository reads it (one row of `notifications`). */
export interface NotificationRecord {
  readonly id: number;
  readonly notificationTypeId: number;
  readonly sentAt: Date;
  readonly viewedAt: Date | null;
  readonly contactId: number | null;
  readonly companyId: number | null;
  /** The stored JSON object (core's NotificationPayloadSchema fields, plus any extra key such as `query_id`). */
  readonly payload: Record<string, unknown> | null;
}

const PAYLOAD_FIELDS = Object.entries(NotificationPayloadSchema.shape);

/**
 * The typed reading of a stored payload for `parsed_payload`: each field of core's NotificationPayloadSchema that
 * is valid, the others (and unknown keys) left out, so that one odd field never hides the rest nor breaks the
 * answer's schema. The writers validate payloads with the same schema, so normally nothing is left out.
 */
export function parsedPayloadOf(payload: Record<string, unknown> | null): NotificationPayload | null {
  if (payload === null) return null;
  const parsed: Record<string, unknown> = {};
  for (const [key, schema] of PAYLOAD_FIELDS) {
    if (!(key in payload)) continue;
    const field = schema.safeParse(payload[key]);
    if (field.success && field.data !== undefined) parsed[key] = field.data;
  }
  return parsed as NotificationPayload;
}

/** Core's wire Notification of a record (dates in ISO 8601 UTC). */
export function toNotificationPayload(record: NotificationRecord): Notification {
  return {
    id: record.id,
    notification_type_id: record.notificationTypeId,
    sent_at: record.sentAt.toISOString(),
    viewed_at: record.viewedAt === null ? null : record.viewedAt.toISOString(),
    contact_id: record.contactId,
    company_id: record.companyId,
    payload: record.payload,
    parsed_payload: parsedPayloadOf(record.payload),
  };
}

import { z } from 'zod';
import { safeString } from '../contract/shared/api-primitives';

// Every field is optional, nullable, and falls back to `undefined` when it has the wrong type,
// so that one odd field never hides the rest of a notification.
const text = safeString().nullish().catch(undefined);
const id = z.number().int().nullish().catch(undefined);
const lenientObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).nullish().catch(undefined);

/**
 * Lenient reading of a notification's payload: every field (nested ones too) optional and nullable, unknown fields
 * dropped, a wrongly typed field read as absent. The wire contract is `NotificationPayloadSchema` (ports); its output
 * is assignable to {@link LenientNotificationPayload}, so the wording accepts both.
 * @rule app-shell §3 · notification payload fields (contact, company, job, reminder, assigner, query, email, campaign, sequence, status, inquiry company, engagement)
 */
export const LenientNotificationPayloadSchema = z.object({
  engagement: lenientObject({ tracking_status: text }),
  contact: lenientObject({ id, first_name: text, last_name: text }),
  company: lenientObject({ id, name: text }),
  job: lenientObject({ name: text }),
  reminder: lenientObject({ purpose: text }),
  assigner_first_name: text,
  assigner_last_name: text,
  query_name: text,
  email: text,
  campaign_id: id,
  campaign_name: text,
  sequence_id: id,
  sequence_name: text,
  status_id: id,
  inquiry_company_name: text,
});

export type LenientNotificationPayload = z.infer<typeof LenientNotificationPayloadSchema>;

/**
 * A notification's payload from the wire: a JSON string (`payload`) or an object (`parsed_payload`); anything
 * unreadable gives an empty payload. Never throws.
 * @rule app-shell §3 · notification payload (JSON) parsed leniently
 */
export function parseNotificationPayload(raw: unknown): LenientNotificationPayload {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  const parsed = LenientNotificationPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

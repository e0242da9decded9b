import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';

/** Ordinal ids of the engagement tracking statuses (display order only; the code is the wire value). */
export type EngagementTrackingStatusId = 1 | 2 | 3 | 4;
/** Engagement tracking status as carried by the API (e.g. a notification's parsed_payload.engagement.tracking_status). */
export type EngagementTrackingStatusCode = 'clicked' | 'opened' | 'replied' | 'sent';

export interface EngagementTrackingStatus extends CatalogueEntry<EngagementTrackingStatusId> {
  readonly code: EngagementTrackingStatusCode;
}

/**
 * Engagement tracking statuses of an email sent to a contact.
 * @rule prospecting §3 · engagement tracking statuses clicked, opened, replied, sent
 */
export const ENGAGEMENT_TRACKING_STATUSES: readonly EngagementTrackingStatus[] = labelled<EngagementTrackingStatus>('engagementTrackingStatuses', [
  { id: 1, code: 'clicked' },
  { id: 2, code: 'opened' },
  { id: 3, code: 'replied' },
  { id: 4, code: 'sent' },
]);

/**
 * The tracking statuses an engagement notification reports: opened, clicked, replied ("sent" is never notified).
 * @rule app-shell §4 · engagement notification tracking status opened, clicked, replied
 */
export const ENGAGEMENT_NOTIFICATION_TRACKING_CODES: readonly EngagementTrackingStatusCode[] = ['opened', 'clicked', 'replied'];

/** Narrows a wire value to an engagement tracking status code. */
export function isEngagementTrackingStatusCode(value: unknown): value is EngagementTrackingStatusCode {
  return ENGAGEMENT_TRACKING_STATUSES.some((status) => status.code === value);
}

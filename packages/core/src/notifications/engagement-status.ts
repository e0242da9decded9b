import { ENGAGEMENT_TRACKING_STATUSES } from '../catalogues/engagement-tracking';
import type { EngagementTrackingStatusCode } from '../catalogues/engagement-tracking';

const WORDING: Record<EngagementTrackingStatusCode, string> = {
  opened: 'a ouvert votre email',
  clicked: 'a cliqué sur un lien de votre email',
  replied: 'a répondu à votre email',
  sent: 'a reçu votre email',
};

/**
 * The verb phrase of an engagement notification by tracking status: opened "a ouvert votre email",
 * clicked "a cliqué sur un lien de votre email", replied "a répondu à votre email" ("sent", never notified, reads
 * "a reçu votre email"); an unknown or missing status reads "a interagi avec votre email".
 * @rule app-shell §4 · engagement notification wording for opened, clicked, replied
 */
export function engagementStatusWordingFr(trackingStatus: string | null | undefined): string {
  const known = ENGAGEMENT_TRACKING_STATUSES.find((status) => status.code === trackingStatus);
  return known ? WORDING[known.code] : 'a interagi avec votre email';
}

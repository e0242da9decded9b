import { ENGAGEMENT_TRACKING_STATUSES } from '../catalogues/engagement-tracking';
import { text } from '../i18n/text';
import type { Text } from '../i18n/text';

/**
 * The verb phrase of an engagement notification by tracking status (texts `notification.engagement.action.*`): opened
 * "a ouvert votre email", clicked "a cliqué sur un lien de votre email", replied "a répondu à votre email" ("sent",
 * never notified, reads "a reçu votre email"); an unknown or missing status reads "a interagi avec votre email".
 * @rule app-shell §4 · engagement notification wording for opened, clicked, replied
 */
export function engagementStatusWording(trackingStatus: string | null | undefined): Text {
  const known = ENGAGEMENT_TRACKING_STATUSES.find((status) => status.code === trackingStatus);
  return text(`notification.engagement.action.${known ? known.code : 'other'}`);
}

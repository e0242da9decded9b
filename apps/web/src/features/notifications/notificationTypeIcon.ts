import { notificationTypeName } from '@cible/core';
import type { NotificationTypeName } from '@cible/core';
import type { IconName } from '../../ui/components/Icon/Icon';

/** The UI kit icon of each notification type (bell, list, page). */
const ICONS: Readonly<Record<NotificationTypeName, IconName>> = {
  alert: 'bell',
  lead: 'person',
  engagement: 'mail',
  campaign: 'mail',
  reminder: 'calendar',
  network: 'user',
  assignment: 'file',
  mail_account_connected: 'mail',
  mail_account_disconnected: 'warning',
  inquiry_done: 'building',
  insufficient_mailing_credits: 'warning',
  sequence_done: 'check',
  linkedin_connected: 'linkedin',
  linkedin_disconnected: 'linkedin',
  linkedin_invitation_accepted: 'linkedin',
};

/** The icon of a notification type id; the bell for an unknown id. */
export function notificationTypeIcon(notificationTypeId: number): IconName {
  const name = notificationTypeName(notificationTypeId);
  return name ? ICONS[name] : 'bell';
}

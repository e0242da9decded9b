import { DEFAULT_NOTIFICATION_SETTINGS, NotificationSettingsSchema } from '../contract/notifications/notifications.contract';
import type { NotificationSettings } from '../contract/notifications/notifications.contract';

/**
 * The settings from an answer, or a fresh copy of the defaults (no blocked queries, newsletter aggregated false,
 * disabled false: `DEFAULT_NOTIFICATION_SETTINGS` of ports) when the load failed or the answer is malformed.
 * @rule app-shell §8, prospecting §8 · notification-settings failure gives defaults
 */
export function notificationSettingsOrDefault(answer: unknown): NotificationSettings {
  const parsed = NotificationSettingsSchema.safeParse(answer);
  return parsed.success ? parsed.data : { ...DEFAULT_NOTIFICATION_SETTINGS, blocked_query_id_list: [] };
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../contract/notifications/notifications.contract';
import { notificationSettingsOrDefault } from './notification-settings-fallback';

describe('notificationSettingsOrDefault', () => {
  it('falls back to no blocked queries, not aggregated, not disabled', () => {
    const defaults = { blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false };
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual(defaults);
    expect(notificationSettingsOrDefault(undefined)).toEqual(defaults);
    expect(notificationSettingsOrDefault({ newsletter_aggregated: 'yes' })).toEqual(defaults);
  });

  it('keeps a well-formed answer and hands out fresh default lists', () => {
    const answer = { blocked_query_id_list: [3, 5], newsletter_aggregated: true, newsletter_disabled: false };
    expect(notificationSettingsOrDefault(answer)).toEqual(answer);
    const fallback = notificationSettingsOrDefault(null);
    fallback.blocked_query_id_list.push(1);
    expect(DEFAULT_NOTIFICATION_SETTINGS.blocked_query_id_list).toEqual([]);
  });
});

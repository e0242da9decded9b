import { describe, expect, it, vi } from 'vitest';
import type { NotificationSettings, NotificationsGateway } from '@cible/core';
import { NotificationSettingsViewModel } from './NotificationSettingsViewModel';

function setup(settings: NotificationSettings = { blocked_query_id_list: [4, 9], newsletter_aggregated: false, newsletter_disabled: false }) {
  const gateway = {
    getNotificationSettings: vi.fn(async () => settings),
    updateNotificationSettings: vi.fn(async ({ body }: { body: NotificationSettings }) => body),
  } as unknown as NotificationsGateway;
  const effects = { saved: vi.fn(), saveFailed: vi.fn() };
  return { vm: new NotificationSettingsViewModel(gateway, effects), gateway, effects };
}

describe('NotificationSettingsViewModel (settings routes; core’s defaults on failure)', () => {
  it('loads the settings: switches and the count of blocked searches', async () => {
    const { vm } = setup({ blocked_query_id_list: [4, 9], newsletter_aggregated: true, newsletter_disabled: false });
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.newsletterAggregated).toBe(true);
    expect(vm.blockedCount).toBe(2);
    expect(vm.isDirty).toBe(false);
  });

  it('falls back to the defaults when loading fails', async () => {
    const { vm, gateway } = setup();
    vi.mocked(gateway.getNotificationSettings).mockRejectedValueOnce(new Error('down'));
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.saved).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false });
  });

  it('saves the switches with the blocked ids unchanged, then says so', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load();
    vm.setNewsletterDisabled(true);
    expect(vm.isDirty).toBe(true);
    await vm.save();
    expect(gateway.updateNotificationSettings).toHaveBeenCalledWith({ body: { blocked_query_id_list: [4, 9], newsletter_aggregated: false, newsletter_disabled: true } });
    expect(effects.saved).toHaveBeenCalledTimes(1);
    expect(vm.isDirty).toBe(false);
  });

  it('a failed save reports it and keeps the edit', async () => {
    const { vm, gateway, effects } = setup();
    vi.mocked(gateway.updateNotificationSettings).mockRejectedValueOnce(new Error('down'));
    await vm.load();
    vm.setNewsletterAggregated(true);
    await vm.save();
    expect(effects.saveFailed).toHaveBeenCalledTimes(1);
    expect(vm.newsletterAggregated).toBe(true);
    expect(vm.isDirty).toBe(true);
  });
});

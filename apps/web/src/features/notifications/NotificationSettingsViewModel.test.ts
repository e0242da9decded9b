import { describe, expect, it, vi } from 'vitest';
import type { NotificationSettings, NotificationsGateway, Query } from '@cible/core';
import { NotificationSettingsViewModel } from './NotificationSettingsViewModel';

function setup(settings: NotificationSettings = { blocked_query_id_list: [4, 9], newsletter_aggregated: false, newsletter_disabled: false }) {
  const gateway = {
    getNotificationSettings: vi.fn(async () => settings),
    updateNotificationSettings: vi.fn(async ({ body }: { body: NotificationSettings }) => body),
  } as unknown as NotificationsGateway;
  const alert = (id: number, name: string) => ({ id, name, query_type_id: 11, is_alert: true, owner_user_id: 7, organization_id: 1, criteria: {}, creation_date: '2026-11-20T10:00:00.000Z', modification_date: null }) satisfies Query;
  const queries = { listQueries: vi.fn(async () => ({ query_list: [alert(4, 'Levées de fonds'), alert(5, 'Nominations')], query_count: 2 })) };
  const effects = { saved: vi.fn(), saveFailed: vi.fn() };
  return { vm: new NotificationSettingsViewModel(gateway, queries, effects), gateway, queries, effects };
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

  it('lists the alerts with whether each comes by e-mail; a change is saved with the blocked ids, those of alerts not listed kept', async () => {
    const { vm, gateway, queries } = setup();
    await vm.load();
    expect(queries.listQueries).toHaveBeenCalledWith({ query: { is_alert: true, limit: 1000, offset: 0 } });
    expect(vm.alerts?.map((alert) => alert.name)).toEqual(['Levées de fonds', 'Nominations']);
    expect(vm.isMailed(4)).toBe(false);
    expect(vm.isMailed(5)).toBe(true);
    vm.setMailed(4, true);
    vm.setMailed(5, false);
    expect(vm.isDirty).toBe(true);
    vm.setMailed(5, true);
    vm.setMailed(4, false);
    expect(vm.isDirty).toBe(false);
    vm.setMailed(5, false);
    await vm.save();
    expect(gateway.updateNotificationSettings).toHaveBeenCalledWith({ body: { blocked_query_id_list: [4, 5, 9], newsletter_aggregated: false, newsletter_disabled: false } });
  });

  it('keeps the blocked ids as they are when the alerts cannot be listed', async () => {
    const { vm, queries, gateway } = setup();
    queries.listQueries.mockRejectedValueOnce(new Error('down'));
    await vm.load();
    expect(vm.alerts).toBeNull();
    vm.setNewsletterAggregated(true);
    await vm.save();
    expect(gateway.updateNotificationSettings).toHaveBeenCalledWith({ body: { blocked_query_id_list: [4, 9], newsletter_aggregated: true, newsletter_disabled: false } });
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

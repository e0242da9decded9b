import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { Notification, NotificationsGateway } from '@cible/core';
import { NotificationsPageViewModel } from './NotificationsPageViewModel';
import type { NotificationsSearch } from './notificationsSearch';

const NOW = Date.UTC(2026, 0, 12, 9, 0, 0);
const ALL: NotificationsSearch = { page: 1, types: [], seen: 'all' };

function notification(id: number, viewed = false): Notification {
  return {
    id,
    notification_type_id: 1,
    sent_at: new Date(NOW - id * 3_600_000).toISOString(),
    viewed_at: viewed ? new Date(NOW).toISOString() : null,
    contact_id: null,
    company_id: null,
    payload: { company: { id: 4, name: 'ACME' } },
    parsed_payload: null,
  };
}

function setup(list: Notification[] = [notification(1), notification(2, true)], count = list.length) {
  const gateway = {
    listNotifications: vi.fn(async () => ({ notification_list: list, notification_count: count })),
    markNotificationViewed: vi.fn(async () => undefined),
    markNotificationsViewed: vi.fn(async () => undefined),
  } as unknown as NotificationsGateway;
  const effects = { navigate: vi.fn(), refreshBell: vi.fn(), actionFailed: vi.fn() };
  const vm = new NotificationsPageViewModel(gateway, createFixedClock(NOW, 'Europe/Paris'), effects);
  return { vm, gateway, effects };
}

describe('NotificationsPageViewModel (/personal-space/notifications)', () => {
  it('loads the page of the URL search: filters and offset in the API query', async () => {
    const { vm, gateway } = setup();
    await vm.load({ page: 2, types: [1, 3], seen: 'unseen' });
    expect(gateway.listNotifications).toHaveBeenCalledWith({ query: { notification_type_id_list: [1, 3], seen: false, limit: 20, offset: 20 } });
    expect(vm.status).toBe('ready');
    expect(vm.total).toBe(2);
    expect(vm.items[0]).toMatchObject({ unseen: true, relativeDate: 'il y a 1 heure' });
    expect(vm.items[1]?.unseen).toBe(false);
    expect(vm.isFiltered).toBe(true);
  });

  it('writes filter and page changes in the URL; a filter change goes back to page 1', async () => {
    const { vm, effects } = setup();
    await vm.load({ page: 3, types: [], seen: 'all' });
    vm.setPage(4);
    expect(effects.navigate).toHaveBeenLastCalledWith({ page: 4, types: [], seen: 'all' });
    vm.setTypes([7, 1, 7]);
    expect(effects.navigate).toHaveBeenLastCalledWith({ page: 1, types: [1, 7], seen: 'all' });
    vm.setSeen('seen');
    expect(effects.navigate).toHaveBeenLastCalledWith({ page: 1, types: [], seen: 'seen' });
    vm.clearFilters();
    expect(effects.navigate).toHaveBeenLastCalledWith({ page: 1, types: [], seen: 'all' });
  });

  it('goes to the last page when the URL points beyond it', async () => {
    const { vm, effects } = setup([], 25);
    await vm.load({ page: 9, types: [], seen: 'all' });
    expect(effects.navigate).toHaveBeenCalledWith({ page: 2, types: [], seen: 'all' });
  });

  it('error state, then retry', async () => {
    const { vm, gateway } = setup();
    vi.mocked(gateway.listNotifications).mockRejectedValueOnce(new Error('down'));
    await vm.load(ALL);
    expect(vm.status).toBe('error');
    await vm.retry();
    expect(vm.status).toBe('ready');
  });

  it('marks one notification read: POST {id}/viewed, shown read at once, the bell reloads', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load(ALL);
    await vm.markRead(1);
    expect(gateway.markNotificationViewed).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(vm.items[0]?.unseen).toBe(false);
    expect(effects.refreshBell).toHaveBeenCalledTimes(1);
    expect(vm.hasUnseen).toBe(false);
  });

  it('marks all read in bulk (no id_list), reloads the page and the bell', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load(ALL);
    await vm.markAllRead();
    expect(gateway.markNotificationsViewed).toHaveBeenCalledWith({ body: {} });
    expect(gateway.listNotifications).toHaveBeenCalledTimes(2);
    expect(effects.refreshBell).toHaveBeenCalledTimes(1);
  });

  it('a failed "mark as read" keeps the notification unseen and reports the failure', async () => {
    const { vm, gateway, effects } = setup();
    vi.mocked(gateway.markNotificationViewed).mockRejectedValueOnce(new Error('down'));
    await vm.load(ALL);
    await vm.markRead(1);
    expect(vm.items[0]?.unseen).toBe(true);
    expect(effects.actionFailed).toHaveBeenCalledTimes(1);
    expect(vm.isMarking(1)).toBe(false);
  });
});

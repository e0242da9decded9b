import { describe, expect, it, vi } from 'vitest';
import { createFixedClock } from '@cible/core';
import type { Notification, NotificationsGateway } from '@cible/core';
import type { NotificationsChange, NotificationsChangeListener } from './NotificationBellStore';
import { NotificationsPageViewModel } from './NotificationsPageViewModel';
import type { NotificationsSearch } from './notificationsSearch';
import { coreText } from '../../i18n/coreText';

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
  const listeners = new Set<NotificationsChangeListener>();
  const changes = {
    follow: vi.fn((listener: NotificationsChangeListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  /** The bell tells the page about a change. */
  const tell = (change: NotificationsChange) => {
    for (const listener of listeners) listener(change);
  };
  const vm = new NotificationsPageViewModel(gateway, createFixedClock(NOW, 'Europe/Paris'), effects, changes);
  return { vm, gateway, effects, tell };
}

describe('NotificationsPageViewModel (/personal-space/notifications)', () => {
  it('loads the page of the URL search: filters and offset in the API query', async () => {
    const { vm, gateway } = setup();
    await vm.load({ page: 2, types: [1, 3], seen: 'unseen' });
    expect(gateway.listNotifications).toHaveBeenCalledWith({ query: { notification_type_id_list: [1, 3], seen: false, limit: 20, offset: 20 } });
    expect(vm.status).toBe('ready');
    expect(vm.total).toBe(2);
    expect(vm.items[0]).toMatchObject({ unseen: true });
    expect(vm.items[0] && coreText(vm.items[0].relativeDate, 'fr')).toBe('il y a 1 heure');
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

  it('shows a pushed notification first on page 1 and counts it, without asking the list again (once per id)', async () => {
    const { vm, gateway, tell } = setup();
    const stop = vm.followChanges();
    await vm.load(ALL);
    const pushed = { ...notification(0), id: 9 };
    tell({ kind: 'pushed', notification: pushed });
    tell({ kind: 'pushed', notification: pushed });
    expect(vm.items.map((item) => item.id)).toEqual([9, 1, 2]);
    expect(vm.total).toBe(3);
    expect(gateway.listNotifications).toHaveBeenCalledTimes(1);
    stop();
    tell({ kind: 'pushed', notification: { ...notification(0), id: 10 } });
    expect(vm.total).toBe(3);
  });

  it('keeps 20 rows on page 1 when a notification is pushed (the oldest goes to page 2)', async () => {
    const list = Array.from({ length: 20 }, (_, index) => notification(index + 1));
    const { vm, tell } = setup(list, 45);
    vm.followChanges();
    await vm.load(ALL);
    tell({ kind: 'pushed', notification: { ...notification(0), id: 99 } });
    expect(vm.items).toHaveLength(20);
    expect([vm.items[0]?.id, vm.items[19]?.id, vm.total]).toEqual([99, 19, 46]);
  });

  it('ignores a pushed notification the filters leave out (another type, the "seen" filter)', async () => {
    const { vm, gateway, tell } = setup();
    vm.followChanges();
    await vm.load({ page: 1, types: [3], seen: 'all' });
    tell({ kind: 'pushed', notification: { ...notification(0), id: 9, notification_type_id: 1 } });
    await vm.load({ page: 1, types: [], seen: 'seen' });
    tell({ kind: 'pushed', notification: { ...notification(0), id: 10 } });
    expect(vm.items.map((item) => item.id)).toEqual([1, 2]);
    expect(gateway.listNotifications).toHaveBeenCalledTimes(2);
  });

  it('on a later page a pushed notification shifts the rows: the page is loaded again; another change reloads too', async () => {
    const { vm, gateway, tell } = setup();
    vm.followChanges();
    await vm.load({ page: 2, types: [], seen: 'unseen' });
    tell({ kind: 'pushed', notification: notification(0) });
    await vi.waitFor(() => expect(gateway.listNotifications).toHaveBeenCalledTimes(2));
    tell({ kind: 'changed' });
    await vi.waitFor(() => expect(gateway.listNotifications).toHaveBeenCalledTimes(3));
    expect(gateway.listNotifications).toHaveBeenLastCalledWith({ query: { seen: false, limit: 20, offset: 20 } });
  });

  it('a notification pushed while the page loads is kept when the older answer comes', async () => {
    const { vm, gateway, tell } = setup();
    vm.followChanges();
    await vm.load(ALL);
    let answer: (value: { notification_list: Notification[]; notification_count: number }) => void = () => {};
    vi.mocked(gateway.listNotifications).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const reload = vm.load(ALL);
    tell({ kind: 'pushed', notification: { ...notification(0), id: 9 } });
    answer({ notification_list: [notification(1), notification(2, true)], notification_count: 2 });
    await reload;
    expect(vm.items.map((item) => item.id)).toEqual([9, 1, 2]);
    expect(vm.total).toBe(3);
  });
});

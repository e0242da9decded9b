import { describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { SOCKET_MESSAGE_TYPE, abilityFor, accessUserFromUser, createFixedClock } from '@cible/core';
import type { Ability, LicenceId, Notification, NotificationsGateway, User } from '@cible/core';
import { FakeSocketGateway } from '../../testing/FakeSocketGateway';
import { makeTestUser } from '../../testing/testUsers';
import { notificationView } from './notificationView';
import { NotificationBellStore } from './NotificationBellStore';
import type { NotificationsChange } from './NotificationBellStore';
import { coreText } from '../../i18n/coreText';

const NOW = Date.UTC(2026, 0, 12, 9, 0, 0);

function notification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    notification_type_id: 10,
    sent_at: new Date(NOW - id * 60_000).toISOString(),
    viewed_at: null,
    contact_id: null,
    company_id: null,
    payload: { inquiry_company_name: `Société ${id}`, status_id: 3 },
    parsed_payload: null,
    ...overrides,
  };
}

/** A notification sent now (newer than the others). */
const fresh = (id: number) => notification(id, { sent_at: new Date(NOW).toISOString() });

function setup(options: { licence?: LicenceId; unseen?: Notification[]; loggedIn?: boolean } = {}) {
  let unseen = options.unseen ?? [notification(1), notification(2)];
  const gateway = {
    listNotViewedNotifications: vi.fn(async () => ({ notification_list: unseen.slice(0, 5), notification_count: unseen.length })),
    markNotificationsViewed: vi.fn(async () => {
      unseen = [];
    }),
  } as unknown as NotificationsGateway;
  const socket = new FakeSocketGateway();
  const user = makeTestUser(options.licence ?? 1);
  const session = observable({ user: null as User | null, ability: null as Ability | null }, undefined, { deep: false });
  const login = () =>
    runInAction(() => {
      session.user = user;
      session.ability = abilityFor(accessUserFromUser(user));
    });
  const logout = () =>
    runInAction(() => {
      session.user = null;
      session.ability = null;
    });
  if (options.loggedIn !== false) login();
  const featureUsage = { used: vi.fn() };
  const store = new NotificationBellStore(gateway, socket, session, featureUsage);
  return {
    store,
    featureUsage,
    gateway,
    socket,
    login,
    logout,
    setUnseen: (list: Notification[]) => {
      unseen = list;
    },
  };
}

describe('NotificationBellStore (core’s bellNotifications, BELL_UNSEEN_COUNT)', () => {
  it('loads the up-to-5 unseen notifications once the user is loaded, with core’s badge and wording', async () => {
    const { store, gateway, login } = setup({ loggedIn: false });
    store.start();
    expect(gateway.listNotViewedNotifications).not.toHaveBeenCalled();
    login();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledWith({ query: { limit: 5 } });
    expect(store.badgeLabel).toBe('2');
    const views = store.items.map((item) => notificationView(item, createFixedClock(NOW, 'Europe/Paris')));
    expect(views.map((item) => coreText(item.text, 'fr'))).toEqual(['Votre demande concernant Société 1 a abouti avec succès.', 'Votre demande concernant Société 2 a abouti avec succès.']);
    expect(views[0]).toMatchObject({ icon: 'building', time: '09:59', unseen: true });
    expect(views[0] && coreText(views[0].relativeDate, 'fr')).toBe('il y a 1 minute');
  });

  it('shows "5+" beyond five unseen and never more than five items', async () => {
    const { store } = setup({ unseen: [1, 2, 3, 4, 5, 6, 7].map((id) => notification(id)) });
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(store.badgeLabel).toBe('5+');
    expect(store.items).toHaveLength(5);
  });

  it('puts a pushed notification first and takes the pushed count, without asking the list again; only for that type', async () => {
    const { store, gateway, socket } = setup();
    const changes: NotificationsChange[] = [];
    store.follow((change) => changes.push(change));
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(1);
    socket.emit(99, {});
    socket.emit(SOCKET_MESSAGE_TYPE.notification, { notification: fresh(9), notification_count: 3 });
    expect(store.badgeLabel).toBe('3');
    expect(store.items.map((item) => item.id)).toEqual([9, 1, 2]);
    await Promise.resolve();
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(1);
    // The pages are told, with the notification.
    expect(store.version).toBe(1);
    expect(changes).toEqual([{ kind: 'pushed', notification: fresh(9) }]);
  });

  it('lists a pushed notification once, and at most 5 while the badge counts them all', async () => {
    const { store, socket } = setup({ unseen: [1, 2, 3, 4, 5].map((id) => notification(id)) });
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    socket.emit(SOCKET_MESSAGE_TYPE.notification, { notification: fresh(9), notification_count: 6 });
    socket.emit(SOCKET_MESSAGE_TYPE.notification, { notification: fresh(9), notification_count: 6 });
    expect(store.notifications.map((item) => item.id)).toEqual([9, 1, 2, 3, 4]);
    expect(store.badgeLabel).toBe('5+');
  });

  it('a push arriving while the list loads is kept when the older answer comes', async () => {
    const { store, gateway, socket } = setup();
    let answer: (value: { notification_list: Notification[]; notification_count: number }) => void = () => {};
    vi.mocked(gateway.listNotViewedNotifications).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    store.start();
    expect(store.status).toBe('loading');
    socket.emit(SOCKET_MESSAGE_TYPE.notification, { notification: fresh(9), notification_count: 3 });
    answer({ notification_list: [notification(1), notification(2)], notification_count: 2 });
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(store.items.map((item) => item.id)).toEqual([9, 1, 2]);
    expect(store.badgeLabel).toBe('3');
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(1);
  });

  it('a push it cannot read, or one before any list, loads the list instead (and the pages reload)', async () => {
    const { store, gateway, socket, setUnseen } = setup();
    vi.mocked(gateway.listNotViewedNotifications).mockRejectedValueOnce(new Error('down'));
    const changes: NotificationsChange[] = [];
    store.follow((change) => changes.push(change));
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('error'));
    setUnseen([fresh(9), notification(1)]);
    socket.emit(SOCKET_MESSAGE_TYPE.notification, { notification: fresh(9), notification_count: 2 });
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(2);
    expect(store.badgeLabel).toBe('2');

    socket.emit(SOCKET_MESSAGE_TYPE.notification, { id: 12 });
    await vi.waitFor(() => expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(3));
    expect(changes.map((change) => change.kind)).toEqual(['pushed', 'changed']);
  });

  it('opening the panel marks every unseen notification viewed in one call (no id_list) and clears the badge at once', async () => {
    const { store, gateway } = setup();
    const changes: NotificationsChange[] = [];
    store.follow((change) => changes.push(change));
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    const opened = store.panelOpened();
    expect(store.isOpen).toBe(true);
    expect(store.badgeLabel).toBeNull();
    expect(store.items).toHaveLength(2);
    await opened;
    expect(gateway.markNotificationsViewed).toHaveBeenCalledTimes(1);
    expect(gateway.markNotificationsViewed).toHaveBeenCalledWith({ body: {} });
    // The pages are told (the notifications page reloads).
    expect(store.version).toBe(1);
    expect(changes).toEqual([{ kind: 'changed' }]);
  });

  it('opening with nothing unseen calls nothing; closing reloads the unviewed list', async () => {
    const { store, gateway } = setup({ unseen: [] });
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    await store.panelOpened();
    expect(gateway.markNotificationsViewed).not.toHaveBeenCalled();
    await store.panelClosed();
    expect(store.isOpen).toBe(false);
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(2);
  });

  it('counts each opening of the panel as a use of the bell (analytics), not its closing', async () => {
    const { store, featureUsage } = setup();
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    store.setOpen(true);
    store.setOpen(true);
    store.setOpen(false);
    expect(featureUsage.used.mock.calls).toEqual([['notifications_bell_opened']]);
    store.setOpen(true);
    expect(featureUsage.used).toHaveBeenCalledTimes(2);
  });

  it('after opening then closing, the reloaded list is empty', async () => {
    const { store } = setup();
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    store.setOpen(true);
    await vi.waitFor(() => expect(store.badgeLabel).toBeNull());
    store.setOpen(false);
    await vi.waitFor(() => expect(store.items).toEqual([]));
    expect(store.unseenCount).toBe(0);
  });

  it('a failed bulk "viewed" reloads the list: the badge comes back and the failure is shown', async () => {
    const { store, gateway } = setup();
    vi.mocked(gateway.markNotificationsViewed).mockRejectedValueOnce(new Error('down'));
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    await store.panelOpened();
    expect(store.markFailed).toBe(true);
    expect(store.badgeLabel).toBe('2');
  });

  it('a load failure gives the error state; a retry recovers', async () => {
    const { store, gateway } = setup();
    vi.mocked(gateway.listNotViewedNotifications).mockRejectedValueOnce(new Error('down'));
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('error'));
    await store.load();
    expect(store.status).toBe('ready');
  });

  it('never loads nor subscribes for a user who may not read his notifications (sender licence)', async () => {
    const { store, gateway, socket } = setup({ licence: 10 });
    store.start();
    await Promise.resolve();
    expect(store.isAvailable).toBe(false);
    expect(gateway.listNotViewedNotifications).not.toHaveBeenCalled();
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.notification)).toBe(0);
    await store.load();
    expect(gateway.listNotViewedNotifications).not.toHaveBeenCalled();
  });

  it('unsubscribes from the socket and empties the bell on logout, and on stop', async () => {
    const { store, gateway, socket, logout, login } = setup();
    const stop = store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.notification)).toBe(1);
    logout();
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.notification)).toBe(0);
    expect(store.badgeLabel).toBeNull();
    expect(store.status).toBe('idle');
    socket.emit(SOCKET_MESSAGE_TYPE.notification, {});
    expect(gateway.listNotViewedNotifications).toHaveBeenCalledTimes(1);
    login();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.notification)).toBe(1);
    stop();
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.notification)).toBe(0);
  });

  it('drops a late answer of a load started before the panel opened', async () => {
    const { store, gateway } = setup();
    store.start();
    await vi.waitFor(() => expect(store.status).toBe('ready'));
    let answer: (value: { notification_list: Notification[]; notification_count: number }) => void = () => {};
    vi.mocked(gateway.listNotViewedNotifications).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const late = store.load();
    await store.panelOpened();
    answer({ notification_list: [notification(1), notification(2)], notification_count: 2 });
    await late;
    expect(store.badgeLabel).toBeNull();
  });
});

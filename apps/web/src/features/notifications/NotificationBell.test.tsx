import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { Notification, SocketMessageHandler } from '@cible/core';
import { TEST_NOW, createTestApp } from '../../testing/createTestApp';
import { renderInRouter } from '../../testing/renderInRouter';
import { makeTestUser } from '../../testing/testUsers';
import { Header } from '../shell/Header';

function notification(id: number, minutesAgo: number): Notification {
  return {
    id,
    notification_type_id: 11,
    sent_at: new Date(TEST_NOW - minutesAgo * 60_000).toISOString(),
    viewed_at: null,
    contact_id: null,
    company_id: null,
    payload: { campaign_name: `Relance ${id}` },
    parsed_payload: null,
  };
}

async function renderBell(options: { licence?: 1 | 10; unseen?: Notification[] } = {}) {
  const test = createTestApp({ user: makeTestUser(options.licence ?? 1), loggedIn: true });
  let unseen = options.unseen ?? [notification(1, 3), notification(2, 90)];
  vi.mocked(test.notifications.listNotViewedNotifications).mockImplementation(async () => ({ notification_list: unseen.slice(0, 5), notification_count: unseen.length }));
  vi.mocked(test.notifications.markNotificationsViewed).mockImplementation(async () => {
    unseen = [];
  });
  const handlers: SocketMessageHandler[] = [];
  vi.mocked(test.socket.onMessage).mockImplementation((typeId, handler) => {
    if (typeId === SOCKET_MESSAGE_TYPE.notification) handlers.push(handler);
    return () => handlers.splice(handlers.indexOf(handler), 1);
  });
  await test.session.ensureUserData(test.tokens.active()!);
  await renderInRouter(<Header isBuiltPath={() => true} />, test.container, '/');
  return {
    test,
    /** The server pushes a notification: core's NotificationPush (the notification and the unseen count). */
    emit: (created: Notification) => {
      unseen = [created, ...unseen];
      const push = { notification: created, notification_count: unseen.length };
      for (const handler of [...handlers]) handler(push, { type_id: SOCKET_MESSAGE_TYPE.notification, payload: push });
    },
  };
}

describe('NotificationBell (header; core’s bellBadgeLabel and bellNotifications)', () => {
  it('shows the unseen count on the bell, named with it', async () => {
    await renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 non lues' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 notifications non lues' })).toHaveTextContent('2');
  });

  it('a pushed notification shows at once, first in the panel, without a page reload nor a call to the list', async () => {
    const user = userEvent.setup();
    const { test, emit } = await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 non lues' });
    emit(notification(3, 0));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 non lues' })).toBeInTheDocument();
    expect(test.notifications.listNotViewedNotifications).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 non lues' }));
    const items = within(await screen.findByRole('dialog', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Votre campagne « Relance 3 » n'a pas pu être envoyée car vous n'avez pas assez de crédits.");
    expect(test.notifications.listNotViewedNotifications).toHaveBeenCalledTimes(1);
  });

  it('opening the panel lists the unseen with core’s wording and time, marks them viewed and clears the badge; Escape closes and reloads', async () => {
    const user = userEvent.setup();
    const { test } = await renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Votre campagne « Relance 1 » n'a pas pu être envoyée car vous n'avez pas assez de crédits.");
    expect(items[0]).toHaveTextContent('il y a 3 minutes à 09:57');
    expect(items[1]).toHaveTextContent('il y a 1 heure à 08:30');
    expect(within(dialog).getByRole('link', { name: 'Voir toutes les notifications' })).toHaveAttribute('href', '/personal-space/notifications');
    expect(within(dialog).getByRole('link', { name: 'Paramètres des notifications' })).toHaveAttribute('href', '/personal-space/notifications/settings');
    expect(test.notifications.markNotificationsViewed).toHaveBeenCalledWith({ body: {} });
    // The page behind the open panel is hidden from assistive technologies: look through it.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /non lues/, hidden: true })).not.toBeInTheDocument();

    const loads = vi.mocked(test.notifications.listNotViewedNotifications).mock.calls.length;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(test.notifications.listNotViewedNotifications).toHaveBeenCalledTimes(loads + 1));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Aucune nouvelle notification')).toBeInTheDocument();
  });

  it('a click outside closes the panel', async () => {
    const user = userEvent.setup();
    await renderBell();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown, and loads nothing, for a licence without notifications (sender)', async () => {
    const { test } = await renderBell({ licence: 10 });
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(test.notifications.listNotViewedNotifications).not.toHaveBeenCalled();
  });
});

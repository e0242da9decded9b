import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { Notification, SocketMessageHandler } from '@cible/core';
import { TEST_NOW, createTestApp } from '../../testing/createTestApp';

function notification(id: number, viewed: boolean): Notification {
  return {
    id,
    notification_type_id: 10,
    sent_at: new Date(TEST_NOW - id * 86_400_000).toISOString(),
    viewed_at: viewed ? new Date(TEST_NOW).toISOString() : null,
    contact_id: null,
    company_id: null,
    payload: { inquiry_company_name: `Société ${id}`, status_id: 3 },
    parsed_payload: null,
  };
}

async function renderPage(path: string, list: Notification[] = [notification(1, false), notification(2, true)], count = list.length) {
  const test = createTestApp({ loggedIn: true });
  vi.mocked(test.notifications.listNotifications).mockImplementation(async () => ({ notification_list: list, notification_count: count }));
  const { router } = await test.renderAt(path);
  return { test, router };
}

describe('NotificationsPage (/personal-space/notifications)', { timeout: 15_000 }, () => {
  it('lists the notifications with wording, date, seen state and a "mark as read" for the unseen', async () => {
    const { test } = await renderPage('/personal-space/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Votre demande concernant Société 1 a abouti avec succès.');
    expect(rows[0]).toHaveTextContent('il y a 1 jour');
    expect(rows[0]).toHaveTextContent('Non lue');
    expect(rows[1]).toHaveTextContent('Lue');
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(test.notifications.listNotifications).toHaveBeenCalledWith({ query: { limit: 20, offset: 0 } });

    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: /Marquer comme lue/ }));
    expect(test.notifications.markNotificationViewed).toHaveBeenCalledWith({ params: { id: 1 } });
    await waitFor(() => expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
  });

  it('reads its filters and page from the URL and writes them back', async () => {
    const list = Array.from({ length: 20 }, (_, index) => notification(index + 1, false));
    const { test, router } = await renderPage('/personal-space/notifications?page=2&seen=%22unseen%22', list, 45);
    await screen.findByRole('list', { name: 'Notifications' });
    expect(test.notifications.listNotifications).toHaveBeenCalledWith({ query: { seen: false, limit: 20, offset: 20 } });
    expect(screen.getByRole('radio', { name: 'Non lues' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3, seen: 'unseen' }));
    await user.click(screen.getByRole('radio', { name: 'Toutes' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 1, seen: 'all', types: [] }));
  });

  it('shows a notification pushed by the socket at once, without asking the list again (neither the page nor the bell)', async () => {
    const test = createTestApp({ loggedIn: true });
    const handlers: SocketMessageHandler[] = [];
    vi.mocked(test.socket.onMessage).mockImplementation((typeId, handler) => {
      if (typeId === SOCKET_MESSAGE_TYPE.notification) handlers.push(handler);
      return () => handlers.splice(handlers.indexOf(handler), 1);
    });
    vi.mocked(test.notifications.listNotifications).mockResolvedValue({ notification_list: [], notification_count: 0 });
    await test.renderAt('/personal-space/notifications');
    await screen.findByText('Vos notifications apparaîtront ici.');
    await waitFor(() => expect(handlers).toHaveLength(1));
    const bellLoads = vi.mocked(test.notifications.listNotViewedNotifications).mock.calls.length;
    const push = { notification: notification(1, false), notification_count: 1 };
    for (const handler of handlers) handler(push, { type_id: SOCKET_MESSAGE_TYPE.notification, payload: push });
    expect(await screen.findByText('Votre demande concernant Société 1 a abouti avec succès.')).toBeInTheDocument();
    expect(screen.getByText('1 notification')).toBeInTheDocument();
    expect(test.notifications.listNotifications).toHaveBeenCalledTimes(1);
    expect(test.notifications.listNotViewedNotifications).toHaveBeenCalledTimes(bellLoads);
  });

  it('an unreadable URL falls back to the defaults', async () => {
    const { test } = await renderPage('/personal-space/notifications?page=%22x%22&seen=%22maybe%22&types=12');
    await screen.findByRole('list', { name: 'Notifications' });
    expect(test.notifications.listNotifications).toHaveBeenCalledWith({ query: { limit: 20, offset: 0 } });
  });

  it('empty state, and a filtered empty state offering to clear the filters', async () => {
    await renderPage('/personal-space/notifications?seen=%22seen%22', [], 0);
    expect(await screen.findByText('Aucune notification ne correspond à ces filtres.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('error state with a retry', async () => {
    const test = createTestApp({ loggedIn: true });
    vi.mocked(test.notifications.listNotifications).mockRejectedValueOnce(new Error('down'));
    await test.renderAt('/personal-space/notifications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByText('Vos notifications apparaîtront ici.')).toBeInTheDocument();
  });
});

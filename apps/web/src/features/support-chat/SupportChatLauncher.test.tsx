import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { SocketMessageHandler, SupportChatMessage } from '@cible/core';
import { createTestApp } from '../../testing/createTestApp';
import { renderInRouter } from '../../testing/renderInRouter';
import { makeTestUser } from '../../testing/testUsers';
import { Header } from '../shell/Header';

const message = (id: number, author: 'user' | 'support', text: string): SupportChatMessage => ({
  id,
  conversation_id: 3,
  author,
  text,
  sent_at: '2026-11-25T10:00:00.000Z',
});

async function renderLauncher(unread = 2) {
  const test = createTestApp({ user: makeTestUser(1), loggedIn: true });
  let unreadCount = unread;
  const stored = [message(1, 'user', 'Bonjour'), message(2, 'support', 'Bonjour, que puis-je faire ?')];
  vi.mocked(test.supportChat.getMySupportConversation).mockImplementation(async () => ({
    conversation: { id: 3, unread_count: unreadCount, last_message_at: stored.at(-1)!.sent_at },
  }));
  vi.mocked(test.supportChat.listSupportMessages).mockImplementation(async () => ({ message_list: [...stored], has_more: false }));
  vi.mocked(test.supportChat.markSupportConversationRead).mockImplementation(async () => {
    unreadCount = 0;
    return { id: 3, unread_count: 0, last_message_at: stored.at(-1)!.sent_at };
  });
  vi.mocked(test.supportChat.sendSupportMessage).mockImplementation(async ({ body }) => {
    const sent = message(stored.length + 1, 'user', body.text);
    stored.push(sent);
    return sent;
  });
  const handlers: SocketMessageHandler[] = [];
  vi.mocked(test.socket.onMessage).mockImplementation((typeId, handler) => {
    if (typeId === SOCKET_MESSAGE_TYPE.supportChatMessage) handlers.push(handler);
    return () => handlers.splice(handlers.indexOf(handler), 1);
  });
  await test.session.ensureUserData(test.tokens.active()!);
  await renderInRouter(<Header isBuiltPath={() => true} />, test.container, '/');
  return {
    test,
    push: (pushed: SupportChatMessage, count: number) => {
      const payload = { audience: 'user', message: pushed, conversation: { id: 3, unread_count: count, last_message_at: pushed.sent_at } };
      for (const handler of [...handlers]) handler(payload, { type_id: SOCKET_MESSAGE_TYPE.supportChatMessage, payload });
    },
  };
}

describe('SupportChatLauncher (header)', () => {
  it('shows the unread answers on the launcher; opening shows the conversation and clears the badge', async () => {
    const user = userEvent.setup();
    const { test } = await renderLauncher(2);
    const launcher = await screen.findByRole('button', { name: 'Discuter avec le support, 2 réponses non lues' });
    expect(screen.getByRole('status', { name: '2 réponses du support non lues' })).toHaveTextContent('2');
    await user.click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Support Cible' });
    const log = await within(dialog).findByRole('log', { name: 'Messages de la conversation' });
    expect(within(log).getByText('Bonjour, que puis-je faire ?')).toBeInTheDocument();
    await waitFor(() => expect(test.supportChat.markSupportConversationRead).toHaveBeenCalled());
    expect(screen.queryByRole('status', { name: /réponses du support non lues/ })).not.toBeInTheDocument();
    // The limit is stated before typing.
    expect(within(dialog).getByText(/2\s000 caractères au plus, 10 messages par minute/)).toBeInTheDocument();
  }, 20_000);

  it('sends a message typed with the keyboard; markup in it stays text; a pushed answer arrives live', async () => {
    const user = userEvent.setup();
    const { push } = await renderLauncher(0);
    const launcher = await screen.findByRole('button', { name: 'Discuter avec le support' });
    launcher.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Support Cible' });
    const field = await within(dialog).findByRole('textbox', { name: 'Votre message' });
    await user.type(field, '<img src=x onerror=alert(1)> mon export');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const log = within(dialog).getByRole('log');
    expect(await within(log).findByText('<img src=x onerror=alert(1)> mon export')).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
    expect(field).toHaveValue('');

    push(message(9, 'support', 'Réponse en direct'), 0);
    expect(await within(log).findByText('Réponse en direct')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('opens the panel from the away e-mail’s link (?support-chat=open) and removes the parameter', async () => {
    window.history.replaceState(null, '', '/?support-chat=open');
    try {
      await renderLauncher(1);
      const dialog = await screen.findByRole('dialog', { name: 'Support Cible' });
      expect(await within(dialog).findByText('Bonjour, que puis-je faire ?')).toBeInTheDocument();
      expect(window.location.search).toBe('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

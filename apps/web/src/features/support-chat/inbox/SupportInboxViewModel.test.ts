import { describe, expect, it, vi } from 'vitest';
import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { SocketGateway, SocketMessageHandler, SupportChatMessage, SupportInboxConversation, SupportInboxGateway } from '@cible/core';
import { SupportInboxViewModel } from './SupportInboxViewModel';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute)).toISOString();
const message = (id: number, conversationId: number, author: 'user' | 'support', minute: number, text = `Message ${id}`): SupportChatMessage => ({
  id,
  conversation_id: conversationId,
  author,
  text,
  sent_at: at(minute),
});
const row = (id: number, unread: number, last: SupportChatMessage | null): SupportInboxConversation => ({
  id,
  user: {
    id: id * 10,
    first_name: `Prénom${id}`,
    last_name: `Nom${id}`,
    email: `u${id}@atlas.demo`,
    phone: null,
    organization: { id: 1, name: 'Atlas Conseil' },
    licence: { id: 1, name: 'Sales' },
    tester_level: null,
    is_organization_manager: false,
    status: 1,
  },
  unread_count: unread,
  last_message: last,
  created_at: at(0),
});

class FakeSocket implements SocketGateway {
  readonly status = 'open' as const;
  readonly handlers = new Set<SocketMessageHandler>();
  connect = vi.fn();
  disconnect = vi.fn();
  send = vi.fn(() => true);
  onMessage(typeId: number, handler: SocketMessageHandler): () => void {
    if (typeId === SOCKET_MESSAGE_TYPE.supportChatMessage) this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  emit(payload: unknown): void {
    for (const handler of this.handlers) handler(payload, { type_id: SOCKET_MESSAGE_TYPE.supportChatMessage, payload });
  }
}

function setup() {
  const rows = [row(1, 2, message(12, 1, 'user', 30)), row(2, 0, message(21, 2, 'support', 20))];
  const gateway = {
    listSupportInbox: vi.fn(async () => ({ conversation_list: rows, conversation_count: 2, unread_conversation_count: 1 })),
    listSupportInboxMessages: vi.fn(async ({ params }: { params: { conversation: number } }) => ({
      message_list: params.conversation === 1 ? [message(11, 1, 'user', 29), message(12, 1, 'user', 30)] : [message(21, 2, 'support', 20)],
      has_more: false,
    })),
    markSupportInboxConversationRead: vi.fn(async () => undefined),
    answerSupportConversation: vi.fn(async ({ params, body }: { params: { conversation: number }; body: { text: string } }) =>
      message(99, params.conversation, 'support', 40, body.text),
    ),
  };
  const socket = new FakeSocket();
  const vm = new SupportInboxViewModel(gateway as unknown as SupportInboxGateway, socket);
  return { vm, gateway, socket };
}

describe('SupportInboxViewModel', () => {
  it('lists the conversations newest first with the unread counts', async () => {
    const { vm, gateway } = setup();
    expect(vm.inbox.status).toBe('loading');
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    expect(gateway.listSupportInbox).toHaveBeenCalledWith({ query: { limit: 50, offset: 0 } });
    expect(vm.conversations.map((item) => [item.id, item.unread_count])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(vm.unreadConversationCount).toBe(1);
  });

  it('opening a conversation shows its messages and marks it read (its count and the total go at once)', async () => {
    const { vm, gateway } = setup();
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    await vm.select(1);
    expect(vm.selected?.id).toBe(1);
    expect(vm.messages.map((item) => item.id)).toEqual([11, 12]);
    expect(gateway.markSupportInboxConversationRead).toHaveBeenCalledWith({ params: { conversation: 1 } });
    expect(vm.conversations.find((item) => item.id === 1)?.unread_count).toBe(0);
    expect(vm.unreadConversationCount).toBe(0);
    // A conversation already read is not marked again.
    await vm.select(2);
    expect(gateway.markSupportInboxConversationRead).toHaveBeenCalledTimes(1);
  });

  it('answers the open conversation: the answer joins it and its row goes to the top', async () => {
    const { vm, gateway } = setup();
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    await vm.select(2);
    vm.composer.setDraft('  Bonjour, voici la réponse.  ');
    await vm.answer();
    expect(gateway.answerSupportConversation).toHaveBeenCalledWith({ params: { conversation: 2 }, body: { text: 'Bonjour, voici la réponse.' } });
    expect(vm.messages.map((item) => item.id)).toEqual([21, 99]);
    expect(vm.conversations.map((item) => item.id)).toEqual([2, 1]);
    expect(vm.composer.draft).toBe('');
  });

  it('a pushed user message moves its row to the top with its count; in the open conversation it is shown and read', async () => {
    const { vm, socket, gateway } = setup();
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    const pushed = message(30, 2, 'user', 50, 'Nouvelle question');
    socket.emit({ audience: 'support', message: pushed, conversation: row(2, 1, pushed), unread_conversation_count: 2 });
    expect(vm.conversations.map((item) => [item.id, item.unread_count])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(vm.unreadConversationCount).toBe(2);

    await vm.select(2);
    const next = message(31, 2, 'user', 51, 'Et encore');
    socket.emit({ audience: 'support', message: next, conversation: row(2, 1, next), unread_conversation_count: 2 });
    expect(vm.messages.map((item) => item.id)).toContain(31);
    await vi.waitFor(() => expect(gateway.markSupportInboxConversationRead).toHaveBeenCalledTimes(2));
    expect(vm.conversations[0]?.unread_count).toBe(0);
  });

  it('a new conversation pushed joins the list; the user audience is ignored; an unreadable push reloads', async () => {
    const { vm, socket, gateway } = setup();
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    const first = message(40, 3, 'user', 55);
    socket.emit({ audience: 'support', message: first, conversation: row(3, 1, first), unread_conversation_count: 2 });
    expect(vm.conversations.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(vm.inbox.value?.conversation_count).toBe(3);
    socket.emit({ audience: 'user', message: first, conversation: { id: 3, unread_count: 0, last_message_at: first.sent_at } });
    expect(vm.conversations).toHaveLength(3);
    socket.emit('garbage');
    await vi.waitFor(() => expect(gateway.listSupportInbox).toHaveBeenCalledTimes(2));
  });

  it('an inbox that cannot load is in error and retries; stop unsubscribes', async () => {
    const { vm, gateway, socket } = setup();
    gateway.listSupportInbox.mockRejectedValueOnce({ kind: 'network', message: 'offline' });
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('error'));
    await vm.load();
    expect(vm.inbox.status).toBe('ready');
    vm.stop();
    expect(socket.handlers.size).toBe(0);
  });

  it('lists the next conversations on demand, each once', async () => {
    const { vm, gateway } = setup();
    const older = row(5, 0, message(50, 5, 'user', 1));
    gateway.listSupportInbox
      .mockResolvedValueOnce({ conversation_list: [row(1, 2, message(12, 1, 'user', 30))], conversation_count: 3, unread_conversation_count: 1 })
      .mockResolvedValueOnce({ conversation_list: [row(1, 2, message(12, 1, 'user', 30)), older], conversation_count: 3, unread_conversation_count: 1 });
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    expect(vm.hasMore).toBe(true);
    await vm.loadMore();
    expect(gateway.listSupportInbox).toHaveBeenLastCalledWith({ query: { limit: 50, offset: 1 } });
    expect(vm.conversations.map((item) => item.id)).toEqual([1, 5]);
    expect(vm.hasMore).toBe(true);
    gateway.listSupportInbox.mockRejectedValueOnce({ kind: 'network', message: 'offline' });
    await vm.loadMore();
    expect(vm.loadMoreFailed).toBe(true);
    expect(vm.conversations).toHaveLength(2);
  });

  it('pages back through a long conversation: the newest 100 first, then the earlier ones above them, each once', async () => {
    const { vm, gateway } = setup();
    const messages = Array.from({ length: 250 }, (_, index) => message(index + 1, 1, index % 2 === 0 ? 'user' : 'support', index % 60));
    // The API's paging: oldest first, the newest `limit` before `before_id`.
    gateway.listSupportInboxMessages.mockImplementation(async ({ params, query }: { query?: { before_id?: number; limit?: number } } & { params: { conversation: number } }) => {
      if (params.conversation !== 1) return { message_list: [message(21, 2, 'support', 20)], has_more: false };
      const before = messages.filter((item) => query?.before_id === undefined || item.id < query.before_id);
      const page = before.slice(-(query?.limit ?? 100));
      return { message_list: page, has_more: before.length > page.length };
    });
    vm.start();
    await vi.waitFor(() => expect(vm.inbox.status).toBe('ready'));
    await vm.select(1);
    expect(vm.messages.map((item) => item.id)).toEqual(messages.slice(150).map((item) => item.id));
    expect(vm.hasOlderMessages).toBe(true);

    await vm.loadOlderMessages();
    expect(gateway.listSupportInboxMessages).toHaveBeenLastCalledWith({ params: { conversation: 1 }, query: { before_id: 151, limit: 100 } });
    expect(vm.messages.map((item) => item.id)).toEqual(messages.slice(50).map((item) => item.id));
    expect(vm.hasOlderMessages).toBe(true);

    gateway.listSupportInboxMessages.mockRejectedValueOnce({ kind: 'network', message: 'offline' });
    await vm.loadOlderMessages();
    expect(vm.loadOlderFailed).toBe(true);
    expect(vm.messages).toHaveLength(200);

    await vm.loadOlderMessages();
    expect(vm.loadOlderFailed).toBe(false);
    expect(vm.messages.map((item) => item.id)).toEqual(messages.map((item) => item.id));
    expect(vm.hasOlderMessages).toBe(false);
    await vm.loadOlderMessages();
    expect(gateway.listSupportInboxMessages).toHaveBeenCalledTimes(4);

    // Another conversation starts again from its newest messages.
    await vm.select(2);
    expect(vm.hasOlderMessages).toBe(false);
  });
});

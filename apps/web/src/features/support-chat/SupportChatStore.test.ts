import { describe, expect, it, vi } from 'vitest';
import { observable, runInAction } from 'mobx';
import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { SupportChatConversation, SupportChatGateway, SupportChatMessage } from '@cible/core';
import { FakeSocketGateway } from '../../testing/FakeSocketGateway';
import { SupportChatStore } from './SupportChatStore';
import type { SupportChatSession } from './SupportChatStore';

const SENT_AT = '2026-11-25T10:00:00.000Z';
const message = (id: number, author: 'user' | 'support', text = `Message ${id}`): SupportChatMessage => ({ id, conversation_id: 3, author, text, sent_at: SENT_AT });
const conversation = (unread: number): SupportChatConversation => ({ id: 3, unread_count: unread, last_message_at: SENT_AT });

const apiFailure = (status: number, code: string, details?: Record<string, unknown>) => ({ kind: 'api' as const, status, error: { code, message: code, ...(details ? { details } : {}) } });

function setup(options: { conversation?: SupportChatConversation | null; messages?: SupportChatMessage[]; isPlatformAdmin?: boolean; isConnectedAs?: boolean } = {}) {
  const stored = [...(options.messages ?? [message(1, 'user'), message(2, 'support')])];
  let current = options.conversation === undefined ? conversation(1) : options.conversation;
  const gateway = {
    getMySupportConversation: vi.fn(async () => ({ conversation: current })),
    listSupportMessages: vi.fn(async () => ({ message_list: [...stored], has_more: false })),
    sendSupportMessage: vi.fn(async ({ body }: { body: { text: string } }) => {
      const sent = message(stored.length + 10, 'user', body.text);
      stored.push(sent);
      current = { id: 3, unread_count: current?.unread_count ?? 0, last_message_at: SENT_AT };
      return sent;
    }),
    markSupportConversationRead: vi.fn(async () => {
      current = conversation(0);
      return current;
    }),
  } satisfies Partial<Record<keyof SupportChatGateway, unknown>>;
  const socket = new FakeSocketGateway();
  const session = observable<{ -readonly [K in keyof SupportChatSession]: SupportChatSession[K] }>({
    user: { id: 42 },
    accessUser: { isPlatformAdmin: options.isPlatformAdmin ?? false },
    isConnectedAs: options.isConnectedAs ?? false,
  });
  const store = new SupportChatStore(gateway as unknown as SupportChatGateway, socket, session);
  return { store, gateway, socket, session, stored };
}

describe('SupportChatStore', () => {
  it('serves a signed-in user: loads his unread count (the badge) and follows the socket', async () => {
    const { store, gateway, socket } = setup({ conversation: conversation(3) });
    store.start();
    await vi.waitFor(() => expect(store.conversation.status).toBe('ready'));
    expect(store.isAvailable).toBe(true);
    expect(store.unreadCount).toBe(3);
    expect(store.badgeLabel).toBe('3');
    expect(gateway.getMySupportConversation).toHaveBeenCalledTimes(1);
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.supportChatMessage)).toBe(1);
    store.stop();
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.supportChatMessage)).toBe(0);
  });

  it('is not served to the support staff, nor while an administrator is connected as the user', () => {
    for (const options of [{ isPlatformAdmin: true }, { isConnectedAs: true }]) {
      const { store, gateway, socket } = setup(options);
      store.start();
      expect(store.isAvailable).toBe(false);
      expect(gateway.getMySupportConversation).not.toHaveBeenCalled();
      expect(socket.subscribers(SOCKET_MESSAGE_TYPE.supportChatMessage)).toBe(0);
    }
  });

  it('stops serving on logout and empties itself', async () => {
    const { store, session, socket } = setup();
    store.start();
    await vi.waitFor(() => expect(store.unreadCount).toBe(1));
    runInAction(() => {
      session.user = null;
    });
    expect(store.unreadCount).toBe(0);
    expect(socket.subscribers(SOCKET_MESSAGE_TYPE.supportChatMessage)).toBe(0);
  });

  it('opening the panel loads the messages, oldest first, and marks the conversation read (the badge goes)', async () => {
    const { store, gateway } = setup({ conversation: conversation(1) });
    store.start();
    await vi.waitFor(() => expect(store.unreadCount).toBe(1));
    store.setOpen(true);
    await vi.waitFor(() => expect(store.messagesStatus).toBe('ready'));
    expect(store.messages.map((item) => item.id)).toEqual([1, 2]);
    await vi.waitFor(() => expect(gateway.markSupportConversationRead).toHaveBeenCalledWith({ params: { conversation: 3 } }));
    expect(store.unreadCount).toBe(0);
    expect(store.badgeLabel).toBeNull();
  });

  it('shows an empty conversation before the first message, and the first message starts it', async () => {
    const { store, gateway } = setup({ conversation: null, messages: [] });
    store.start();
    store.setOpen(true);
    await vi.waitFor(() => expect(store.messagesStatus).toBe('ready'));
    expect(store.messages).toEqual([]);
    expect(gateway.listSupportMessages).not.toHaveBeenCalled();
    store.composer.setDraft('  Bonjour <b>le support</b>  ');
    await store.send();
    expect(gateway.sendSupportMessage).toHaveBeenCalledWith({ body: { text: 'Bonjour <b>le support</b>' } });
    expect(store.messages.map((item) => item.text)).toEqual(['Bonjour <b>le support</b>']);
    expect(store.composer.draft).toBe('');
    expect(store.conversation.value?.id).toBe(3);
  });

  it('a load that fails shows the error state, and retrying loads', async () => {
    const { store, gateway } = setup();
    gateway.listSupportMessages.mockRejectedValueOnce({ kind: 'network', message: 'offline' });
    store.start();
    store.setOpen(true);
    await vi.waitFor(() => expect(store.messagesStatus).toBe('error'));
    await store.loadMessages();
    expect(store.messagesStatus).toBe('ready');
  });

  it('adds a pushed answer once (push and answer in any order), counts it while closed, reads it while open', async () => {
    const { store, socket, gateway } = setup({ conversation: conversation(0) });
    store.start();
    store.setOpen(true);
    await vi.waitFor(() => expect(store.messagesStatus).toBe('ready'));
    const answer = message(5, 'support', 'Voici la réponse.');
    socket.emit(SOCKET_MESSAGE_TYPE.supportChatMessage, { audience: 'user', message: answer, conversation: conversation(1) });
    socket.emit(SOCKET_MESSAGE_TYPE.supportChatMessage, { audience: 'user', message: answer, conversation: conversation(1) });
    expect(store.messages.map((item) => item.id)).toEqual([1, 2, 5]);
    // Open: support's answer is read at once.
    await vi.waitFor(() => expect(gateway.markSupportConversationRead).toHaveBeenCalled());
    expect(store.unreadCount).toBe(0);

    store.setOpen(false);
    socket.emit(SOCKET_MESSAGE_TYPE.supportChatMessage, { audience: 'user', message: message(6, 'support'), conversation: conversation(1) });
    expect(store.unreadCount).toBe(1);
    expect(store.badgeLabel).toBe('1');
    // Another audience's payload, or an unreadable one, is not shown.
    socket.emit(SOCKET_MESSAGE_TYPE.supportChatMessage, { audience: 'support', message: message(7, 'user') });
    socket.emit(SOCKET_MESSAGE_TYPE.supportChatMessage, { nonsense: true });
    expect(store.messages.map((item) => item.id)).toEqual([1, 2, 5, 6]);
  });

  it('keeps the draft and says why when the API refuses: rate limit with its wait, network', async () => {
    const { store, gateway } = setup();
    store.start();
    store.composer.setDraft('Encore un message');
    gateway.sendSupportMessage.mockRejectedValueOnce(apiFailure(429, 'SUPPORT_CHAT.TOO_MANY_MESSAGES', { retry_after_seconds: 42 }));
    await store.send();
    expect(store.composer.error).toBe('tooMany');
    expect(store.composer.retryAfterSeconds).toBe(42);
    expect(store.composer.draft).toBe('Encore un message');
    gateway.sendSupportMessage.mockRejectedValueOnce({ kind: 'network', message: 'offline' });
    await store.send();
    expect(store.composer.error).toBe('network');
    expect(store.composer.draft).toBe('Encore un message');
  });

  it('refuses a blank or too long draft before calling the API (core’s rule)', async () => {
    const { store, gateway } = setup();
    store.start();
    store.composer.setDraft('   ');
    expect(store.composer.canSend).toBe(false);
    await store.send();
    expect(store.composer.error).toBe('required');
    store.composer.setDraft('é'.repeat(2001));
    await store.send();
    expect(store.composer.error).toBe('tooLong');
    expect(gateway.sendSupportMessage).not.toHaveBeenCalled();
    store.composer.setDraft('é'.repeat(2000));
    expect(store.composer.canSend).toBe(true);
  });
});

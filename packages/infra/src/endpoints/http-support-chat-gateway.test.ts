import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpSupportChatGateway, HttpSupportInboxGateway } from './http-support-chat-gateway';

const MESSAGE = { id: 7, conversation_id: 3, author: 'user', text: 'Bonjour <b>', sent_at: '2026-11-25T10:00:00.000Z' };

describe('HttpSupportChatGateway', () => {
  it("reads and writes the caller's own conversation", async () => {
    const { fake, caller } = httpTestClient();
    const chat = new HttpSupportChatGateway(caller);
    fake.answer(
      json(200, { conversation: null }),
      json(200, MESSAGE),
      json(200, { message_list: [MESSAGE], has_more: false }),
      json(200, { id: 3, unread_count: 0, last_message_at: MESSAGE.sent_at }),
    );
    expect(await chat.getMySupportConversation()).toEqual({ conversation: null });
    expect(await chat.sendSupportMessage({ body: { text: 'Bonjour <b>' } })).toEqual(MESSAGE);
    expect(await chat.listSupportMessages({ params: { conversation: 3 }, query: { limit: 50 } })).toEqual({ message_list: [MESSAGE], has_more: false });
    await chat.markSupportConversationRead({ params: { conversation: 3 } });
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://api.cible.test/v1/support-chat/conversation',
      'POST https://api.cible.test/v1/support-chat/conversation/messages',
      'GET https://api.cible.test/v1/support-chat/conversations/3/messages?limit=50',
      'POST https://api.cible.test/v1/support-chat/conversations/3/read',
    ]);
    expect(fake.calls[1]?.body).toBe('{"text":"Bonjour <b>"}');
  });
});

describe('HttpSupportInboxGateway', () => {
  it('answers a conversation and marks it read as support', async () => {
    const { fake, caller } = httpTestClient();
    const inbox = new HttpSupportInboxGateway(caller);
    fake.answer(json(200, { ...MESSAGE, author: 'support' }), noContent());
    await inbox.answerSupportConversation({ params: { conversation: 3 }, body: { text: 'Réponse' } });
    await inbox.markSupportInboxConversationRead({ params: { conversation: 3 } });
    expect(fake.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://api.cible.test/v1/support-chat/inbox/conversations/3/messages',
      'POST https://api.cible.test/v1/support-chat/inbox/conversations/3/read',
    ]);
  });
});

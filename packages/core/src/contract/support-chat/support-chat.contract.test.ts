import { describe, expect, it } from 'vitest';
import { SOCKET_MESSAGE_TYPE } from '../socket/socket.contract';
import {
  MySupportChatResponseSchema,
  SUPPORT_CHAT_ENDPOINTS,
  SUPPORT_INBOX_ENDPOINTS,
  SupportChatMessageBodySchema,
  SupportChatMessagesQuerySchema,
  SupportChatPushSchema,
  SupportInboxQuerySchema,
  SupportInboxResponseSchema,
} from './support-chat.contract';

const message = { id: 12, conversation_id: 3, author: 'support', text: 'Bonjour <b>Paul</b>', sent_at: '2026-05-04T09:30:00.000Z' };
const user = {
  id: 7,
  first_name: 'Paul',
  last_name: 'Durand',
  email: 'sales@atlas.demo',
  phone: null,
  organization: { id: 1, name: 'Atlas Conseil' },
  licence: { id: 1, name: 'Sales' },
  tester_level: null,
  is_organization_manager: false,
  status: 1,
};
const inboxConversation = { id: 3, user, unread_count: 2, last_message: message, created_at: '2026-05-04T09:00:00.000Z' };

const issuesOf = (text: unknown) => {
  const parsed = SupportChatMessageBodySchema.safeParse({ text });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('support-chat contract', () => {
  it('a message body is a plain text with the rule’s codes, strict', () => {
    expect(SupportChatMessageBodySchema.parse({ text: '  <script>alert(1)</script>  ' })).toEqual({ text: '  <script>alert(1)</script>  ' });
    expect(issuesOf('   ')).toEqual(['SUPPORT_CHAT.MESSAGE_REQUIRED']);
    expect(issuesOf('x'.repeat(2001))).toEqual(['SUPPORT_CHAT.MESSAGE_TOO_LONG']);
    expect(issuesOf(`${' '.repeat(1000)}${'x'.repeat(2000)}${' '.repeat(1000)}`)).toEqual([]);
    expect(issuesOf('x'.repeat(4001))).toContain('SUPPORT_CHAT.MESSAGE_TOO_LONG');
    expect(issuesOf('a\u0000b')).toContain('TEXT.INVALID_CHARACTER');
    expect(SupportChatMessageBodySchema.safeParse({ text: 'hi', html: '<b>' }).success).toBe(false);
  });

  it('pages of messages: 50 by default, at most 100, before an id', () => {
    expect(SupportChatMessagesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(SupportChatMessagesQuerySchema.parse({ before_id: '40', limit: '100' })).toEqual({ before_id: 40, limit: 100 });
    expect(SupportChatMessagesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(SupportInboxQuerySchema.parse({ unread_only: 'true' })).toEqual({ unread_only: true, limit: 20, offset: 0 });
  });

  it('the user’s conversation is null before the first message', () => {
    expect(MySupportChatResponseSchema.parse({ conversation: null })).toEqual({ conversation: null });
    expect(MySupportChatResponseSchema.parse({ conversation: { id: 3, unread_count: 1, last_message_at: message.sent_at } }).conversation?.unread_count).toBe(1);
  });

  it('the inbox shows the user’s identity and licence beside the conversation', () => {
    const page = { conversation_list: [inboxConversation], conversation_count: 1, unread_conversation_count: 1 };
    expect(SupportInboxResponseSchema.parse(page)).toEqual(page);
    expect(SupportInboxResponseSchema.safeParse({ ...page, conversation_list: [{ ...inboxConversation, user: { ...user, licence: { id: 16, name: 'x' } } }] }).success).toBe(false);
  });

  it('a push names its audience: the user gets his conversation, support the inbox row and its unread count', () => {
    const toUser = { audience: 'user', message, conversation: { id: 3, unread_count: 1, last_message_at: message.sent_at } };
    const toSupport = { audience: 'support', message: { ...message, author: 'user' }, conversation: inboxConversation, unread_conversation_count: 4 };
    expect(SupportChatPushSchema.parse(toUser)).toEqual(toUser);
    expect(SupportChatPushSchema.parse(toSupport)).toEqual(toSupport);
    expect(SupportChatPushSchema.safeParse({ ...toUser, audience: 'support' }).success).toBe(false);
    expect(SOCKET_MESSAGE_TYPE.supportChatMessage).toBe(2);
  });

  it('the user’s routes act on his conversation; the inbox routes are under /inbox', () => {
    expect(Object.values(SUPPORT_CHAT_ENDPOINTS).every((endpoint) => endpoint.auth === 'user' && endpoint.path.startsWith('/v1/support-chat/conversation'))).toBe(true);
    expect(Object.values(SUPPORT_INBOX_ENDPOINTS).every((endpoint) => endpoint.path.startsWith('/v1/support-chat/inbox/conversations'))).toBe(true);
  });
});

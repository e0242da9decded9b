import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupportChatMessageUnread, SUPPORT_CHAT_BADGE_MAX, supportChatBadgeLabel, supportChatUnreadCount } from './support-chat-unread';
import type { SupportChatMessageMark } from './support-chat-unread';

const conversation: SupportChatMessageMark[] = [
  { id: 1, author: 'user' },
  { id: 2, author: 'support' },
  { id: 3, author: 'user' },
  { id: 5, author: 'support' },
  { id: 8, author: 'support' },
];

describe('isSupportChatMessageUnread', () => {
  it('a message of the other side after the reader’s mark is unread; one’s own never', () => {
    expect(isSupportChatMessageUnread({ id: 5, author: 'support' }, 'user', 2)).toBe(true);
    expect(isSupportChatMessageUnread({ id: 5, author: 'support' }, 'user', 5)).toBe(false);
    expect(isSupportChatMessageUnread({ id: 5, author: 'support' }, 'support', null)).toBe(false);
    expect(isSupportChatMessageUnread({ id: 1, author: 'user' }, 'support', null)).toBe(true);
  });
});

describe('supportChatUnreadCount', () => {
  it('counts the other side’s messages after the mark', () => {
    expect(supportChatUnreadCount(conversation, 'user', null)).toBe(3);
    expect(supportChatUnreadCount(conversation, 'user', 3)).toBe(2);
    expect(supportChatUnreadCount(conversation, 'user', 8)).toBe(0);
    expect(supportChatUnreadCount(conversation, 'support', 1)).toBe(1);
    expect(supportChatUnreadCount(conversation, 'support', 3)).toBe(0);
  });

  it('reading more never raises the count, and both sides’ counts never exceed the messages', () => {
    const message = fc.record({ id: fc.integer({ min: 1, max: 50 }), author: fc.constantFrom<'user' | 'support'>('user', 'support') });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 30 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (messages, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        for (const reader of ['user', 'support'] as const) {
          if (supportChatUnreadCount(messages, reader, high) > supportChatUnreadCount(messages, reader, low)) return false;
        }
        return supportChatUnreadCount(messages, 'user', null) + supportChatUnreadCount(messages, 'support', null) === messages.length;
      }),
    );
  });
});

describe('supportChatBadgeLabel', () => {
  it('nothing for 0, the count up to 9, then 9+', () => {
    expect(supportChatBadgeLabel(0)).toBeNull();
    expect(supportChatBadgeLabel(-3)).toBeNull();
    expect(supportChatBadgeLabel(Number.NaN)).toBeNull();
    expect(supportChatBadgeLabel(1)).toBe('1');
    expect(supportChatBadgeLabel(SUPPORT_CHAT_BADGE_MAX)).toBe('9');
    expect(supportChatBadgeLabel(10)).toBe('9+');
    expect(supportChatBadgeLabel(4000)).toBe('9+');
  });
});

import { describe, expect, it } from 'vitest';
import { shouldMailAwayUser } from './support-chat-away-mail';

describe('shouldMailAwayUser', () => {
  it('mails the first unread support answer of a user who has no socket open', () => {
    expect(shouldMailAwayUser({ author: 'support', userConnected: false, unreadBefore: 0 })).toBe(true);
  });

  it('does not mail a connected user, the next answers of an unread streak, or the user’s own messages', () => {
    expect(shouldMailAwayUser({ author: 'support', userConnected: true, unreadBefore: 0 })).toBe(false);
    expect(shouldMailAwayUser({ author: 'support', userConnected: false, unreadBefore: 1 })).toBe(false);
    expect(shouldMailAwayUser({ author: 'support', userConnected: false, unreadBefore: 7 })).toBe(false);
    expect(shouldMailAwayUser({ author: 'user', userConnected: false, unreadBefore: 0 })).toBe(false);
  });
});

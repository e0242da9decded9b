/** Who wrote a support-chat message: the user of the conversation, or the support staff. */
export type SupportChatSide = 'user' | 'support';

/** What unread counting reads of a message. */
export interface SupportChatMessageMark {
  readonly id: number;
  readonly author: SupportChatSide;
}

/**
 * Whether a message is unread by one side of the conversation: it was written by the other side and comes after the
 * last message that side has read (`readUpToId`, the id of the newest message shown to it when it last read; `null`:
 * never read). Ids grow with time, so "after" is a greater id. One's own messages are never unread.
 * @rule app-shell §1, §7 (designed) · a support-chat message is unread by the other side until it reads past it
 */
export function isSupportChatMessageUnread(message: SupportChatMessageMark, reader: SupportChatSide, readUpToId: number | null): boolean {
  return message.author !== reader && (readUpToId === null || message.id > readUpToId);
}

/**
 * The number of messages of a conversation unread by one side (the launcher's badge for the user, the inbox's count
 * for the support staff).
 * @rule app-shell §1, §7 (designed) · unread count of a support-chat conversation for the user or for support
 */
export function supportChatUnreadCount(messages: readonly SupportChatMessageMark[], reader: SupportChatSide, readUpToId: number | null): number {
  return messages.filter((message) => isSupportChatMessageUnread(message, reader, readUpToId)).length;
}

/** Largest count a chat badge shows as a number; beyond it, `9+`. */
export const SUPPORT_CHAT_BADGE_MAX = 9;

/**
 * The launcher's badge: nothing for 0, the count from 1 to 9, `9+` beyond.
 * @rule app-shell §1, §7 (designed) · support-chat badge shows 1 to 9, then 9+
 */
export function supportChatBadgeLabel(unreadCount: number): string | null {
  if (!Number.isFinite(unreadCount) || unreadCount <= 0) return null;
  return unreadCount > SUPPORT_CHAT_BADGE_MAX ? `${SUPPORT_CHAT_BADGE_MAX}+` : String(Math.floor(unreadCount));
}

import type { SupportChatSide } from './support-chat-unread';

/** What decides the e-mail of a new support-chat message. */
export interface SupportChatAwayMailInput {
  /** Who wrote the new message. */
  readonly author: SupportChatSide;
  /** Whether the conversation's user has a socket open (his own, not an administrator's "connected as"), anywhere. */
  readonly userConnected: boolean;
  /** The user's unread messages BEFORE this one (support answers he has not read yet). */
  readonly unreadBefore: number;
}

/**
 * Whether the user gets an e-mail for a new message (designed): only for a support answer, only while he is away (no
 * socket of his own open: he would see it arrive live otherwise), and only for the first answer he has not read, so
 * that a support agent writing three lines sends one e-mail, and the next e-mail waits until the user has read the
 * conversation.
 * @rule app-shell §1, §7 (designed) · a support answer is e-mailed to an away user once per unread streak
 */
export function shouldMailAwayUser({ author, userConnected, unreadBefore }: SupportChatAwayMailInput): boolean {
  return author === 'support' && !userConnected && unreadBefore === 0;
}

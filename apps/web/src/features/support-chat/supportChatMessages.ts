import { isHttpFailure } from '@cible/core';
import type { HttpFailure, SupportChatMessage } from '@cible/core';

/**
 * The messages with one more, in id order (ids grow with time), each id once: a message may come both as the answer
 * of the POST and as the socket's push, in either order.
 */
export function withSupportChatMessage(messages: readonly SupportChatMessage[], message: SupportChatMessage): SupportChatMessage[] {
  if (messages.some((known) => known.id === message.id)) return [...messages];
  return [...messages, message].sort((a, b) => a.id - b.id);
}

/** Why sending a message failed, as the chat and the inbox say it (keys under `supportChat.sendError`). */
export type SupportChatSendError = 'required' | 'tooLong' | 'tooMany' | 'forbidden' | 'network' | 'unknown';

/** The reason of a failed send, and the seconds to wait when the rate limit refused it. */
export function supportChatSendErrorOf(failure: unknown): { readonly reason: SupportChatSendError; readonly retryAfterSeconds: number | null } {
  if (!isHttpFailure(failure)) return { reason: 'unknown', retryAfterSeconds: null };
  if (failure.kind === 'network') return { reason: 'network', retryAfterSeconds: null };
  const api = failure as Extract<HttpFailure, { kind: 'api' }>;
  if (api.kind !== 'api') return { reason: 'unknown', retryAfterSeconds: null };
  switch (api.error.code) {
    case 'SUPPORT_CHAT.MESSAGE_REQUIRED':
      return { reason: 'required', retryAfterSeconds: null };
    case 'SUPPORT_CHAT.MESSAGE_TOO_LONG':
      return { reason: 'tooLong', retryAfterSeconds: null };
    case 'SUPPORT_CHAT.TOO_MANY_MESSAGES': {
      const seconds = api.error.details?.['retry_after_seconds'];
      return { reason: 'tooMany', retryAfterSeconds: typeof seconds === 'number' ? seconds : null };
    }
    case 'AUTH.FORBIDDEN':
      return { reason: 'forbidden', retryAfterSeconds: null };
    default:
      return { reason: 'unknown', retryAfterSeconds: null };
  }
}

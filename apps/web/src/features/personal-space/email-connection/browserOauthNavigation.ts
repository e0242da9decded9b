import { isMailboxOauthProvider } from '@cible/core';
import type { OauthNavigation, PendingOauth } from './MailboxOauthViewModel';

/** Where the pending connection waits while the user is at the provider (this tab only). */
const PENDING_KEY = 'cible.mailboxOauth.pending';

/** The page the providers send the user back to. */
export const EMAIL_CONNECTION_PATH = '/personal-space/email-connection';

/** Reads what {@link browserOauthNavigation} remembered, refusing anything else (the storage is the user's). */
function pendingOf(text: string | null): PendingOauth | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { userId?: unknown; provider?: unknown };
    return Number.isSafeInteger(value.userId) && isMailboxOauthProvider(value.provider)
      ? { userId: value.userId as number, provider: value.provider }
      : null;
  } catch {
    return null;
  }
}

/** The browser's OAuth round trip: window.location, sessionStorage, and the router's `cleanCallbackUrl`. */
export function browserOauthNavigation(cleanCallbackUrl: () => void): OauthNavigation {
  return {
    returnUrl: `${window.location.origin}${EMAIL_CONNECTION_PATH}`,
    go: (url) => window.location.assign(url),
    remember: (pending) => {
      try {
        window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
      } catch {
        // No storage (private mode): the callback then finishes the caller's own mailbox.
      }
    },
    takePending: () => {
      try {
        const pending = pendingOf(window.sessionStorage.getItem(PENDING_KEY));
        window.sessionStorage.removeItem(PENDING_KEY);
        return pending;
      } catch {
        return null;
      }
    },
    cleanCallbackUrl,
  };
}

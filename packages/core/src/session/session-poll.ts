/**
 * Interval of the poll comparing the session and connected-as cookies.
 * @rule app-shell §4, §9 · session poll every 5000 ms
 */
export const SESSION_POLL_INTERVAL_MS = 5000;

/** The values of the two session cookies at one poll (`null` when absent; an empty value counts as absent). */
export interface SessionCookieSnapshot {
  readonly session: string | null;
  readonly connectedAs: string | null;
}

export type SessionPollDecision = 'none' | 'reload' | 'logout';

const present = (value: string | null): value is string => value !== null && value !== '';

/**
 * What to do after a poll: 'logout' when neither cookie is present any more (and one was before);
 * 'reload' when either cookie changed (another tab logged in, switched user or started/stopped "connected as");
 * 'none' otherwise (including both absent on both polls: nothing to log out of).
 * @rule app-shell §4 · session poll reloads on a cookie change and logs out when neither cookie is present
 */
export function sessionPollDecision(previous: SessionCookieSnapshot, current: SessionCookieSnapshot): SessionPollDecision {
  const hadAny = present(previous.session) || present(previous.connectedAs);
  const hasAny = present(current.session) || present(current.connectedAs);
  if (!hasAny) return hadAny ? 'logout' : 'none';
  const norm = (value: string | null): string | null => (present(value) ? value : null);
  if (norm(previous.session) !== norm(current.session) || norm(previous.connectedAs) !== norm(current.connectedAs)) {
    return 'reload';
  }
  return 'none';
}

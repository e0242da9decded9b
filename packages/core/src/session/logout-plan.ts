import { CONNECTED_AS_COOKIE_NAME, SESSION_COOKIE_NAME } from './session-cookie';

/** The kinds of locally stored data that logout wipes. */
export type LogoutClearedData = 'tokens' | 'stored_email' | 'stored_password' | 'user_data';

/**
 * Everything logout clears locally, in order.
 * @rule app-shell §4 · logout clears tokens, stored email, password and user data
 */
export const LOGOUT_CLEARED_DATA: readonly LogoutClearedData[] = ['tokens', 'stored_email', 'stored_password', 'user_data'];

/** What the client must do to log out (pure data; infra executes it). */
export interface LogoutPlan {
  /** Call POST /v1/authentication/auth/logout first (only when a session cookie exists). */
  readonly callServerLogout: boolean;
  readonly clearData: readonly LogoutClearedData[];
  readonly removeCookies: readonly string[];
  /** Always /login; `redirect_to` is absent when there is no safe page to come back to. */
  readonly redirect: { readonly path: '/login'; readonly search: { readonly redirect_to?: string } };
}

/** Input of {@link planLogout}. */
export interface LogoutContext {
  /** Whether the session cookie (or the connected-as cookie) is present. */
  readonly hasSessionCookie: boolean;
  /** The current location, path and query (e.g. `/sequences/lists/draft?page=2`). */
  readonly currentLocation: string;
}

/**
 * A location is kept as redirect_to only when it is a same-site path (starts with one `/`, no `//` or `/\`
 * that a browser would read as another host) and is not a login page (that would loop).
 */
function safeRedirectTo(location: string): string | undefined {
  const trimmed = location.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return undefined;
  if ([...trimmed].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')) return undefined;
  const path = trimmed.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path.startsWith('/login/')) return undefined;
  if (trimmed === '/') return undefined;
  return trimmed;
}

/**
 * The logout plan: server call only if a session cookie exists; clear tokens, stored email, password and user data;
 * remove both cookies; go to /login with redirect_to holding the current path and query.
 * @rule app-shell §4 · logout calls the server only with a session cookie and redirects to /login with redirect_to
 */
export function planLogout(context: LogoutContext): LogoutPlan {
  const redirectTo = safeRedirectTo(context.currentLocation);
  return {
    callServerLogout: context.hasSessionCookie,
    clearData: LOGOUT_CLEARED_DATA,
    removeCookies: [SESSION_COOKIE_NAME, CONNECTED_AS_COOKIE_NAME],
    redirect: { path: '/login', search: redirectTo === undefined ? {} : { redirect_to: redirectTo } },
  };
}

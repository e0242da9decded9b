import type { TokenClaims } from './token-claims';

/**
 * Name of the cookie holding the user's own session token.
 * @rule app-shell §2.4 · the token cookie (its presence means "connected")
 */
export const SESSION_COOKIE_NAME = 'cible_token';

/**
 * Name of the cookie holding the impersonation token while an administrator is "connected as" a user.
 * @rule app-shell §2.4 · the connected-as cookie (its presence also means "connected")
 */
export const CONNECTED_AS_COOKIE_NAME = 'cible_connected_as';

/**
 * Lifetime of a connected session: the API issues tokens with exp = iat + 3600, so the session cookie lasts 3600 s.
 * @rule app-shell §9 · connected-session cookie 3600 s
 */
export const CONNECTED_SESSION_COOKIE_SECONDS = 3600;

/**
 * How long the session cookie set at login lives: exp minus iat of the token (never negative).
 * @rule app-shell §4 · login success sets a cookie lasting exp minus iat
 */
export function sessionCookieLifetimeSeconds(claims: Pick<TokenClaims, 'iat' | 'exp'>): number {
  return Math.max(0, claims.exp - claims.iat);
}

/**
 * Name of the cookie in which the web app tells the server the browser's IANA time zone, so that the home page's
 * HTML can greet the user in his own time before any script runs (core's `homeGreeting`). Not a secret: it only
 * holds a zone name, written at every start of the app, and kept a year.
 * @rule design · the browser's time zone travels in the cible_zone cookie, read only to write the home page's greeting
 */
export const TIME_ZONE_COOKIE_NAME = 'cible_zone';

/** How long the time-zone cookie lives (a year; rewritten at every start of the app). */
export const TIME_ZONE_COOKIE_SECONDS = 365 * 24 * 3600;

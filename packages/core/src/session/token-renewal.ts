import type { TokenClaims } from './token-claims';

/**
 * How long before its expiry a session token is renewed, at most (seconds). A token that lives less than twice
 * this long is renewed in the second half of its life instead (so that a fresh token is never renewed at once).
 */
export const TOKEN_RENEWAL_WINDOW_SECONDS = 600;

/** How often a tab checks whether its token needs renewing (ms). */
export const TOKEN_RENEWAL_CHECK_INTERVAL_MS = 5000;

/** How long a tab that started a renewal holds the other tabs off (ms): the lease in local storage. */
export const TOKEN_RENEWAL_LEASE_MS = 15_000;

/** How long a tab waits before trying again after a renewal that failed for a network or server error (ms). */
export const TOKEN_RENEWAL_RETRY_DELAY_MS = 30_000;

/**
 * - `not-yet`: more than the renewal window remains;
 * - `inactive`: in the window, but the user did nothing in this tab since the window opened (an idle session is
 *   left to expire);
 * - `renew`: in the window and the user was active in it;
 * - `expired`: too late (the cookie poll and the guard end the session).
 */
export type TokenRenewalDecision = 'not-yet' | 'inactive' | 'renew' | 'expired';

/** The second the renewal window of a token opens (epoch seconds). */
export function renewalWindowStart(claims: Pick<TokenClaims, 'iat' | 'exp'>): number {
  const lifetime = Math.max(0, claims.exp - claims.iat);
  return claims.exp - Math.min(TOKEN_RENEWAL_WINDOW_SECONDS, Math.floor(lifetime / 2));
}

/**
 * Whether to renew a session token now (designed: the spec only says a connected session lasts 3600 s and
 * that the API renews a valid token). A token is renewed when less than 10 minutes remain AND the user was active
 * (pointer, keyboard, wheel, touch) since that window opened: an active user is never logged out, a user idle
 * through the last 10 minutes is (the session then ends at `exp`, between 10 and 60 minutes of inactivity).
 * Times are epoch seconds; `lastActivity` is null when the user did nothing in this tab yet.
 */
export function tokenRenewalDecision(
  claims: Pick<TokenClaims, 'iat' | 'exp'>,
  nowSeconds: number,
  lastActivity: number | null,
): TokenRenewalDecision {
  if (nowSeconds >= claims.exp) return 'expired';
  const windowStart = renewalWindowStart(claims);
  if (nowSeconds < windowStart) return 'not-yet';
  return lastActivity !== null && lastActivity >= windowStart ? 'renew' : 'inactive';
}

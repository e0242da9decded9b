/**
 * Revocation of stateless session tokens (docs/adr/002-stateless-jwt-with-revocation-timestamp.md): each user row
 * keeps `tokens_valid_after`; logout and password changes set it to "now". A token is accepted only when its `iat`
 * (whole seconds) is at least the first whole second AFTER that instant, so a token issued in the same second as
 * the revocation is refused too. Tokens issued later use an `iat` of at least that second (it may lie up to one
 * second in the future), so a login right after a logout is not refused.
 */

/** The smallest `iat` (Unix seconds) still accepted for a user; 0 when nothing was ever revoked. */
export function firstValidIssuedAt(tokensValidAfter: Date | null): number {
  return tokensValidAfter === null ? 0 : Math.floor(tokensValidAfter.getTime() / 1000) + 1;
}

/** Whether a token issued at `iat` (Unix seconds) was revoked by `tokensValidAfter`. */
export function isTokenRevoked(iat: number, tokensValidAfter: Date | null): boolean {
  return iat < firstValidIssuedAt(tokensValidAfter);
}

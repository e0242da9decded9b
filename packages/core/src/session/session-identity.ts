import { decodeJwtPayload } from './token-claims';
import type { SessionCookieSnapshot } from './session-poll';

/** Who a session cookie connects: the user, and the administrator acting as him (connected as), if any. */
function identityOf(token: string | null): string | null {
  if (token === null || token === '') return null;
  const claims = decodeJwtPayload(token);
  // An unreadable cookie is compared as it is (any change of it still counts).
  if (!claims) return `raw:${token}`;
  return claims.connected_as_by === undefined ? `user:${claims.user_id}` : `user:${claims.user_id}:by:${claims.connected_as_by}`;
}

/**
 * The session cookies reduced to the identity they carry (user id + connected-as), the form in which the 5-second
 * poll compares them with core's `sessionPollDecision`: a renewed token of the same user (renewal, password change,
 * re-login of the same user in another tab) is no change and reloads no tab; another user, the start or the end
 * of a "connected as", and the loss of both cookies still are (docs/adr/005-token-renewal-across-tabs.md).
 */
export function sessionIdentity(snapshot: SessionCookieSnapshot): SessionCookieSnapshot {
  return { session: identityOf(snapshot.session), connectedAs: identityOf(snapshot.connectedAs) };
}

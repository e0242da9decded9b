import type { TokenAuthenticator } from '../security/authenticate';
import { isTokenRevoked } from '../security/token-revocation';
import type { SocketSession } from './socket-hub';

/** The current state of a socket's user, as a delivery reads it from the database. */
export interface SocketOwnerState {
  /** The user's organisation now. */
  readonly organizationId: number;
  /** 1 active. */
  readonly status: number;
  readonly tokensValidAfter: Date | null;
}

/**
 * Why a socket may no longer receive anything (the close reason), or `null` when it may: its user moved to another
 * organisation, was disabled, or revoked its tokens since the socket opened (logout, password change); an
 * impersonation socket is verified again in full (its administrator may have been revoked meanwhile).
 */
export async function socketSessionRefusal(
  session: SocketSession,
  owner: SocketOwnerState,
  authenticator: Pick<TokenAuthenticator, 'authenticateToken'>,
): Promise<string | null> {
  if (session.organizationId !== owner.organizationId) return 'AUTH.TOKEN_INVALID';
  if (owner.status !== 1) return 'AUTH.ACCOUNT_INACTIVE';
  if (isTokenRevoked(session.iat, owner.tokensValidAfter)) return 'AUTH.TOKEN_INVALID';
  if (session.connectedAsBy !== null) {
    try {
      await authenticator.authenticateToken(session.token, { allowPasswordExpired: false });
    } catch {
      return 'AUTH.TOKEN_INVALID';
    }
  }
  return null;
}

import { DomainFailure } from '@cible/core';
import type { FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../security/session-cookie';
import type { AuthContext } from '../security/auth-context';
import { bearerTokenOf } from '../security/authenticate';
import type { TokenAuthenticator } from '../security/authenticate';

export interface DevMailReaderCredentials {
  /**
   * Also accept the session cookie (the web app's, as `<img>` requests send it to the media routes): a browser
   * opening the mailbox's HTML pages sends no bearer token. Only for reads: a cookie is sent by any page's request.
   */
  readonly acceptCookie: boolean;
}

/**
 * The caller of a development mailbox route: the bearer token when an Authorization header is sent (a malformed one
 * is `401 AUTH.TOKEN_INVALID`), otherwise, where accepted, the session cookie; neither is `401 AUTH.TOKEN_MISSING`.
 * The token goes through the same checks as every route (signature, expiry, revocation, active account; a
 * password-expired token is `403 AUTH.PASSWORD_EXPIRED`).
 */
export async function authenticateDevMailReader(
  request: FastifyRequest,
  authenticator: TokenAuthenticator,
  { acceptCookie }: DevMailReaderCredentials,
): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header === undefined ? (acceptCookie ? sessionCookieOf(request.headers.cookie) : null) : bearerTokenOf(header);
  if (token === null) {
    throw header === undefined
      ? new DomainFailure('AUTH.TOKEN_MISSING', 'Authentication is required.')
      : new DomainFailure('AUTH.TOKEN_INVALID', 'The session token is invalid.');
  }
  return authenticator.authenticateToken(token, { allowPasswordExpired: false });
}

import { abilityFor, DomainFailure, PORT_LIMITS } from '@cible/core';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { hashEmailedToken } from './emailed-token';
import type { SessionTokens } from './session-tokens';
import type { SessionUser, SessionUserSource } from './session-user';
import { isTokenRevoked } from './token-revocation';

export interface TokenCheckOptions {
  /** Accept a password-expired token (only PUT /v1/authentication/auth/current/password does). */
  readonly allowPasswordExpired: boolean;
}

/** Turns a bearer credential into the request's {@link AuthContext}, or refuses it with a typed 401/403. */
export interface TokenAuthenticator {
  /** A session token (JWT). */
  authenticateToken(token: string, options: TokenCheckOptions): Promise<AuthContext>;
  /** The token of an e-mailed password-reset link (unused, unexpired, active user). */
  authenticatePasswordReset(token: string): Promise<AuthContext>;
}

/** Where password-reset tokens are looked up (by their SHA-256). */
export interface PasswordResetTokenSource {
  findUsable(tokenHash: string): Promise<{ readonly userId: number } | null>;
}

export interface TokenAuthenticatorDependencies {
  readonly tokens: SessionTokens;
  readonly users: SessionUserSource;
  readonly passwordResets: PasswordResetTokenSource;
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9._~+/-]+=*)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header; `null` when absent or not a bearer credential. */
export function bearerTokenOf(header: string | undefined): string | null {
  if (header === undefined || header.length > PORT_LIMITS.token + 16) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

const invalidToken = () => new DomainFailure('AUTH.TOKEN_INVALID', 'The session token is invalid.');

/**
 * The token checks, in order: signature and algorithm (HS256 only), expiry (`AUTH.TOKEN_EXPIRED`), claims; the user
 * must still exist in the token's organisation and be active (`AUTH.ACCOUNT_INACTIVE` when disabled); the token must
 * not be revoked (logout, password change: `tokens_valid_after`); an impersonation token also needs its
 * administrator to exist, be active, still be a platform administrator and not have revoked his tokens. Every
 * other failure is `401 AUTH.TOKEN_INVALID`. A password-expired token is refused with
 * `403 AUTH.PASSWORD_EXPIRED` unless the route accepts it.
 */
export function createTokenAuthenticator({ tokens, users, passwordResets }: TokenAuthenticatorDependencies): TokenAuthenticator {
  return {
    async authenticatePasswordReset(raw) {
      const tokenHash = hashEmailedToken(raw);
      const reset = await passwordResets.findUsable(tokenHash);
      const user = reset === null ? null : await users.findSessionUser(reset.userId);
      if (user === null || user.status !== 1) throw invalidToken();
      return { user, ability: abilityFor(user.access), session: null, passwordResetTokenHash: tokenHash, impersonator: null };
    },

    async authenticateToken(raw, { allowPasswordExpired }) {
      const checked = await tokens.verify(raw);
      if (!checked.ok) {
        throw checked.reason === 'expired'
          ? new DomainFailure('AUTH.TOKEN_EXPIRED', 'The session token has expired.')
          : invalidToken();
      }
      const { token } = checked;
      const user = await users.findSessionUser(token.userId);
      if (user === null || user.organizationId !== token.organizationId) throw invalidToken();
      if (user.status !== 1) throw new DomainFailure('AUTH.ACCOUNT_INACTIVE', 'This account is not active.');
      if (isTokenRevoked(token.iat, user.tokensValidAfter)) throw invalidToken();

      let impersonator: SessionUser | null = null;
      if (token.connectedAsBy !== null) {
        impersonator = await users.findSessionUser(token.connectedAsBy);
        if (
          impersonator === null ||
          impersonator.status !== 1 ||
          !impersonator.isPlatformAdmin ||
          isTokenRevoked(token.iat, impersonator.tokensValidAfter)
        ) {
          throw invalidToken();
        }
      }
      if (token.passwordExpired && !allowPasswordExpired) {
        throw new DomainFailure('AUTH.PASSWORD_EXPIRED', 'The password has expired: change it first.');
      }
      return { user, ability: abilityFor(user.access), session: token, passwordResetTokenHash: null, impersonator };
    },
  };
}

/** A session token is a JWT (three dot-separated parts); an e-mailed reset token has no dot. */
const looksLikeJwt = (token: string) => token.includes('.');

/**
 * The authentication hook (onRequest, before the body is read): on a route whose endpoint requires a token
 * (`config.auth` user or password_change), reads the bearer token and sets `request.auth`; a missing token is
 * `401 AUTH.TOKEN_MISSING`. A `password_change` route (PUT …/current/password) also accepts a password-expired
 * session token, and the token of an e-mailed password-reset link (the logged-out /change-password page).
 * Public and platform routes pass with `request.auth = null`.
 */
export function createAuthenticationHook(authenticator: TokenAuthenticator) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const mode = request.routeOptions.config.auth;
    if (mode === undefined || mode === 'public') return;
    const header = request.headers.authorization;
    const token = bearerTokenOf(header);
    if (token === null) {
      throw header === undefined
        ? new DomainFailure('AUTH.TOKEN_MISSING', 'Authentication is required.')
        : invalidToken();
    }
    if (mode === 'password_change' && !looksLikeJwt(token)) {
      request.auth = await authenticator.authenticatePasswordReset(token);
      return;
    }
    request.auth = await authenticator.authenticateToken(token, { allowPasswordExpired: mode === 'password_change' });
  };
}

import { CONNECTED_SESSION_COOKIE_SECONDS, TokenClaimsSchema } from '@cible/core';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Lifetime of a session token: core's connected-session cookie lifetime (3600 s). */
export const SESSION_TOKEN_LIFETIME_SECONDS = CONNECTED_SESSION_COOKIE_SECONDS;

/**
 * How far in the future a token's `iat` may lie: clock differences between API processes, and the up to one second
 * ahead that revocation may give a new token (token-revocation.ts). A later `iat` is refused.
 */
export const SESSION_TOKEN_CLOCK_SKEW_SECONDS = 60;

/** What a session token says once verified. */
export interface VerifiedSessionToken {
  readonly userId: number;
  readonly organizationId: number;
  /** Issued at, Unix seconds. */
  readonly iat: number;
  /** Expiry, Unix seconds. */
  readonly exp: number;
  /** Impersonation: the platform administrator connected as `userId`. */
  readonly connectedAsBy: number | null;
  /** The password had expired at login: the token may only change it. */
  readonly passwordExpired: boolean;
}

export interface SessionTokenRequest {
  readonly userId: number;
  readonly organizationId: number;
  readonly connectedAsBy?: number | null;
  readonly passwordExpired?: boolean;
  /** Smallest `iat` allowed (revocation, see token-revocation.ts); the token's iat is max(now, this). */
  readonly notBeforeIat?: number;
}

export type SessionTokenCheck =
  | { readonly ok: true; readonly token: VerifiedSessionToken }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

/** Signs and verifies session tokens (JWT). */
export interface SessionTokens {
  issue(request: SessionTokenRequest): Promise<string>;
  verify(token: string): Promise<SessionTokenCheck>;
}

/**
 * HS256 session tokens signed with the shared secret (jose). Verification accepts HS256 only (no `none`, no
 * RS/ES confusion), requires `iat` and `exp`, refuses a token on or after its `exp` ('expired'), checks the claims
 * with core's TokenClaimsSchema (user_id, organization_id, iat, exp, optional connected_as_by and pwd_expired), and
 * refuses an `iat` more than {@link SESSION_TOKEN_CLOCK_SKEW_SECONDS} ahead of the clock or a lifetime (exp − iat)
 * beyond {@link SESSION_TOKEN_LIFETIME_SECONDS} ('invalid').
 * `now` (milliseconds) is injectable for tests.
 */
export function createSessionTokens(secret: string, now: () => number = Date.now): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(request) {
      const iat = Math.max(Math.floor(now() / 1000), request.notBeforeIat ?? 0);
      const claims: Record<string, unknown> = { user_id: request.userId, organization_id: request.organizationId };
      if (request.connectedAsBy) claims.connected_as_by = request.connectedAsBy;
      if (request.passwordExpired) claims.pwd_expired = true;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + SESSION_TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['iat', 'exp'],
          currentDate: new Date(now()),
        }));
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
      const claims = TokenClaimsSchema.safeParse(payload);
      if (!claims.success) return { ok: false, reason: 'invalid' };
      const { user_id, organization_id, iat, exp, connected_as_by, pwd_expired } = claims.data;
      // A token issued in the future, or living longer than this server issues them, was not issued by it.
      if (iat > now() / 1000 + SESSION_TOKEN_CLOCK_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
      if (exp - iat > SESSION_TOKEN_LIFETIME_SECONDS) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        token: {
          userId: user_id,
          organizationId: organization_id,
          iat,
          exp,
          connectedAsBy: connected_as_by ?? null,
          passwordExpired: pwd_expired === true,
        },
      };
    },
  };
}

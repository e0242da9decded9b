import type { Ability } from '@cible/core';
import type { SessionUser } from './session-user';
import type { VerifiedSessionToken } from './session-tokens';

/**
 * The authenticated caller of a request (`request.auth`), `null` on public routes. The credential is a session
 * token (JWT), or — on the password-change route only — the token of an e-mailed password-reset link.
 */
export interface AuthContext {
  /** The user the credential acts as (the impersonated user while "connected as"). */
  readonly user: SessionUser;
  /** The user's rights from core's permission matrix (`abilityFor`). */
  readonly ability: Ability;
  /** The verified session token; `null` when the credential is a password-reset token. */
  readonly session: VerifiedSessionToken | null;
  /** The SHA-256 of the password-reset token used as credential (single use: consumed by the change). */
  readonly passwordResetTokenHash: string | null;
  /** The real person behind an impersonation token (a platform administrator), `null` otherwise. */
  readonly impersonator: SessionUser | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on routes that require a token; `null` elsewhere. */
    auth: AuthContext | null;
  }
}

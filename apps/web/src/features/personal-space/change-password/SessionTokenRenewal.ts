import { decodeJwtPayload } from '@cible/core';
import type { SessionStore } from '../../session/SessionStore';
import type { SessionTokenSource } from '../../session/SessionTokenSource';
import type { PasswordChangeSession } from './ChangePasswordViewModel';

/**
 * Keeps the fresh token a password change answers: stored in the session cookie (exp − iat seconds), then the
 * session re-reads its cookies so that its 5-second poll does not take this tab's own change for another tab's
 * (which would reload the page). Under impersonation the administrator's connected-as token stays in use.
 */
export class SessionTokenRenewal implements PasswordChangeSession {
  constructor(
    private readonly tokens: Pick<SessionTokenSource, 'store'>,
    private readonly session: Pick<SessionStore, 'refreshCookies' | 'isConnectedAs'>,
  ) {}

  acceptRenewedToken(jwt: string): void {
    if (this.session.isConnectedAs) return;
    const claims = decodeJwtPayload(jwt);
    if (!claims) return;
    this.tokens.store(jwt, claims);
    this.session.refreshCookies();
  }
}

import { inject, injectable } from 'inversify';
import { decodeJwtPayload } from '@cible/core';
import type { AuthGateway, HttpClient } from '@cible/core';
import { token } from '../../di/token';
import { AUTH_GATEWAY, HTTP_CLIENT } from '../../di/tokens';
import { SESSION_STORE, type SessionStore } from '../session/SessionStore';
import { changePasswordWithToken } from './changePasswordWithToken';
import { LoginViewModel } from './LoginViewModel';

export interface LoginPageOptions {
  /** The redirect_to query parameter (followed only when safe). */
  readonly redirectTo?: string;
  /** Opens on the forgotten-password form. */
  readonly startWithForgot?: boolean;
  /** Goes to the page the user lands on once logged in (the router's navigation). */
  readonly onLoggedIn: (href: string) => void;
}

/**
 * Makes the login page's view-model: logs in through the session; an expired password is changed with the refused
 * login's token (PUT current/password, anonymous for the HTTP client) and the answered token starts the session.
 */
@injectable()
export class LoginViewModelFactory {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(AUTH_GATEWAY) private readonly auth: AuthGateway,
    @inject(HTTP_CLIENT) private readonly http: HttpClient,
  ) {}

  create({ redirectTo, startWithForgot, onLoggedIn }: LoginPageOptions): LoginViewModel {
    return new LoginViewModel(
      this.session,
      this.auth,
      redirectTo,
      onLoggedIn,
      async (expiredToken, change) => {
        const { jwt } = await changePasswordWithToken(this.http, expiredToken, change);
        const claims = decodeJwtPayload(jwt);
        if (claims) this.session.acceptToken(jwt, claims);
      },
      startWithForgot,
    );
  }
}

export const LOGIN_VIEW_MODEL_FACTORY = token<LoginViewModelFactory>('LoginViewModelFactory');

import { inject, injectable } from 'inversify';
import { decodeJwtPayload } from '@cible/core';
import type { HttpClient, UsersGateway } from '@cible/core';
import { token } from '../../di/token';
import { HTTP_CLIENT, USERS_GATEWAY } from '../../di/tokens';
import { TRANSLATE, type Translate } from '../../di/Translate';
import { TOAST_STORE, type ToastStore } from '../../ui/components/Toast/ToastStore';
import { SESSION_STORE, type SessionStore } from '../session/SessionStore';
import { changePasswordWithToken } from './changePasswordWithToken';
import { NewPasswordViewModel } from './NewPasswordViewModel';

/** Goes to a page of the app (the router's navigation, replacing the emailed link's page). */
export type GoTo = (href: string) => Promise<void>;

/** Makes the view-model of the two emailed-link pages that choose a password: account activation and password reset. */
@injectable()
export class NewPasswordViewModelFactory {
  constructor(
    @inject(USERS_GATEWAY) private readonly users: Pick<UsersGateway, 'activateAccount'>,
    @inject(HTTP_CLIENT) private readonly http: HttpClient,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(TOAST_STORE) private readonly toasts: ToastStore,
    @inject(TRANSLATE) private readonly translate: Translate,
  ) {}

  /** /activate-account?token=…: the password activates the account; the answered token connects the user, then home. */
  forActivation(activationToken: string | null, goTo: GoTo): NewPasswordViewModel {
    return new NewPasswordViewModel(activationToken, async (emailedToken, password) => {
      const { jwt } = await this.users.activateAccount({ body: { token: emailedToken, password } });
      const claims = decodeJwtPayload(jwt);
      if (claims) this.session.acceptToken(jwt, claims);
      await goTo('/');
    });
  }

  /**
   * /change-password?token=…: PUT current/password with the emailed token as the bearer; success is toasted and the
   * answered token connects the user (home), or the login page follows when it cannot be read.
   */
  forPasswordReset(resetToken: string | null, goTo: GoTo): NewPasswordViewModel {
    return new NewPasswordViewModel(resetToken, async (emailedToken, password, confirmation) => {
      const { jwt } = await changePasswordWithToken(this.http, emailedToken, { password, confirmation });
      const claims = decodeJwtPayload(jwt);
      this.toasts.success(this.translate('auth.changePassword.success'));
      if (claims) {
        this.session.acceptToken(jwt, claims);
        await goTo('/');
      } else {
        await goTo('/login');
      }
    });
  }
}

export const NEW_PASSWORD_VIEW_MODEL_FACTORY = token<NewPasswordViewModelFactory>('NewPasswordViewModelFactory');

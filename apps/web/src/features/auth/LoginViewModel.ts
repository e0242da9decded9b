import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure, safeRedirectTarget } from '@cible/core';
import type { AuthGateway } from '@cible/core';
import type { LoginError } from '../session/LoginError';
import type { SessionStore } from '../session/SessionStore';
import { NewPasswordViewModel } from './NewPasswordViewModel';

/**
 * Which panel of the login page shows: the login form, the forgotten-password form, its confirmation, or
 * the new-password form after a login refused for an expired password.
 */
export type LoginView = 'login' | 'forgot' | 'forgot-sent' | 'expired-password';

/** Changes an expired password with the token of the refused login; stores the new session (the page's job). */
export type RenewExpiredPassword = (token: string, change: { readonly password: string; readonly confirmation: string; readonly oldPassword: string }) => Promise<void>;

/**
 * The login page's view-model: the login form (required fields, submit through the SessionStore, then the
 * safe redirect_to target) and the forgotten-password flow, which always confirms the same way whether the
 * account exists or not (only a failure to reach the server is reported).
 */
export class LoginViewModel {
  view: LoginView = 'login';
  email = '';
  password = '';
  /** Field errors show once the user tried to submit. */
  submitAttempted = false;
  forgotEmail = '';
  forgotAttempted = false;
  forgotStatus: 'idle' | 'sending' | 'failed' = 'idle';
  /** The address the reset link was asked for (shown in the confirmation). */
  sentTo = '';
  /** The new-password form shown after a login refused for an expired password. */
  expiredPassword: NewPasswordViewModel | null = null;

  constructor(
    private readonly session: SessionStore,
    private readonly auth: Pick<AuthGateway, 'resetPassword'>,
    private readonly redirectTo: string | undefined,
    private readonly onLoggedIn: (href: string) => void,
    private readonly renewExpiredPassword: RenewExpiredPassword,
    /** Opens on the forgotten-password form (`/login?forgot=1`, from an expired reset link). */
    startWithForgot = false,
  ) {
    this.view = startWithForgot ? 'forgot' : 'login';
    makeAutoObservable<this, 'session' | 'auth' | 'onLoggedIn' | 'redirectTo' | 'renewExpiredPassword'>(
      this,
      { session: false, auth: false, onLoggedIn: false, redirectTo: false, renewExpiredPassword: false },
      { autoBind: true },
    );
  }

  /** Where the user goes once logged in: redirect_to when it is a path of this app, else home. */
  get target(): string {
    return safeRedirectTarget(this.redirectTo);
  }

  /** Whether the user was sent here from a page that needs a login. */
  get cameFromPage(): boolean {
    return this.target !== '/';
  }

  get isSubmitting(): boolean {
    return this.session.status === 'loading';
  }

  get emailMissing(): boolean {
    return this.submitAttempted && this.email.trim() === '';
  }

  get passwordMissing(): boolean {
    return this.submitAttempted && this.password === '';
  }

  /** The refused login to explain, while the last attempt failed. */
  get loginError(): LoginError | null {
    return this.session.status === 'error' ? this.session.loginError : null;
  }

  get forgotEmailMissing(): boolean {
    return this.forgotAttempted && this.forgotEmail.trim() === '';
  }

  emailChanged(value: string): void {
    this.email = value;
  }

  passwordChanged(value: string): void {
    this.password = value;
  }

  forgotEmailChanged(value: string): void {
    this.forgotEmail = value;
  }

  async submitClicked(): Promise<void> {
    this.submitAttempted = true;
    if (this.isSubmitting || this.email.trim() === '' || this.password === '') return;
    const oldPassword = this.password;
    const succeeded = await this.session.login(this.email.trim(), oldPassword);
    if (succeeded) {
      this.onLoggedIn(this.target);
      return;
    }
    const token = this.session.passwordChangeToken;
    runInAction(() => {
      // The refusal is explained above the form: the emptied password field is not flagged as missing.
      this.password = '';
      this.submitAttempted = false;
      if (token === null) return;
      this.expiredPassword = new NewPasswordViewModel(token, async (bearer, password, confirmation) => {
        await this.renewExpiredPassword(bearer, { password, confirmation, oldPassword });
        this.onLoggedIn(this.target);
      });
      this.view = 'expired-password';
    });
  }

  forgotPasswordClicked(): void {
    this.view = 'forgot';
    this.forgotEmail = this.email.trim();
    this.forgotAttempted = false;
    this.forgotStatus = 'idle';
  }

  backToLoginClicked(): void {
    this.view = 'login';
    this.forgotStatus = 'idle';
    this.expiredPassword = null;
  }

  /**
   * Asks for a reset link. Any answer of the API (it never says whether the account exists) leads to the
   * same confirmation; only a network failure is reported, so that the user can try again.
   */
  async forgotSubmitted(): Promise<void> {
    this.forgotAttempted = true;
    const login = this.forgotEmail.trim();
    if (login === '' || this.forgotStatus === 'sending') return;
    this.forgotStatus = 'sending';
    try {
      await this.auth.resetPassword({ body: { login } });
    } catch (failure) {
      if (!isHttpFailure(failure) || failure.kind === 'network') {
        runInAction(() => {
          this.forgotStatus = 'failed';
        });
        return;
      }
    }
    runInAction(() => {
      this.forgotStatus = 'idle';
      this.sentTo = login;
      this.view = 'forgot-sent';
    });
  }
}

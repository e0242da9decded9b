import { makeAutoObservable, runInAction } from 'mobx';
import { PASSWORD_MIN_LENGTH, PORT_LIMITS, isHttpFailure, passwordChecklist, validatePassword } from '@cible/core';
import type { AuthGateway, PasswordChecklist, PasswordErrorCode } from '@cible/core';
import type { Translate } from '../../../di/Translate';
import type { ToastStore } from '../../../ui/components/Toast/ToastStore';

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmation';

/** What the page needs of the session: keeping the fresh token the password change answers. */
export interface PasswordChangeSession {
  acceptRenewedToken(jwt: string): void;
}

const FIELDS: readonly ChangePasswordField[] = ['currentPassword', 'newPassword', 'confirmation'];

const PASSWORD_ERROR_KEYS = {
  'PASSWORD.TOO_SHORT': 'personalSpace.changePassword.errors.tooShort',
  'PASSWORD.LOWERCASE_MISSING': 'personalSpace.changePassword.errors.lowercaseMissing',
  'PASSWORD.UPPERCASE_MISSING': 'personalSpace.changePassword.errors.uppercaseMissing',
  'PASSWORD.DIGIT_MISSING': 'personalSpace.changePassword.errors.digitMissing',
} as const satisfies Record<PasswordErrorCode, string>;

/**
 * The "Modifier le mot de passe" page (personal space): current password, new password with core's password rule
 * and a live checklist, confirmation. Errors are inline (current password missing or wrong, rule not met,
 * confirmation mismatch; too many attempts and a change refused under impersonation have their own toast); the change is PUT /v1/authentication/auth/current/password with old_password, password
 * and password_confirmation. On success the fresh token is kept, the form is cleared and "La modification a bien
 * été enregistrée" is shown; any other failure shows "Nous avons rencontré une erreur".
 */
export class ChangePasswordViewModel {
  currentPassword = '';
  newPassword = '';
  confirmation = '';
  isSaving = false;
  /** The API refused the current password (cleared when it is edited). */
  isCurrentPasswordWrong = false;
  private touched = new Set<ChangePasswordField>();

  constructor(
    private readonly auth: AuthGateway,
    private readonly session: PasswordChangeSession,
    private readonly toasts: Pick<ToastStore, 'success' | 'error'>,
    private readonly translate: Translate,
  ) {
    makeAutoObservable<this, 'auth' | 'session' | 'toasts' | 'translate'>(
      this,
      { auth: false, session: false, toasts: false, translate: false },
      { autoBind: true },
    );
  }

  /** Which criteria of the password rule the new password meets (the live checklist). */
  get checklist(): PasswordChecklist {
    return passwordChecklist(this.newPassword);
  }

  /** Every field's error as it stands (null when valid), shown or not. */
  get fieldErrors(): Record<ChangePasswordField, string | null> {
    const checked = validatePassword(this.newPassword);
    return {
      currentPassword:
        this.currentPassword === ''
          ? this.translate('personalSpace.changePassword.errors.currentRequired')
          : this.isCurrentPasswordWrong
            ? this.translate('personalSpace.changePassword.errors.currentWrong')
            : null,
      newPassword:
        this.newPassword === ''
          ? this.translate('personalSpace.changePassword.errors.newRequired')
          : !checked.ok
            ? this.translate(PASSWORD_ERROR_KEYS[checked.error.code], { min: PASSWORD_MIN_LENGTH })
            : this.newPassword.length > PORT_LIMITS.password
              ? this.translate('personalSpace.changePassword.errors.tooLong', { max: PORT_LIMITS.password })
              : null,
      confirmation:
        this.confirmation === ''
          ? this.translate('personalSpace.changePassword.errors.confirmationRequired')
          : this.confirmation !== this.newPassword
            ? this.translate('personalSpace.changePassword.errors.mismatch')
            : null,
    };
  }

  get isValid(): boolean {
    return FIELDS.every((field) => this.fieldErrors[field] === null);
  }

  /** Whether anything was typed (the cancel button empties the form). */
  get isDirty(): boolean {
    return FIELDS.some((field) => this[field] !== '');
  }

  /** The error shown under a field: once the field was left, after a submit, and the wrong password at once. */
  errorOf(field: ChangePasswordField): string | null {
    if (field === 'currentPassword' && this.isCurrentPasswordWrong) return this.fieldErrors.currentPassword;
    return this.touched.has(field) ? this.fieldErrors[field] : null;
  }

  fieldChanged(field: ChangePasswordField, value: string): void {
    this[field] = value;
    if (field === 'currentPassword') this.isCurrentPasswordWrong = false;
  }

  fieldBlurred(field: ChangePasswordField): void {
    // An untouched empty field left by tabbing through is not an error yet.
    if (this.touched.has(field) || this[field] === '') return;
    this.touched = new Set([...this.touched, field]);
  }

  /** Empties the form. */
  clear(): void {
    this.currentPassword = '';
    this.newPassword = '';
    this.confirmation = '';
    this.isCurrentPasswordWrong = false;
    this.touched = new Set();
  }

  /** Sends the change; resolves true once the password is changed (the form is then cleared). */
  async submit(): Promise<boolean> {
    if (this.isSaving) return false;
    this.touched = new Set(FIELDS);
    if (!this.isValid) return false;
    this.isSaving = true;
    let jwt: string;
    try {
      ({ jwt } = await this.auth.changeCurrentPassword({
        body: { old_password: this.currentPassword, password: this.newPassword, password_confirmation: this.confirmation },
      }));
    } catch (failure) {
      const code = isHttpFailure(failure) && failure.kind === 'api' ? failure.error.code : null;
      const wrongPassword = code === 'AUTH.WRONG_OLD_PASSWORD';
      runInAction(() => {
        this.isSaving = false;
        this.isCurrentPasswordWrong = wrongPassword;
      });
      if (code === 'AUTH.TOO_MANY_ATTEMPTS') this.toasts.error(this.translate('personalSpace.changePassword.errors.tooManyAttempts'), { multiLine: true });
      else if (code === 'AUTH.FORBIDDEN') this.toasts.error(this.translate('personalSpace.changePassword.errors.forbidden'), { multiLine: true });
      else if (!wrongPassword) this.toasts.error(this.translate('personalSpace.toast.error'));
      return false;
    }
    this.session.acceptRenewedToken(jwt);
    runInAction(() => {
      this.isSaving = false;
      this.clear();
    });
    this.toasts.success(this.translate('personalSpace.toast.saved'));
    return true;
  }
}

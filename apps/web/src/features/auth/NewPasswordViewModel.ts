import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure, passwordChecklist, validatePassword } from '@cible/core';
import type { HttpFailure, PasswordChecklist } from '@cible/core';

/** Why choosing a password failed: the link's token is refused, or another failure (network, server). */
export type NewPasswordFailure = 'invalid-token' | 'network' | 'unknown';

/** The API codes that mean the emailed token is no longer valid. */
const INVALID_TOKEN_CODES = new Set(['AUTH.INVALID_ACTIVATION_TOKEN', 'AUTH.TOKEN_INVALID', 'AUTH.TOKEN_EXPIRED', 'AUTH.TOKEN_MISSING', 'NOT_FOUND']);

function failureOf(failure: unknown): NewPasswordFailure {
  if (!isHttpFailure(failure)) return 'unknown';
  if (failure.kind === 'network') return 'network';
  const api = failure as Extract<HttpFailure, { kind: 'api' }>;
  if (api.kind === 'api' && (INVALID_TOKEN_CODES.has(api.error.code) || api.status === 401 || api.status === 410)) return 'invalid-token';
  return 'unknown';
}

/**
 * Choosing a new password with an emailed token (account activation, password reset): the password and
 * its confirmation, core's password rule as a live checklist, and the submission through `save`, which
 * answers the new session token.
 */
export class NewPasswordViewModel {
  password = '';
  confirmation = '';
  submitAttempted = false;
  status: 'idle' | 'saving' | 'saved' = 'idle';
  failure: NewPasswordFailure | null = null;

  constructor(
    /** The emailed token; null when the link carries none. */
    readonly token: string | null,
    private readonly save: (token: string, password: string, confirmation: string) => Promise<void>,
  ) {
    makeAutoObservable<this, 'save'>(this, { save: false, token: false }, { autoBind: true });
  }

  /** Each criterion of core's password rule, live. */
  get checklist(): PasswordChecklist {
    return passwordChecklist(this.password);
  }

  get passwordValid(): boolean {
    return validatePassword(this.password).ok;
  }

  /** Shown once the user tried to submit. */
  get passwordError(): 'invalid' | null {
    return this.submitAttempted && !this.passwordValid ? 'invalid' : null;
  }

  get confirmationError(): 'required' | 'mismatch' | null {
    if (!this.submitAttempted) return null;
    if (this.confirmation === '') return 'required';
    return this.confirmation === this.password ? null : 'mismatch';
  }

  get canSubmit(): boolean {
    return this.token !== null && this.passwordValid && this.confirmation === this.password;
  }

  passwordChanged(value: string): void {
    this.password = value;
  }

  confirmationChanged(value: string): void {
    this.confirmation = value;
  }

  async submitClicked(): Promise<void> {
    this.submitAttempted = true;
    if (!this.canSubmit || this.status === 'saving' || this.token === null) return;
    this.status = 'saving';
    this.failure = null;
    try {
      await this.save(this.token, this.password, this.confirmation);
      runInAction(() => {
        this.status = 'saved';
      });
    } catch (failure) {
      runInAction(() => {
        this.status = 'idle';
        this.failure = failureOf(failure);
      });
    }
  }
}

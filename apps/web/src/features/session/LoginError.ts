/** Why a login failed, as the login page explains it (mapped from the API's error code). */
export type LoginErrorKind = 'invalid-credentials' | 'too-many-attempts' | 'account-inactive' | 'password-expired' | 'network' | 'unknown';

/** A failed login: its kind, the delay before retrying (too many attempts) and the original failure. */
export interface LoginError {
  readonly kind: LoginErrorKind;
  /** Seconds to wait before the next attempt, when the API said so; null otherwise. */
  readonly retryAfterSeconds: number | null;
  /** The failure as the gateway rejected it (an HttpFailure, or anything thrown). */
  readonly cause: unknown;
}

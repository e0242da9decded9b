import type { Result } from '../shared/domain-error';
import { fail, ok } from '../shared/domain-error';

/**
 * Minimum password length (UTF-16 code units, as `String.length` and zod's `min` count).
 * @rule app-shell §5, §9, prospecting §5 · password minimum 8 characters
 */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password pattern: at least 8 characters, with a lowercase letter a–z, an uppercase letter A–Z and a digit 0–9
 * (ASCII classes, as the wire schema of ports; accented letters and symbols are allowed but do not count).
 * @rule app-shell §5, prospecting §5 · password pattern: 8+ characters, lowercase, uppercase, digit
 */
export const PASSWORD_PATTERN = /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*[0-9])[\s\S]{8,}$/;

export type PasswordErrorCode =
  | 'PASSWORD.TOO_SHORT'
  | 'PASSWORD.LOWERCASE_MISSING'
  | 'PASSWORD.UPPERCASE_MISSING'
  | 'PASSWORD.DIGIT_MISSING';

/** Each criterion of the password rule, for a checklist under the field. */
export interface PasswordChecklist {
  readonly length: boolean;
  readonly lowercase: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
}

/**
 * Which criteria of the password rule a candidate meets.
 * @rule app-shell §5 · password criteria checklist (length, lowercase, uppercase, digit)
 */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
  };
}

/**
 * Validates a new password. The error code is the first unmet criterion (length, lowercase, uppercase, digit);
 * `details.failures` lists all of them. Agrees with {@link PASSWORD_PATTERN}.
 * @rule app-shell §5, prospecting §5 · password validation with error codes
 */
export function validatePassword(password: string): Result<string, PasswordErrorCode> {
  const checks = passwordChecklist(password);
  const failures: PasswordErrorCode[] = [];
  if (!checks.length) failures.push('PASSWORD.TOO_SHORT');
  if (!checks.lowercase) failures.push('PASSWORD.LOWERCASE_MISSING');
  if (!checks.uppercase) failures.push('PASSWORD.UPPERCASE_MISSING');
  if (!checks.digit) failures.push('PASSWORD.DIGIT_MISSING');
  const [first] = failures;
  return first === undefined ? ok(password) : fail(first, { failures });
}

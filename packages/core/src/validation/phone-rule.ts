import type { Result } from '../shared/domain-error';
import { fail, ok } from '../shared/domain-error';

/**
 * Minimum phone length.
 * @rule app-shell §5, §9, prospecting §5 · phone pattern minimum 10 characters
 */
export const PHONE_MIN_LENGTH = 10;

/**
 * The phone pattern: at least 10 characters, each a digit, a space, a plus, a dot or a hyphen.
 * @rule app-shell §5, prospecting §5 · phone pattern: 10+ characters of digits, space, plus, dot, hyphen
 */
export const PHONE_PATTERN = /^[0-9 +.-]{10,}$/;

export type PhoneErrorCode = 'PHONE.INVALID_CHARACTERS' | 'PHONE.TOO_SHORT';

/**
 * Validates a phone number against the phone pattern (no trimming: a surrounding space counts as a character,
 * as in the pattern). Invalid characters are reported before length. Agrees with {@link PHONE_PATTERN}.
 * @rule app-shell §5, prospecting §5 · phone validation with error codes
 */
export function validatePhone(phone: string): Result<string, PhoneErrorCode> {
  if (!/^[0-9 +.-]*$/.test(phone)) return fail('PHONE.INVALID_CHARACTERS');
  if (phone.length < PHONE_MIN_LENGTH) return fail('PHONE.TOO_SHORT', { min: PHONE_MIN_LENGTH });
  return ok(phone);
}

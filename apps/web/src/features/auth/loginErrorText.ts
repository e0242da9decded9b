import type { TFunction } from 'i18next';
import type { LoginError } from '../session/LoginError';
import { addAuthTexts } from '../../i18n/authTexts';

// The login pages' texts come with this chunk, not with the first route (i18n/authTexts.ts).
addAuthTexts();

/**
 * A retry delay in words: seconds under a minute, whole minutes (rounded up) under two hours, whole hours (rounded
 * up) beyond (the login throttle may ask an address to wait up to 24 h: docs/security.md "Login throttling").
 */
export function retryDelayText(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('auth.delay.seconds', { count: seconds });
  if (seconds <= 2 * 3600) return t('auth.delay.minutes', { count: Math.ceil(seconds / 60) });
  return t('auth.delay.hours', { count: Math.ceil(seconds / 3600) });
}

/** The sentence the login page shows for a refused login (texts in docs/web-shell.md). */
export function loginErrorText(error: LoginError, t: TFunction): string {
  switch (error.kind) {
    case 'invalid-credentials':
      return t('auth.errors.invalidCredentials');
    case 'too-many-attempts':
      return error.retryAfterSeconds === null
        ? t('auth.errors.tooManyAttemptsLater')
        : t('auth.errors.tooManyAttempts', { delay: retryDelayText(error.retryAfterSeconds, t) });
    case 'account-inactive':
      return t('auth.errors.accountInactive');
    case 'password-expired':
      return t('auth.errors.passwordExpired');
    case 'network':
      return t('auth.errors.network');
    case 'unknown':
      return t('auth.errors.unknown');
  }
}

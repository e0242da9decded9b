import { isHttpFailure } from '@cible/core';
import type { LoginError, LoginErrorKind } from './LoginError';

const KIND_BY_CODE: Readonly<Record<string, LoginErrorKind>> = {
  'AUTH.INVALID_CREDENTIALS': 'invalid-credentials',
  'AUTH.TOO_MANY_ATTEMPTS': 'too-many-attempts',
  RATE_LIMITED: 'too-many-attempts',
  'AUTH.ACCOUNT_INACTIVE': 'account-inactive',
  'AUTH.PASSWORD_EXPIRED': 'password-expired',
};

const RETRY_AFTER_KEYS = ['retry_after_seconds', 'retryAfterSeconds', 'retry_after', 'retryAfter'];

/** Reads a retry delay in seconds from the error details (the API copies its Retry-After header there). */
function retryAfterOf(details: Readonly<Record<string, unknown>> | undefined): number | null {
  if (!details) return null;
  for (const key of RETRY_AFTER_KEYS) {
    const value = details[key];
    const seconds = typeof value === 'string' ? Number(value) : value;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return null;
}

/**
 * Maps what a login call rejected with to the login page's error: the API's error code first (wrong
 * credentials, too many attempts with the retry delay, inactive account, expired password), then the
 * HTTP status (401 → wrong credentials, 429 → too many attempts), a network failure, anything else unknown.
 */
export function loginErrorOf(failure: unknown): LoginError {
  if (!isHttpFailure(failure)) return { kind: 'unknown', retryAfterSeconds: null, cause: failure };
  if (failure.kind === 'network') return { kind: 'network', retryAfterSeconds: null, cause: failure };
  if (failure.kind !== 'api') return { kind: 'unknown', retryAfterSeconds: null, cause: failure };
  const byCode = KIND_BY_CODE[failure.error.code];
  const kind: LoginErrorKind = byCode ?? (failure.status === 401 ? 'invalid-credentials' : failure.status === 429 ? 'too-many-attempts' : 'unknown');
  return { kind, retryAfterSeconds: kind === 'too-many-attempts' ? retryAfterOf(failure.error.details) : null, cause: failure };
}

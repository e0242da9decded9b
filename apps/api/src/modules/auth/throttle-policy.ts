/**
 * Throttling of the authentication flows (numbers documented in docs/api.md). Counters live in `auth_attempts`,
 * shared by every API process; a refusal is `429 AUTH.TOO_MANY_ATTEMPTS` with `Retry-After`.
 */
export const AUTH_THROTTLE = {
  /** Sliding window of every counter: 15 minutes. */
  windowSeconds: 15 * 60,
  /** Failed logins per account (normalised login) before it is locked; a successful login resets the count. */
  loginFailuresPerAccount: 5,
  /** Failed logins per client address, whatever the account (password spraying). */
  loginFailuresPerAddress: 20,
  /** Wrong old passwords per account on PUT …/current/password (a stolen token must not brute-force it). */
  passwordChangeFailuresPerAccount: 5,
  /** Reset requests per client address. */
  resetRequestsPerAddress: 20,
  /** Reset mails per account: above it, requests are accepted (204) but send nothing. */
  resetMailsPerAccount: 3,
} as const;

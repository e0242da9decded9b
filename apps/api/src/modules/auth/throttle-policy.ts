/** The numbers of the login throttle (see {@link AUTH_THROTTLE} and `loginRetryAfterSeconds`). */
export interface LoginThrottlePolicy {
  readonly pair: { readonly freeFailures: number; readonly firstDelaySeconds: number; readonly maxDelaySeconds: number; readonly windowSeconds: number };
  readonly account: { readonly ceiling: number; readonly windowSeconds: number };
  readonly address: {
    readonly freeAccounts: number;
    readonly firstDelaySeconds: number;
    readonly maxDelaySeconds: number;
    readonly windowSeconds: number;
    readonly knownPairSeconds: number;
  };
}

/**
 * Throttling of the authentication flows (numbers documented in docs/api.md "Throttling" and docs/security.md
 * "Login throttling"). Counters live in `auth_attempts`, shared by every API process (database clock); a refusal is
 * `429 AUTH.TOO_MANY_ATTEMPTS` with `Retry-After`; a refused attempt is not recorded.
 *
 * Logins follow OWASP's Authentication Cheat Sheet and NIST SP 800-63B section 5.2.2: the failures that slow an attempt
 * down are those of its own (account, client address) pair, with growing delays, so an attacker's failures never lock
 * the owner out; a per-account ceiling of consecutive failures refuses only addresses that have themselves failed on
 * the account; a client address is slowed down (never locked) only for failures on many different accounts, and never
 * for an account it has logged into before (a proxy's regular users keep logging in).
 */
export const AUTH_THROTTLE = {
  login: {
    /** Per (account, address) pair: failures since the pair's last success, within `windowSeconds`. */
    pair: {
      /** The failure from which the pair waits (the ones before it are free). */
      freeFailures: 5,
      /** Delay after the `freeFailures`-th failure, counted from the latest one; doubles with each further failure… */
      firstDelaySeconds: 30,
      /** …up to this cap (30 s, 1, 2, 4, 8 min, then 15 min). */
      maxDelaySeconds: 15 * 60,
      windowSeconds: 24 * 60 * 60,
    },
    /**
     * Per account (NIST: no more than 100 consecutive failures): the failures from every address since the
     * account's last success, within `windowSeconds`. At the ceiling, addresses that failed among them are refused
     * until the oldest counted failures leave the window or the owner logs in; other addresses are not.
     */
    account: {
      ceiling: 100,
      windowSeconds: 24 * 60 * 60,
    },
    /**
     * Per client address (password spraying): the distinct logins it failed on within `windowSeconds` and did not
     * log into afterwards from it. From `freeAccounts` of them on, its attempts are delayed (doubling, capped),
     * except on accounts that logged in from it within `knownPairSeconds`.
     */
    address: {
      freeAccounts: 20,
      firstDelaySeconds: 30,
      maxDelaySeconds: 15 * 60,
      windowSeconds: 60 * 60,
      knownPairSeconds: 30 * 24 * 60 * 60,
    },
  } satisfies LoginThrottlePolicy,
  /** Sliding window of the password-change and reset counters: 15 minutes. */
  windowSeconds: 15 * 60,
  /**
   * Wrong old passwords per account on PUT …/current/password (a stolen token must not brute-force it). It needs a
   * session of the account, so only its holders can reach it; the owner can still log in and reset the password.
   */
  passwordChangeFailuresPerAccount: 5,
  /** Reset requests per client address. */
  resetRequestsPerAddress: 20,
  /** Reset mails per account: above it, requests are accepted (204) but send nothing. */
  resetMailsPerAccount: 3,
} as const;


import type { LoginThrottlePolicy } from './throttle-policy';

/**
 * What the login throttle knows about one attempt (account = normalised login, address = client address), read from
 * `auth_attempts` with the windows of the policy. Ages are seconds on the database clock.
 */
export interface LoginThrottleState {
  /** Failures of this account from this address since the pair's last success (within the pair window). */
  readonly pairFailures: number;
  /** Seconds since the latest of them; `null` without any. */
  readonly pairLastFailureAgeSeconds: number | null;
  /** Failures of this account from every address since its last success (within the account window). */
  readonly accountFailures: number;
  /** Seconds until the ceiling-th most recent of them leaves the account window; `null` under the ceiling. */
  readonly accountCeilingReleaseSeconds: number | null;
  /** Whether this address is among the addresses of those failures. */
  readonly addressFailedOnAccount: boolean;
  /** Distinct logins this address failed on within the address window, not logged into from it afterwards. */
  readonly addressFailedAccounts: number;
  /** Seconds since the latest of those failures; `null` without any. */
  readonly addressLastFailureAgeSeconds: number | null;
  /** Whether this account logged in from this address within the policy's known-pair period. */
  readonly knownPair: boolean;
}

/** `first × 2^excess`, capped (exponential back-off). */
function backOffSeconds(excess: number, first: number, max: number): number {
  return Math.min(max, first * 2 ** Math.min(excess, 40));
}

/**
 * Seconds the attempt must wait (the `Retry-After` of a 429), or `null` when it may go ahead. Three rules, the
 * longest wait wins:
 * - pair: from its `freeFailures`-th failure on, the pair waits `firstDelaySeconds` after its latest failure,
 *   doubling with each further failure up to `maxDelaySeconds`;
 * - account ceiling: at `ceiling` consecutive failures, an address that failed among them waits until they fall
 *   under the ceiling (window) — other addresses are not concerned;
 * - address: from `freeAccounts` distinct failed logins on, the address waits after its latest such failure
 *   (doubling, capped), except for an account that logged in from it before (`knownPair`).
 * An address with no failure at all is never made to wait.
 */
export function loginRetryAfterSeconds(state: LoginThrottleState, policy: LoginThrottlePolicy): number | null {
  const waits: number[] = [];
  const { pair, account, address } = policy;
  if (state.pairFailures >= pair.freeFailures && state.pairLastFailureAgeSeconds !== null) {
    const delay = backOffSeconds(state.pairFailures - pair.freeFailures, pair.firstDelaySeconds, pair.maxDelaySeconds);
    waits.push(delay - state.pairLastFailureAgeSeconds);
  }
  if (state.accountFailures >= account.ceiling && state.addressFailedOnAccount && state.accountCeilingReleaseSeconds !== null) {
    waits.push(state.accountCeilingReleaseSeconds);
  }
  if (!state.knownPair && state.addressFailedAccounts >= address.freeAccounts && state.addressLastFailureAgeSeconds !== null) {
    const delay = backOffSeconds(state.addressFailedAccounts - address.freeAccounts, address.firstDelaySeconds, address.maxDelaySeconds);
    waits.push(delay - state.addressLastFailureAgeSeconds);
  }
  const wait = Math.max(0, ...waits);
  return wait > 0 ? Math.ceil(wait) : null;
}

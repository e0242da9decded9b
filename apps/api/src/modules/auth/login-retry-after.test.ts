import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginThrottleState } from './login-retry-after';
import { loginRetryAfterSeconds } from './login-retry-after';
import { AUTH_THROTTLE } from './throttle-policy';

const policy = AUTH_THROTTLE.login;

const clean: LoginThrottleState = {
  pairFailures: 0,
  pairLastFailureAgeSeconds: null,
  accountFailures: 0,
  accountCeilingReleaseSeconds: null,
  addressFailedOnAccount: false,
  addressFailedAccounts: 0,
  addressLastFailureAgeSeconds: null,
  knownPair: false,
};

const state = (changes: Partial<LoginThrottleState>): LoginThrottleState => ({ ...clean, ...changes });

describe('loginRetryAfterSeconds', () => {
  it('has the documented numbers', () => {
    expect(policy).toEqual({
      pair: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 900, windowSeconds: 86_400 },
      account: { ceiling: 100, windowSeconds: 86_400 },
      address: { freeAccounts: 20, firstDelaySeconds: 30, maxDelaySeconds: 900, windowSeconds: 3600, knownPairSeconds: 30 * 86_400 },
    });
  });

  it('lets a pair fail 4 times freely, then delays it 30 s after the 5th failure, doubling up to 15 minutes', () => {
    expect(loginRetryAfterSeconds(state({ pairFailures: 4, pairLastFailureAgeSeconds: 0, addressFailedAccounts: 1, addressLastFailureAgeSeconds: 0 }), policy)).toBeNull();
    const delays = [5, 6, 7, 8, 9, 10, 11, 50].map((pairFailures) =>
      loginRetryAfterSeconds(state({ pairFailures, pairLastFailureAgeSeconds: 0, addressFailedAccounts: 1, addressLastFailureAgeSeconds: 0 }), policy),
    );
    expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('counts the pair delay from its latest failure (rounded up), and lets it go once the delay has passed', () => {
    const after = (age: number) => loginRetryAfterSeconds(state({ pairFailures: 6, pairLastFailureAgeSeconds: age }), policy);
    expect(after(0.2)).toBe(60);
    expect(after(45.5)).toBe(15);
    expect(after(60)).toBeNull();
    expect(after(3600)).toBeNull();
  });

  it('at the account ceiling, refuses an address that failed on the account, and no other', () => {
    const overCeiling = { accountFailures: 100, accountCeilingReleaseSeconds: 86_000.4 };
    expect(loginRetryAfterSeconds(state({ ...overCeiling, addressFailedOnAccount: true, pairFailures: 1, pairLastFailureAgeSeconds: 10 }), policy)).toBe(86_001);
    expect(loginRetryAfterSeconds(state({ ...overCeiling, addressFailedOnAccount: false }), policy)).toBeNull();
    expect(loginRetryAfterSeconds(state({ accountFailures: 99, accountCeilingReleaseSeconds: null, addressFailedOnAccount: true }), policy)).toBeNull();
  });

  it('slows down an address that failed on 20 accounts, not on accounts that logged in from it', () => {
    const spraying = { addressFailedAccounts: 20, addressLastFailureAgeSeconds: 0 };
    expect(loginRetryAfterSeconds(state({ addressFailedAccounts: 19, addressLastFailureAgeSeconds: 0 }), policy)).toBeNull();
    expect(loginRetryAfterSeconds(state(spraying), policy)).toBe(30);
    expect(loginRetryAfterSeconds(state({ addressFailedAccounts: 23, addressLastFailureAgeSeconds: 40 }), policy)).toBe(200);
    expect(loginRetryAfterSeconds(state({ addressFailedAccounts: 400, addressLastFailureAgeSeconds: 0 }), policy)).toBe(900);
    expect(loginRetryAfterSeconds(state({ ...spraying, knownPair: true }), policy)).toBeNull();
  });

  it('takes the longest of the waits', () => {
    const all = state({
      pairFailures: 5,
      pairLastFailureAgeSeconds: 0,
      addressFailedAccounts: 21,
      addressLastFailureAgeSeconds: 0,
    });
    expect(loginRetryAfterSeconds(all, policy)).toBe(60);
  });

  it('property: an address that never failed is never made to wait, whatever the account went through', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.double({ min: 0, max: 86_400, noNaN: true })),
        fc.boolean(),
        (accountFailures, accountCeilingReleaseSeconds, knownPair) => {
          const neverFailed = state({ accountFailures, accountCeilingReleaseSeconds, knownPair });
          expect(loginRetryAfterSeconds(neverFailed, policy)).toBeNull();
        },
      ),
    );
  });

  it('property: one more failure of the pair never shortens its wait (the delays only grow, up to the cap)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (pairFailures) => {
        const wait = (failures: number) => loginRetryAfterSeconds(state({ pairFailures: failures, pairLastFailureAgeSeconds: 0 }), policy) ?? 0;
        expect(wait(pairFailures + 1)).toBeGreaterThanOrEqual(wait(pairFailures));
        expect(wait(pairFailures + 1)).toBeLessThanOrEqual(policy.pair.maxDelaySeconds);
      }),
    );
  });
});

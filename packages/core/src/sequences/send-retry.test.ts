import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSendAttempt, SEND_MAX_ATTEMPTS, sendRetryDelayMinutes, smtpFailureKind } from './send-retry';

/** The oracle: the delays written out by hand, one doubling at a time, capped at 360 minutes. */
function oracleDelay(attempts: number): number {
  let delay = 5;
  for (let attempt = 1; attempt < attempts; attempt += 1) delay = Math.min(360, delay * 2);
  return delay;
}

describe('smtpFailureKind', () => {
  it('reads 5xx as permanent, 4xx and no reply as temporary', () => {
    expect(smtpFailureKind({ responseCode: 550 })).toBe('permanent');
    expect(smtpFailureKind({ responseCode: 554, errorCode: 'EENVELOPE' })).toBe('permanent');
    expect(smtpFailureKind({ responseCode: 450 })).toBe('temporary');
    expect(smtpFailureKind({ responseCode: 421 })).toBe('temporary');
    expect(smtpFailureKind({ errorCode: 'ECONNECTION' })).toBe('temporary');
    expect(smtpFailureKind({ errorCode: 'ETIMEDOUT', responseCode: null })).toBe('temporary');
    expect(smtpFailureKind({})).toBe('temporary');
  });

  it('is permanent exactly for integer codes 500 to 599', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (code) => (smtpFailureKind({ responseCode: code }) === 'permanent') === (code >= 500 && code < 600)),
    );
  });
});

describe('sendRetryDelayMinutes', () => {
  it('doubles from 5 minutes and stops at 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(sendRetryDelayMinutes)).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360]);
    expect(sendRetryDelayMinutes(0)).toBe(5);
    expect(sendRetryDelayMinutes(Number.NaN)).toBe(5);
  });

  it('matches the oracle, never shrinks and never exceeds the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (attempts) => {
        const delay = sendRetryDelayMinutes(attempts);
        return delay === oracleDelay(Math.min(attempts, 20)) && delay >= sendRetryDelayMinutes(attempts - 1) && delay <= 360;
      }),
    );
  });
});

describe('nextSendAttempt', () => {
  const at = new Date('2026-03-02T09:00:00Z');

  it('never retries a permanent failure', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), (attempts) => nextSendAttempt('permanent', attempts, at).kind === 'give_up'));
  });

  it('retries a temporary failure after the delay until the last attempt, then gives up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }), (attempts, failedAt) => {
        const decision = nextSendAttempt('temporary', attempts, failedAt);
        if (attempts >= SEND_MAX_ATTEMPTS) return decision.kind === 'give_up';
        return decision.kind === 'retry' && decision.at.getTime() - failedAt.getTime() === oracleDelay(attempts) * 60_000;
      }),
    );
    expect(nextSendAttempt('temporary', 1, at)).toEqual({ kind: 'retry', at: new Date('2026-03-02T09:05:00Z') });
    expect(nextSendAttempt('temporary', SEND_MAX_ATTEMPTS, at)).toEqual({ kind: 'give_up' });
  });
});

import { describe, expect, it } from 'vitest';
import { TOKEN_RENEWAL_WINDOW_SECONDS, renewalWindowStart, tokenRenewalDecision } from './token-renewal';

const IAT = 1_768_208_400;
const hour = { iat: IAT, exp: IAT + 3600 };

describe('tokenRenewalDecision', () => {
  it('waits while more than 10 minutes remain, even for an active user', () => {
    expect(TOKEN_RENEWAL_WINDOW_SECONDS).toBe(600);
    expect(tokenRenewalDecision(hour, IAT + 2999, IAT + 2999)).toBe('not-yet');
  });

  it('renews in the last 10 minutes when the user was active since they began', () => {
    expect(tokenRenewalDecision(hour, IAT + 3000, IAT + 3000)).toBe('renew');
    expect(tokenRenewalDecision(hour, IAT + 3500, IAT + 3100)).toBe('renew');
  });

  it('lets an idle session expire: no activity since the window opened', () => {
    expect(tokenRenewalDecision(hour, IAT + 3000, null)).toBe('inactive');
    expect(tokenRenewalDecision(hour, IAT + 3500, IAT + 2999)).toBe('inactive');
  });

  it('is too late once expired', () => {
    expect(tokenRenewalDecision(hour, IAT + 3600, IAT + 3599)).toBe('expired');
  });

  it('renews a short-lived token in the second half of its life (never right after it was issued)', () => {
    const tenMinutes = { iat: IAT, exp: IAT + 600 };
    expect(renewalWindowStart(tenMinutes)).toBe(IAT + 300);
    expect(tokenRenewalDecision(tenMinutes, IAT + 1, IAT + 1)).toBe('not-yet');
    expect(tokenRenewalDecision(tenMinutes, IAT + 300, IAT + 300)).toBe('renew');
  });

  it('never renews a token before its window nor without activity in it (every case of a grid)', () => {
    for (const lifetime of [1, 60, 599, 600, 1199, 1200, 3600, 7200]) {
      const claims = { iat: IAT, exp: IAT + lifetime };
      for (let at = -100; at <= lifetime + 100; at += 7) {
        for (const active of [null, -100, 0, Math.floor(lifetime / 2), lifetime - 600, lifetime - 1, at]) {
          const decision = tokenRenewalDecision(claims, IAT + at, active === null ? null : IAT + active);
          if (decision !== 'renew') continue;
          expect(IAT + at).toBeGreaterThanOrEqual(renewalWindowStart(claims));
          expect(IAT + at).toBeLessThan(claims.exp);
          expect(IAT + active!).toBeGreaterThanOrEqual(renewalWindowStart(claims));
          expect(at).toBeGreaterThanOrEqual(Math.floor(lifetime / 2));
        }
      }
    }
  });
});

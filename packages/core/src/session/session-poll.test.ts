import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SESSION_POLL_INTERVAL_MS, sessionPollDecision } from './session-poll';

describe('sessionPollDecision', () => {
  it('polls every 5 seconds', () => {
    expect(SESSION_POLL_INTERVAL_MS).toBe(5000);
  });

  it('does nothing when nothing changed', () => {
    expect(sessionPollDecision({ session: 'a', connectedAs: null }, { session: 'a', connectedAs: null })).toBe('none');
    expect(sessionPollDecision({ session: null, connectedAs: null }, { session: null, connectedAs: null })).toBe('none');
  });

  it('reloads when a cookie changed, appeared or disappeared', () => {
    expect(sessionPollDecision({ session: 'a', connectedAs: null }, { session: 'b', connectedAs: null })).toBe('reload');
    expect(sessionPollDecision({ session: 'a', connectedAs: null }, { session: 'a', connectedAs: 'x' })).toBe('reload');
    expect(sessionPollDecision({ session: 'a', connectedAs: 'x' }, { session: 'a', connectedAs: null })).toBe('reload');
  });

  it('logs out when neither cookie is present any more', () => {
    expect(sessionPollDecision({ session: 'a', connectedAs: 'x' }, { session: null, connectedAs: null })).toBe('logout');
    expect(sessionPollDecision({ session: 'a', connectedAs: null }, { session: '', connectedAs: null })).toBe('logout');
  });

  it('never logs out while a cookie is present, never stays when the cookies changed', () => {
    const cookie = fc.option(fc.constantFrom('a', 'b', ''), { nil: null });
    fc.assert(
      fc.property(cookie, cookie, cookie, cookie, (s1, c1, s2, c2) => {
        const decision = sessionPollDecision({ session: s1, connectedAs: c1 }, { session: s2, connectedAs: c2 });
        const norm = (v: string | null) => (v ? v : null);
        const hasAny = norm(s2) !== null || norm(c2) !== null;
        if (hasAny) expect(decision).not.toBe('logout');
        if (hasAny && (norm(s1) !== norm(s2) || norm(c1) !== norm(c2))) expect(decision).toBe('reload');
        if (norm(s1) === norm(s2) && norm(c1) === norm(c2)) expect(decision).toBe('none');
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORT_CHAT_RATE_LIMITS, supportChatSendDecision } from './support-chat-rate-limit';

const NOW = 1_800_000_000_000;
const secondsAgo = (...seconds: number[]) => seconds.map((s) => NOW - s * 1000);

describe('SUPPORT_CHAT_RATE_LIMITS', () => {
  it('allows 10 messages a minute and 60 an hour', () => {
    expect(SUPPORT_CHAT_RATE_LIMITS).toEqual([
      { max: 10, windowSeconds: 60 },
      { max: 60, windowSeconds: 3600 },
    ]);
  });
});

describe('supportChatSendDecision', () => {
  it('allows the 10th message of a minute and refuses the 11th until the oldest leaves the minute', () => {
    expect(supportChatSendDecision(secondsAgo(1, 2, 3, 4, 5, 6, 7, 8, 9), NOW)).toEqual({ allowed: true });
    // Ten in the last minute, the oldest 50 s ago: it leaves in 10 s.
    expect(supportChatSendDecision(secondsAgo(1, 2, 3, 4, 5, 6, 7, 8, 9, 50), NOW)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    // A message exactly one minute old no longer counts.
    expect(supportChatSendDecision(secondsAgo(1, 2, 3, 4, 5, 6, 7, 8, 9, 60), NOW)).toEqual({ allowed: true });
  });

  it('refuses the 61st message of an hour even when the last minute is quiet', () => {
    const hour = secondsAgo(...Array.from({ length: 60 }, (_, index) => 120 + index * 55)); // 120 s … 3365 s ago
    expect(supportChatSendDecision(hour, NOW)).toEqual({ allowed: false, retryAfterSeconds: 3600 - 3365 });
    expect(supportChatSendDecision(hour.slice(1), NOW)).toEqual({ allowed: true });
  });

  it('waits for the longer of the two windows, rounded up to whole seconds, at least 1', () => {
    const burst = [...secondsAgo(0.2, 0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 59.9), ...Array.from({ length: 50 }, (_, i) => NOW - (100 + i) * 1000)];
    expect(supportChatSendDecision(burst, NOW)).toEqual({ allowed: false, retryAfterSeconds: 3600 - 149 });
    expect(supportChatSendDecision(secondsAgo(0, 0, 0, 0, 0, 0, 0, 0, 0, 59.9995), NOW)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('counts a time after now (another process’s clock) as now', () => {
    const future = Array.from({ length: 10 }, () => NOW + 5000);
    expect(supportChatSendDecision(future, NOW)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('agrees with counting second by second: refused exactly while a window is full, and the wait ends it', () => {
    const windows = [
      { max: 3, windowSeconds: 10 },
      { max: 5, windowSeconds: 40 },
    ];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }), (agesSeconds) => {
        const sent = agesSeconds.map((age) => NOW - age * 1000);
        const full = (at: number) => windows.some(({ max, windowSeconds }) => sent.filter((s) => s > at - windowSeconds * 1000 && s <= at).length >= max);
        const decision = supportChatSendDecision(sent, NOW, windows);
        if (!full(NOW)) return decision.allowed;
        if (decision.allowed) return false;
        // Still full one second before the wait ends, free once it has.
        return full(NOW + (decision.retryAfterSeconds - 1) * 1000) && !full(NOW + decision.retryAfterSeconds * 1000);
      }),
    );
  });
});

import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isFrenchPublicHoliday } from './french-public-holidays';
import { nextSendAttempt, nextSendAttemptInCalendar, SEND_MAX_ATTEMPTS, sendRetryDelayMinutes, sendRetryInstant, smtpFailureKind } from './send-retry';
import type { SendingCalendar } from './sending-calendar';

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

/** Oracle of openness, written from the rule: a sendable local weekday, no French public holiday, start ≤ local hour < end. */
const isOpen = (calendar: SendingCalendar, at: DateTime): boolean => {
  const local = at.setZone(calendar.timezone ?? 'Europe/Paris');
  return (
    (calendar.sendableDays as readonly number[]).includes(local.weekday % 7) &&
    !isFrenchPublicHoliday(local.toISODate() ?? '') &&
    local.hour >= calendar.startHour &&
    local.hour < calendar.endHour
  );
};

const retryCalendarArb = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    startHour: fc.integer({ min: 7, max: 21 }),
    length: fc.integer({ min: 1, max: 15 }),
    timezone: fc.constantFrom('Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'UTC'),
  })
  .map(({ days, startHour, length, timezone }): SendingCalendar => ({ sendableDays: days, startHour, endHour: Math.min(22, startHour + length), timezone }));

const instantArb = fc.integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }).map((second) => new Date(second * 1000));

describe('sendRetryInstant', () => {
  const weekdays: SendingCalendar = { sendableDays: '1,2,3,4,5', startHour: 9, endHour: 18, timezone: 'Europe/Paris' };

  it('moves a retry past the window\'s close, the weekend and a public holiday to the next opening', () => {
    // Friday 6 March 2026 18:05 Paris → Monday 9 March 09:00 Paris.
    expect(sendRetryInstant(weekdays, new Date('2026-03-06T17:05:00Z'))).toEqual(new Date('2026-03-09T08:00:00Z'));
    // Friday 3 April 2026 18:05 Paris (Easter Monday on the 6th) → Tuesday 7 April 09:00 Paris (UTC+2).
    expect(sendRetryInstant(weekdays, new Date('2026-04-03T16:05:00Z'))).toEqual(new Date('2026-04-07T07:00:00Z'));
    // Inside the window: unchanged.
    expect(sendRetryInstant(weekdays, new Date('2026-03-04T10:07:00Z'))).toEqual(new Date('2026-03-04T10:07:00Z'));
    expect(sendRetryInstant({ ...weekdays, sendableDays: '' }, new Date('2026-03-04T10:07:00Z'))).toBeNull();
  });

  it('is open, at or after the earliest instant, the earliest itself when open, and no open instant lies before it', () => {
    fc.assert(
      fc.property(retryCalendarArb, instantArb, (calendar, earliest) => {
        const at = sendRetryInstant(calendar, earliest);
        expect(at).not.toBeNull();
        const result = DateTime.fromJSDate(at!);
        const start = DateTime.fromJSDate(earliest);
        expect(isOpen(calendar, result)).toBe(true);
        expect(at!.getTime()).toBeGreaterThanOrEqual(earliest.getTime());
        if (isOpen(calendar, start)) expect(at!.getTime()).toBe(earliest.getTime());
        else {
          // Openness only changes at a local hour's start: every hour start in (earliest, result) is closed.
          let hour = start.setZone(calendar.timezone ?? 'Europe/Paris').startOf('hour').plus({ hours: 1 });
          while (hour.toMillis() < at!.getTime()) {
            expect(isOpen(calendar, hour)).toBe(false);
            hour = hour.plus({ hours: 1 });
          }
          expect(result.toMillis()).toBe(hour.toMillis());
        }
      }),
    );
  });
});

describe('nextSendAttemptInCalendar', () => {
  it('gives up as nextSendAttempt does, else retries at the calendar\'s first open instant after the back-off', () => {
    fc.assert(
      fc.property(retryCalendarArb, fc.constantFrom('temporary' as const, 'permanent' as const), fc.integer({ min: 1, max: 10 }), instantArb, (calendar, kind, attempts, failedAt) => {
        const plain = nextSendAttempt(kind, attempts, failedAt);
        const decision = nextSendAttemptInCalendar(calendar, kind, attempts, failedAt);
        if (plain.kind === 'give_up') expect(decision).toEqual(plain);
        else expect(decision).toEqual({ kind: 'retry', at: sendRetryInstant(calendar, plain.at) });
      }),
    );
  });
});

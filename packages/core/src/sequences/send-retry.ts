import { DateTime } from 'luxon';
import { nextSendingInstant } from './sending-calendar';
import type { SendingCalendar } from './sending-calendar';

/**
 * What the sequence sender does after an SMTP exchange that did not end with the mail accepted (issue 18, ADR 030):
 * a temporary refusal is retried later with a growing back-off, a permanent one never.
 */

/** How an SMTP failure is read: retried later, or never (the address is marked bounced). */
export type SmtpFailureKind = 'temporary' | 'permanent';

/** What the SMTP client reported: the server's reply code when it answered one, the client's error code otherwise. */
export interface SmtpFailure {
  /** The server's reply code (421, 450, 550…), when the failure is a reply. */
  readonly responseCode?: number | null;
  /** The client's code (ECONNECTION, ETIMEDOUT, ESOCKET, EENVELOPE…), when known. */
  readonly errorCode?: string | null;
}

/**
 * A reply code 500–599 is permanent (unknown user, mailbox does not exist, refused as spam); everything else is
 * temporary: a 4xx reply (greylisting, rate limit, mailbox busy), and no reply at all (connection lost, time-out,
 * refused connection), since the mail may be accepted later.
 * @rule prospecting §8 · a 5xx SMTP reply is a permanent failure, a 4xx reply or a lost connection a temporary one (designed)
 */
export function smtpFailureKind(failure: SmtpFailure): SmtpFailureKind {
  const code = failure.responseCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 500 && code <= 599 ? 'permanent' : 'temporary';
}

/** First retry delay: 5 minutes (a greylisting server accepts a retry after a few minutes). */
export const SEND_RETRY_BASE_MINUTES = 5;
/** The back-off never waits longer than 6 hours between two attempts. */
export const SEND_RETRY_MAX_MINUTES = 6 * 60;
/** Attempts of one mail (the first one included); the last temporary failure gives up (failed for good). */
export const SEND_MAX_ATTEMPTS = 6;

/**
 * The delay before the next attempt after `attempts` failed attempts (1 = the first send failed): 5 min × 2^(attempts − 1),
 * at most 6 hours (5, 10, 20, 40, 80, 160, 320, 360… minutes). Attempts below 1 count as 1.
 * @rule prospecting §8 · a temporary SMTP failure is retried after 5 min × 2^(attempts − 1), at most 6 h (designed)
 */
export function sendRetryDelayMinutes(attempts: number): number {
  const n = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  // 2^7 × 5 = 640 > 360: past 7 the cap holds; stop the exponent early so it never overflows.
  return Math.min(SEND_RETRY_MAX_MINUTES, SEND_RETRY_BASE_MINUTES * 2 ** Math.min(n - 1, 10));
}

/** What to do after a failed attempt. */
export type SendRetryDecision = { readonly kind: 'retry'; readonly at: Date } | { readonly kind: 'give_up' };

/**
 * After the `attempts`-th failed attempt (counting this one) at `failedAt`: a permanent failure gives up; a temporary
 * one is retried after {@link sendRetryDelayMinutes}, unless it was the {@link SEND_MAX_ATTEMPTS}-th attempt, which
 * gives up (the target is then done as bounced, like a permanent refusal).
 * @rule prospecting §8 · a mail is tried at most 6 times; a permanent failure is never retried (designed)
 */
export function nextSendAttempt(kind: SmtpFailureKind, attempts: number, failedAt: Date): SendRetryDecision {
  if (kind === 'permanent' || attempts >= SEND_MAX_ATTEMPTS) return { kind: 'give_up' };
  return { kind: 'retry', at: new Date(failedAt.getTime() + sendRetryDelayMinutes(attempts) * 60_000) };
}

/**
 * When a retry due at `earliest` (the failure + the back-off) is attempted: the first instant at or after `earliest`
 * inside the sequence's sending calendar (sendable weekday, window hours in the sequence's time zone, no French public
 * holiday) — `earliest` itself when it is open. A retry never goes out on a closed day or hour (issue 18). `null` when
 * the window never opens (no sendable day, invalid hours or time zone).
 * @rule prospecting §8 · a retry waits for the sequence's next open sending instant (window, days, holidays) (designed)
 */
export function sendRetryInstant(calendar: SendingCalendar, earliest: Date): Date | null {
  const next = nextSendingInstant(calendar, DateTime.fromJSDate(earliest));
  return next === null ? null : next.toJSDate();
}

/**
 * {@link nextSendAttempt} inside the sequence's sending calendar: a retry is moved to {@link sendRetryInstant} of its
 * back-off time; a calendar that never opens leaves the back-off time (the claim's window check holds it anyway).
 * @rule prospecting §8 · a temporary failure is retried after the back-off, at the next open sending instant (designed)
 */
export function nextSendAttemptInCalendar(calendar: SendingCalendar, kind: SmtpFailureKind, attempts: number, failedAt: Date): SendRetryDecision {
  const decision = nextSendAttempt(kind, attempts, failedAt);
  if (decision.kind !== 'retry') return decision;
  return { kind: 'retry', at: sendRetryInstant(calendar, decision.at) ?? decision.at };
}

import { DateTime } from 'luxon';
import type { SequenceStep } from './next-step';
import { SEQUENCE_TIMEZONE, parseSendableDays } from './sending-window';
import { sequencePathIntervalDays } from './step-path';

/** What the estimate needs; every value is passed in (no clock, no system time zone). */
export interface SequenceEndDateInput {
  /** sequence.mail_to_send: mails still to send. */
  readonly mailToSend: number;
  /** The owner's sequence setting daily_threshold (mails per day, all the owner's sequences together). */
  readonly dailyThreshold: number;
  /** How many of the owner's sequences are ongoing (this one included when it is ongoing). */
  readonly ownerOngoingSequenceCount: number;
  /** Whether this sequence is ongoing; if not, it is counted as one more sharer of the threshold. */
  readonly isOngoing: boolean;
  /** sequence.sendable_days ("1,2,3,4,5", 0 = Sunday) or already parsed weekday numbers. */
  readonly sendableDays: string | readonly number[];
  /** The steps of the sequence, for the intervals along the steps path. */
  readonly steps: readonly SequenceStep[];
  /** sequence.start_date (ISO, read in the sequence time zone when it has no offset) or null. */
  readonly startDate?: DateTime | string | null;
  /** The current instant. */
  readonly now: DateTime;
  /** sequence.sendable_timezone; defaults to Europe/Paris. */
  readonly timezone?: string;
}

/**
 * The mails one sequence may send per day: floor(threshold / sharers), at least 1, where sharers is the owner's
 * ongoing sequences plus one when this sequence is not ongoing (at least 1).
 * @rule prospecting §4 · daily threshold shared among the owner's ongoing sequences (+1 if not ongoing)
 */
export function sequenceDailyMailShare(input: Pick<SequenceEndDateInput, 'dailyThreshold' | 'ownerOngoingSequenceCount' | 'isOngoing'>): number {
  const ongoing = Math.max(0, Math.floor(input.ownerOngoingSequenceCount || 0));
  const sharers = Math.max(1, ongoing + (input.isOngoing ? 0 : 1));
  const threshold = Number.isFinite(input.dailyThreshold) ? Math.max(0, input.dailyThreshold) : 0;
  return Math.max(1, Math.floor(threshold / sharers));
}

/** Weekday of a luxon date in sendable_days numbering (0 = Sunday … 6 = Saturday). */
const weekdayOf = (date: DateTime): number => date.weekday % 7;

/**
 * Estimated end date of a sequence, as the start of a day in the sequence time zone, or `null` when no weekday is
 * sendable (or a date or the time zone is invalid).
 *
 * 1. share = sequenceDailyMailShare(input); sendingDays = max(1, ceil(mailToSend / share)).
 * 2. origin = the day of max(startDate, now) in the sequence time zone; that day counts as a sending day.
 * 3. base = origin + sum of the link intervals along the steps path (calendar days, default 1 per link).
 * 4. end = the sendingDays-th sendable weekday on or after base (so base is moved forward to the next sendable
 *    weekday, scanning at most 7 days, then whole weeks are added and the rest is scanned day by day).
 * @rule prospecting §4 · estimated end date of a sequence
 */
export function estimateSequenceEndDate(input: SequenceEndDateInput): DateTime | null {
  const zone = input.timezone ?? SEQUENCE_TIMEZONE;
  const days = new Set(typeof input.sendableDays === 'string' ? parseSendableDays(input.sendableDays) : input.sendableDays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  if (days.size === 0) return null;

  const now = input.now.setZone(zone);
  if (!now.isValid) return null;
  const start =
    input.startDate === undefined || input.startDate === null
      ? null
      : typeof input.startDate === 'string'
        ? DateTime.fromISO(input.startDate, { zone })
        : input.startDate.setZone(zone);
  const from = start !== null && start.isValid ? DateTime.max(now, start) : now;
  const origin = from.startOf('day');

  const mailToSend = Number.isFinite(input.mailToSend) ? Math.max(0, input.mailToSend) : 0;
  const sendingDays = Math.max(1, Math.ceil(mailToSend / sequenceDailyMailShare(input)));
  let date = origin.plus({ days: sequencePathIntervalDays(input.steps) });

  // Move forward to the first sendable weekday (scan over 7 days).
  let scanned = 0;
  while (!days.has(weekdayOf(date)) && scanned < 7) {
    date = date.plus({ days: 1 });
    scanned += 1;
  }
  // That day is sending day 1; add whole weeks, then scan day by day for the rest.
  const remaining = sendingDays - 1;
  date = date.plus({ weeks: Math.floor(remaining / days.size) });
  let rest = remaining % days.size;
  while (rest > 0) {
    date = date.plus({ days: 1 });
    if (days.has(weekdayOf(date))) rest -= 1;
  }
  return date.startOf('day');
}

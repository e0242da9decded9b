import { DateTime } from 'luxon';
import type { SequenceStep } from './next-step';
import type { SendingCalendar } from './sending-calendar';
import { nextSendingInstant, nthSendingDayFrom } from './sending-calendar';
import { SEQUENCE_TIMEZONE } from './sending-window';
import { DEFAULT_NEW_SEQUENCE } from './sequence-steps-rules';
import { sequenceStepPath, stepLinkIntervalDays } from './step-path';

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
  /** sequence.sendable_start_hour; defaults to a new sequence's (9). */
  readonly startHour?: number;
  /** sequence.sendable_end_hour (excluded); defaults to a new sequence's (18). */
  readonly endHour?: number;
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

/**
 * Estimated end date of a sequence, as the start of a day in the sequence time zone, or `null` when the window never
 * opens (no sendable weekday, invalid hours, date or time zone). It walks the same calendar as the runner, hours and
 * French public holidays included (sending-calendar.ts):
 *
 * 1. share = sequenceDailyMailShare(input); sendingDays = max(1, ceil(mailToSend / share)).
 * 2. first = the next sending instant at or after max(startDate, now): a day whose window has closed is no sending day.
 * 3. along the steps path, each link moves the instant `interval` calendar days later (same wall-clock time), then to
 *    the next sending instant: what the planner does for a target starting now with no threshold contention.
 * 4. the day of the last step is sending day 1; end = the sendingDays-th sending day from it.
 * @rule prospecting §4 · estimated end date of a sequence (the runner's calendar, hours and holidays included)
 */
export function estimateSequenceEndDate(input: SequenceEndDateInput): DateTime | null {
  const zone = input.timezone ?? SEQUENCE_TIMEZONE;
  const calendar: SendingCalendar = {
    sendableDays: input.sendableDays,
    startHour: input.startHour ?? DEFAULT_NEW_SEQUENCE.sendable_start_hour,
    endHour: input.endHour ?? DEFAULT_NEW_SEQUENCE.sendable_end_hour,
    timezone: zone,
  };
  const now = input.now.setZone(zone);
  if (!now.isValid) return null;
  const start =
    input.startDate === undefined || input.startDate === null
      ? null
      : typeof input.startDate === 'string'
        ? DateTime.fromISO(input.startDate, { zone })
        : input.startDate.setZone(zone);
  const from = start !== null && start.isValid ? DateTime.max(now, start) : now;

  let at = nextSendingInstant(calendar, from);
  const path = sequenceStepPath(input.steps);
  for (const step of path.slice(0, -1)) {
    if (at === null) return null;
    at = nextSendingInstant(calendar, at.plus({ days: stepLinkIntervalDays(step.link_list[0]) }));
  }
  if (at === null) return null;

  const mailToSend = Number.isFinite(input.mailToSend) ? Math.max(0, input.mailToSend) : 0;
  const sendingDays = Math.max(1, Math.ceil(mailToSend / sequenceDailyMailShare(input)));
  const last = nthSendingDayFrom(calendar, at.toISODate() ?? '', sendingDays);
  return last === null ? null : DateTime.fromISO(last, { zone }).startOf('day');
}

import type { CatalogueEntry } from '../catalogues/catalogue-entry';
import { labelled } from '../catalogues/catalogue-entry';
import { fail, ok } from '../shared/domain-error';
import type { Result } from '../shared/domain-error';

/**
 * The time zone of sequence sending (sendable_timezone).
 * @rule prospecting §9 · sequence timezone Europe/Paris
 */
export const SEQUENCE_TIMEZONE = 'Europe/Paris';

/** A weekday number as stored in sendable_days: 0 Sunday, 1 Monday … 6 Saturday (JavaScript numbering). */
export type SendableWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The weekdays offered for sending, Monday to Sunday, with their stored number (0 = Sunday).
 * @rule prospecting §5 · sending weekdays Monday to Sunday
 */
export const SENDABLE_WEEKDAYS: readonly CatalogueEntry<SendableWeekday>[] = labelled<CatalogueEntry<SendableWeekday>>('sendableWeekdays', [
  { id: 1 },
  { id: 2 },
  { id: 3 },
  { id: 4 },
  { id: 5 },
  { id: 6 },
  { id: 0 },
]);

/** An hour choice of the sending window selects. */
export interface SendingHourChoice {
  readonly hour: number;
  readonly label: string;
}

/**
 * The hourly choices of the sending window: "02:00" to "22:00".
 * @rule prospecting §5 · sending window hourly choices 02:00 to 22:00
 */
export const SENDING_HOUR_CHOICES: readonly SendingHourChoice[] = Array.from({ length: 21 }, (_, index) => {
  const hour = index + 2;
  return { hour, label: `${String(hour).padStart(2, '0')}:00` };
});

/**
 * Allowed start hours (7 to 21) and end hours (8 to 22), inclusive.
 * @rule prospecting §5 · sending window start hour 7 to 21, end hour 8 to 22
 */
export const SENDING_WINDOW_HOURS = {
  start: { min: 7, max: 21 },
  end: { min: 8, max: 22 },
} as const;

/**
 * The hour choices valid for the start, then for the end, of the window.
 * @rule prospecting §5 · sending window choices restricted to the allowed start and end hours
 */
export function sendingHourChoicesFor(bound: 'start' | 'end'): readonly SendingHourChoice[] {
  const { min, max } = SENDING_WINDOW_HOURS[bound];
  return SENDING_HOUR_CHOICES.filter((choice) => choice.hour >= min && choice.hour <= max);
}

const isSendableWeekday = (value: number): value is SendableWeekday =>
  Number.isInteger(value) && value >= 0 && value <= 6;

/**
 * Reads a stored sendable_days string ("1,2,3"): tokens are trimmed, invalid or out-of-range tokens ignored,
 * duplicates removed, result sorted ascending. `""` gives `[]`.
 * @rule prospecting §3 · sendable_days is comma-separated weekday numbers 0 to 6
 */
export function parseSendableDays(value: string | null | undefined): SendableWeekday[] {
  if (!value) return [];
  const days = new Set<SendableWeekday>();
  for (const token of value.split(',')) {
    const trimmed = token.trim();
    if (!/^\d$/.test(trimmed)) continue;
    const day = Number(trimmed);
    if (isSendableWeekday(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Writes sendable days as stored: unique, ascending, comma-separated without spaces ([5, 1, 1] → "1,5").
 * @rule prospecting §3 · sendable_days is comma-separated weekday numbers 0 to 6 (format)
 */
export function formatSendableDays(days: readonly number[]): string {
  return [...new Set(days.filter(isSendableWeekday))].sort((a, b) => a - b).join(',');
}

/** The sending-window fields of a sequence (entity field names). */
export interface SequenceSendingWindow {
  readonly sendable_days: string;
  readonly sendable_start_hour: number;
  readonly sendable_end_hour: number;
}

export type SendingWindowErrorCode =
  | 'SEQUENCE.START_HOUR_OUT_OF_RANGE'
  | 'SEQUENCE.END_HOUR_OUT_OF_RANGE'
  | 'SEQUENCE.END_HOUR_NOT_AFTER_START'
  | 'SEQUENCE.INVALID_SENDABLE_DAYS'
  | 'SEQUENCE.NO_SENDABLE_DAY';

/**
 * Validates a sending window; the first failure is returned, checked in this order: start hour in 7..21 (integer),
 * end hour in 8..22 (integer), end strictly after start, every sendable_days token an integer 0..6, at least one day.
 * On success the value carries sendable_days normalised by `formatSendableDays`.
 * @rule prospecting §5 · sending window validation (hours, order, weekdays)
 */
export function validateSendingWindow(window: SequenceSendingWindow): Result<SequenceSendingWindow, SendingWindowErrorCode> {
  const { sendable_start_hour: start, sendable_end_hour: end, sendable_days: days } = window;
  const inRange = (hour: number, bound: 'start' | 'end') =>
    Number.isInteger(hour) && hour >= SENDING_WINDOW_HOURS[bound].min && hour <= SENDING_WINDOW_HOURS[bound].max;
  if (!inRange(start, 'start')) return fail('SEQUENCE.START_HOUR_OUT_OF_RANGE', { start, ...SENDING_WINDOW_HOURS.start });
  if (!inRange(end, 'end')) return fail('SEQUENCE.END_HOUR_OUT_OF_RANGE', { end, ...SENDING_WINDOW_HOURS.end });
  if (end <= start) return fail('SEQUENCE.END_HOUR_NOT_AFTER_START', { start, end });
  const tokens = days.split(',').map((token) => token.trim());
  const nonEmpty = tokens.filter((token) => token !== '');
  if (nonEmpty.length === 0) return fail('SEQUENCE.NO_SENDABLE_DAY');
  const invalid = nonEmpty.filter((token) => !/^[0-6]$/.test(token));
  if (invalid.length > 0 || nonEmpty.length !== tokens.length) {
    return fail('SEQUENCE.INVALID_SENDABLE_DAYS', { sendable_days: days });
  }
  return ok({ ...window, sendable_days: formatSendableDays(parseSendableDays(days)) });
}

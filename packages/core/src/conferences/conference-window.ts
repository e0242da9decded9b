import { DateTime } from 'luxon';

/** The zone whose calendar day starts the conference list when the caller's own zone is not known (designed). */
export const CONFERENCE_DEFAULT_ZONE = 'Europe/Paris';

/**
 * The calendar day of an instant in a zone, as an ISO date (`2026-11-26`); `null` for an invalid instant or zone.
 * @rule prospecting §9 · "today" is the calendar day of the user's zone, not UTC's
 */
export function calendarDayIn(now: Date, zone: string): string | null {
  const day = DateTime.fromJSDate(now, { zone });
  return day.isValid ? day.toISODate() : null;
}

/** The start-date window of a conference search: `from` always, `to` when an end was asked (both inclusive). */
export interface ConferenceWindow {
  readonly from: string;
  readonly to: string | null;
}

/** What the caller asked: the first and last start dates (ISO dates), each optional. */
export interface ConferenceWindowAsked {
  readonly startDateMin?: string | undefined;
  readonly startDateMax?: string | undefined;
}

/**
 * The start-date window of the conference list: from the asked first day, else from `today` (the list starts today);
 * up to the asked last day when there is one. `null` when the window ends before it starts (a refused range: the
 * asked end before the asked start, or before today when no start is asked). ISO dates compare as text.
 * @rule prospecting §2 · the conference list starts today unless another first day is asked
 * @rule prospecting §7 · a conference date range whose end is before its start is refused
 */
export function conferenceWindow(asked: ConferenceWindowAsked, today: string): ConferenceWindow | null {
  const from = asked.startDateMin ?? today;
  const to = asked.startDateMax ?? null;
  if (to !== null && to < from) return null;
  return { from, to };
}

/** Whether a conference starting on `startDate` is inside the window (the oracle of the SQL filter). */
export function conferenceStartsInWindow(startDate: string, window: ConferenceWindow): boolean {
  return startDate >= window.from && (window.to === null || startDate <= window.to);
}

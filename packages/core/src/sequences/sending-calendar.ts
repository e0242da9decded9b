import { DateTime } from 'luxon';
import { frenchPublicHolidays, isFrenchPublicHoliday } from './french-public-holidays';
import { SEQUENCE_TIMEZONE, parseSendableDays } from './sending-window';

/** The sending window of a sequence as the calendar reads it (all values passed in; no system time zone). */
export interface SendingCalendar {
  /** sequence.sendable_days ("1,2,3,4,5", 0 = Sunday) or already parsed weekday numbers. */
  readonly sendableDays: string | readonly number[];
  /** sendable_start_hour: sending opens at this hour (local wall clock). */
  readonly startHour: number;
  /** sendable_end_hour: sending closes at this hour (excluded). */
  readonly endHour: number;
  /** sendable_timezone (IANA); defaults to Europe/Paris. */
  readonly timezone?: string;
}

/** One sending window of one day, in epoch milliseconds: [start, end) inside the local day [dayStart, dayEnd). */
export interface SendingDayWindow {
  /** The local date, "yyyy-MM-dd". */
  readonly date: string;
  readonly start: number;
  readonly end: number;
  readonly dayStart: number;
  readonly dayEnd: number;
}

/** How far the calendar looks for an open day before giving up (a window that never opens). */
const HORIZON_DAYS = 800;

const sendableDaysOf = (calendar: Pick<SendingCalendar, 'sendableDays'>): ReadonlySet<number> =>
  new Set(
    typeof calendar.sendableDays === 'string'
      ? parseSendableDays(calendar.sendableDays)
      : calendar.sendableDays.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6),
  );

const validHours = (calendar: SendingCalendar): boolean =>
  Number.isInteger(calendar.startHour) &&
  Number.isInteger(calendar.endHour) &&
  calendar.startHour >= 0 &&
  calendar.endHour <= 24 &&
  calendar.endHour > calendar.startHour;

/**
 * Whether a local day is a sending day: its weekday is sendable (0 = Sunday) and it is no French public holiday.
 * @rule design · a sending day is a sendable weekday that is no French public holiday
 */
export function isSendingDay(calendar: SendingCalendar, day: DateTime): boolean {
  const local = day.setZone(calendar.timezone ?? SEQUENCE_TIMEZONE);
  if (!local.isValid) return false;
  return sendableDaysOf(calendar).has(local.weekday % 7) && !isFrenchPublicHoliday(local.toISODate() ?? '');
}

/**
 * The sending windows from the day of `from` on (that day included when it is a sending day, even if its window has
 * closed), `count` of them at most, each as epoch milliseconds. Hours are local wall-clock hours of the sequence's
 * time zone, so a window keeps its hours across daylight-saving changes. Empty when no weekday is sendable, the hours
 * or the time zone are invalid.
 * @rule prospecting §5 · sending windows: sendable days and hours in the sequence's time zone, holidays skipped
 */
export function sendingWindowsFrom(calendar: SendingCalendar, from: DateTime, count: number): SendingDayWindow[] {
  const zone = calendar.timezone ?? SEQUENCE_TIMEZONE;
  const days = sendableDaysOf(calendar);
  const windows: SendingDayWindow[] = [];
  if (days.size === 0 || !validHours(calendar)) return windows;
  let day = from.setZone(zone).startOf('day');
  if (!day.isValid) return windows;
  for (let scanned = 0; windows.length < count && scanned < HORIZON_DAYS + count; scanned += 1) {
    const date = day.toISODate() ?? '';
    const next = day.plus({ days: 1 }).startOf('day');
    if (days.has(day.weekday % 7) && !isFrenchPublicHoliday(date)) {
      windows.push({
        date,
        start: day.set({ hour: calendar.startHour }).toMillis(),
        end: (calendar.endHour === 24 ? next : day.set({ hour: calendar.endHour })).toMillis(),
        dayStart: day.toMillis(),
        dayEnd: next.toMillis(),
      });
    }
    day = next;
  }
  return windows;
}

/**
 * The next sending instant at or after `instant`: the instant itself when it falls inside an open window, else the
 * opening of the next sending day's window (closed hours, non-sendable weekdays and French public holidays skipped),
 * in the sequence's time zone. `null` when the window never opens (no sendable day, invalid hours or time zone).
 * @rule prospecting §5 · next sending instant (window hours, sendable days, holidays, sequence time zone)
 */
export function nextSendingInstant(calendar: SendingCalendar, instant: DateTime): DateTime | null {
  const zone = calendar.timezone ?? SEQUENCE_TIMEZONE;
  const at = instant.setZone(zone);
  if (!at.isValid) return null;
  const millis = at.toMillis();
  let from: DateTime = at;
  // Windows come a handful at a time: today's may have closed, then the next ones open.
  for (let round = 0; round < 4; round += 1) {
    const windows = sendingWindowsFrom(calendar, from, 8);
    if (windows.length === 0) return null;
    for (const window of windows) {
      if (window.end > millis) return DateTime.fromMillis(Math.max(millis, window.start), { zone });
    }
    from = DateTime.fromMillis(windows[windows.length - 1]!.dayEnd, { zone });
  }
  return null;
}

/**
 * The `n`-th sending day (1 = the first) on or after a local date ("yyyy-MM-dd"), as "yyyy-MM-dd": sendable weekdays
 * that are no French public holiday. Calendar arithmetic only (no time zone is involved in counting days). `null`
 * when no weekday is sendable or the date is unreadable.
 * @rule design · sending days are counted on sendable weekdays, French public holidays skipped
 */
export function nthSendingDayFrom(calendar: Pick<SendingCalendar, 'sendableDays'>, isoDate: string, n: number): string | null {
  const days = sendableDaysOf(calendar);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (days.size === 0 || match === null) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  let counted = 0;
  const needed = Math.max(1, Math.floor(n));
  // Far targets: whole 52-week blocks at once (each sendable weekday 52 times, less the holidays falling on one).
  while (needed - counted > 400) {
    const from = day.toISOString().slice(0, 10);
    const to = new Date(day.getTime() + 364 * 86_400_000).toISOString().slice(0, 10);
    const year = day.getUTCFullYear();
    const holidays = [...frenchPublicHolidays(year), ...frenchPublicHolidays(year + 1)].filter(
      (holiday) => holiday >= from && holiday < to && days.has(new Date(`${holiday}T00:00:00Z`).getUTCDay()),
    );
    counted += 52 * days.size - holidays.length;
    day.setUTCDate(day.getUTCDate() + 364);
  }
  for (;;) {
    const date = day.toISOString().slice(0, 10);
    if (days.has(day.getUTCDay()) && !isFrenchPublicHoliday(date)) {
      counted += 1;
      if (counted === needed) return date;
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

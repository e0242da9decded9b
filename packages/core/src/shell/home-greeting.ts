import { DateTime } from 'luxon';

/**
 * From this hour of the user's day the home page says good evening instead of good morning.
 * @rule design · the home page greets "Bonjour" before 18:00 and "Bonsoir" from 18:00, in the user's time zone
 */
export const EVENING_HOUR = 18;

/** Which greeting the home page shows: the web's `shell.home.greetingMorning` or `shell.home.greetingEvening`. */
export type GreetingPart = 'morning' | 'evening';

/** The home page's hero for an instant: which greeting, and the date written out in the user's language. */
export interface HomeGreeting {
  readonly part: GreetingPart;
  /** Weekday, day, month and year in full, in `locale` ("mercredi 25 novembre 2026"). */
  readonly date: string;
}

/**
 * The greeting and the date the home page shows at `now` in the IANA `zone`, in `locale`; `null` when the zone is
 * not one the runtime knows. One definition for the browser (HomePage) and for the server, which writes the same
 * hero into the home page's HTML before any script runs (docs/adr/009-first-paint-without-script.md).
 * @rule design · the home page's date is the weekday, day, month and year in full, in the user's time zone
 */
export function homeGreeting(now: Date, zone: string, locale: string): HomeGreeting | null {
  const zoned = DateTime.fromJSDate(now, { zone }).setLocale(locale);
  if (!zoned.isValid) return null;
  return { part: zoned.hour >= EVENING_HOUR ? 'evening' : 'morning', date: zoned.toLocaleString(DateTime.DATE_HUGE) };
}

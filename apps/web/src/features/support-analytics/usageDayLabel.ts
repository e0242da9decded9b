import { DateTime } from 'luxon';

/** A French day (`YYYY-MM-DD`) as the chart's axis writes it: "12 mars" (the language of the page). */
export function shortDayLabel(day: string, language: string): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).setLocale(language).toFormat('d LLL');
}

/** A French day in full, for the tables: "jeudi 12 mars 2026". */
export function longDayLabel(day: string, language: string): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).setLocale(language).toFormat('cccc d LLLL yyyy');
}

import { text } from '../i18n/text';
import type { Text } from '../i18n/text';
import { calendarDayIn } from './conference-window';

/** Up to this many days ahead a conference reads "dans N jours"; further, its date (designed). */
export const CONFERENCE_DAY_HORIZON = 30;

/** Whole days from one ISO calendar day to another (UTC arithmetic on dates without zone). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `2026-03-12` → `12/03/2026`. */
const frenchDate = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * When a conference is, relative to today in the user's zone (texts `conferenceDay.*`): "aujourd’hui" on its first
 * day, "en cours" on a later day of it, "demain", "dans N jours" up to CONFERENCE_DAY_HORIZON days ahead, otherwise
 * "le DD/MM/YYYY" (further ahead, or over). Calendar days, not hours: a conference of today is not "il y a 7 heures".
 * @rule app-shell §5 · conference dates read relative to today's calendar day in the user's zone
 */
export function conferenceDay(startDate: string, endDate: string | null, now: Date, zone: string): Text {
  const start = startDate.slice(0, 10);
  const end = (endDate ?? startDate).slice(0, 10);
  const today = calendarDayIn(now, zone);
  if (today === null) return text('conferenceDay.on', { date: frenchDate(start) });
  const ahead = daysBetween(today, start);
  if (ahead === 0) return text('conferenceDay.today');
  if (ahead < 0 && end >= today) return text('conferenceDay.ongoing');
  if (ahead === 1) return text('conferenceDay.tomorrow');
  if (ahead > 1 && ahead <= CONFERENCE_DAY_HORIZON) return text('conferenceDay.inDays', { count: ahead });
  return text('conferenceDay.on', { date: frenchDate(start) });
}

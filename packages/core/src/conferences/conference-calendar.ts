/** Longest content line of an iCalendar file, in octets, the CRLF excluded (RFC 5545, section 3.1). */
export const ICALENDAR_LINE_OCTETS = 75;

/** The conference an iCalendar file describes (dates are ISO calendar days; the end day is the last day, inclusive). */
export interface CalendarConference {
  readonly id: number;
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly location: string | null;
  readonly organisers: readonly string[];
}

/** What the file needs from outside: the stamp instant, the UID domain and the translated organisers label. */
export interface CalendarOptions {
  /** DTSTAMP: when the file is made (passed in: core reads no clock). */
  readonly stamp: Date;
  /** The right-hand side of the UID (`conference-12@<domain>`), stable for a conference. */
  readonly uidDomain: string;
  /** The label before the organisers in DESCRIPTION ("Organisateurs"), from the caller's i18n. */
  readonly organisersLabel: string;
}

/**
 * A TEXT value escaped (RFC 5545, section 3.3.11): backslash, semicolon and comma preceded by a backslash, every line break
 * (CRLF, CR or LF) as `\n`; the other control characters (but HTAB), which TEXT does not allow, are dropped.
 * @rule design · iCalendar TEXT escapes \ ; , and line breaks
 */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}

const encoder = new TextEncoder();

/**
 * A content line folded (RFC 5545, section 3.1): physical lines of at most 75 octets, each continuation starting with one
 * space (counted in its 75), cut between characters, never inside a UTF-8 sequence; joined with CRLF.
 * @rule design · iCalendar lines are folded at 75 octets without splitting a UTF-8 character
 */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > ICALENDAR_LINE_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** `2026-03-12` → `20260312`. */
const calendarDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** The day after an ISO calendar day (UTC arithmetic on a date without zone: no daylight-saving effect). */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** An all-day date property (`DTSTART;VALUE=DATE:20260312`). */
const allDay = (name: 'DTSTART' | 'DTEND', day: string) => [name, 'VALUE=DATE'].join(';') + ':' + day;

/** An instant as an iCalendar UTC date-time (`20261126T062400Z`). */
const calendarStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/**
 * The iCalendar file (RFC 5545) of a conference: one VCALENDAR with one all-day VEVENT — UID
 * `conference-{id}@{uidDomain}`, DTSTAMP passed in, DTSTART the first day and DTEND the day after the last (the end of
 * an all-day event is exclusive), SUMMARY the name, LOCATION the place when known, DESCRIPTION "{label} : A, B" when
 * there are organisers. TEXT values escaped, lines folded at 75 octets, CRLF line ends (the last line too).
 * @rule prospecting §2 · a conference can be downloaded as a calendar file (.ics)
 */
export function conferenceCalendar(conference: CalendarConference, options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cible//Conferences//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:conference-${conference.id}@${escapeCalendarText(options.uidDomain)}`,
    `DTSTAMP:${calendarStamp(options.stamp)}`,
    allDay('DTSTART', calendarDate(conference.startDate)),
    allDay('DTEND', calendarDate(nextDay(conference.endDate))),
    `SUMMARY:${escapeCalendarText(conference.name)}`,
    ...(conference.location ? [`LOCATION:${escapeCalendarText(conference.location)}`] : []),
    ...(conference.organisers.length > 0
      ? [`DESCRIPTION:${escapeCalendarText(`${options.organisersLabel} : ${conference.organisers.join(', ')}`)}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}

/** The file name of a conference's calendar file: its name's letters and digits, `-` between words. */
export function conferenceCalendarFileName(conference: Pick<CalendarConference, 'id' | 'name'>): string {
  const slug = conference.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug === '' ? `conference-${conference.id}` : slug}.ics`;
}

import { DateTime } from 'luxon';

/** Lower case, accents and typographic apostrophes folded, spaces collapsed: what the patterns below read. */
export function foldMailText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const MONTHS: Readonly<Record<string, number>> = {
  janvier: 1, janv: 1, january: 1, jan: 1,
  fevrier: 2, fevr: 2, fev: 2, february: 2, feb: 2,
  mars: 3, march: 3, mar: 3,
  avril: 4, avr: 4, april: 4, apr: 4,
  mai: 5, may: 5,
  juin: 6, june: 6, jun: 6,
  juillet: 7, juil: 7, july: 7, jul: 7,
  aout: 8, august: 8, aug: 8,
  septembre: 9, september: 9, sept: 9, sep: 9,
  octobre: 10, october: 10, oct: 10,
  novembre: 11, november: 11, nov: 11,
  decembre: 12, december: 12, dec: 12,
};

const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:er|st|nd|rd|th)?';
const YEAR = '(\\d{4})';
/** "12 décembre 2026", "1er janvier", "3rd of January, 2027". */
const DAY_MONTH = new RegExp(`\\b${DAY}(?: of)? ${MONTH}(?:,? ${YEAR})?\\b`, 'g');
/** "December 12th, 2026", "January 3". */
const MONTH_DAY = new RegExp(`\\b${MONTH} ${DAY}(?:,? ${YEAR})?\\b`, 'g');
/** "3/01", "12/12/2026", "03.01.27", "3-1-2027": day first. */
const NUMERIC = /\b(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?\b/g;
/** "2027-01-03". */
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;

/**
 * The words that announce a return (French and English, folded): a date within a few words after one of them is the
 * return date.
 */
const RETURN_CUES = /(?:jusqu'(?:au|a|le)|de retour|retour prevu|serai la|reprendrai|reprise|until|till|back|returns?|returning)\W*$/;

/** Words between a cue and its date ("de retour à partir du lundi 3", "back in the office on Monday, 5th"). */
const FILLER = /(?:\b(?:le|la|du|the|on|a partir|des|in|at|to|office|work|my|desk|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b\W*)$/;

interface FoundDate {
  readonly index: number;
  readonly day: number;
  readonly month: number;
  readonly year: number | null;
}

function collect(folded: string): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (index: number, day: string | undefined, month: number | undefined, year: string | undefined) => {
    if (day === undefined || month === undefined) return;
    const fullYear = year === undefined ? null : year.length === 2 ? 2000 + Number(year) : Number(year);
    found.push({ index, day: Number(day), month, year: fullYear });
  };
  for (const match of folded.matchAll(DAY_MONTH)) add(match.index, match[1], MONTHS[match[2]!], match[3]);
  for (const match of folded.matchAll(MONTH_DAY)) add(match.index, match[2], MONTHS[match[1]!], match[3]);
  for (const match of folded.matchAll(ISO)) add(match.index, match[3], Number(match[2]), match[1]);
  for (const match of folded.matchAll(NUMERIC)) {
    // Not the tail of an ISO date already read ("2027-01-03" holds "01-03").
    if (match.index > 0 && /[\d-]/.test(folded[match.index - 1]!)) continue;
    add(match.index, match[1], Number(match[2]), match[3]);
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The calendar day a found date names, its year inferred as the first on or after `received` when missing. */
function resolve(date: FoundDate, received: DateTime): DateTime | null {
  const on = (year: number) => DateTime.fromObject({ year, month: date.month, day: date.day }, { zone: 'utc' });
  if (date.year !== null) {
    const exact = on(date.year);
    return exact.isValid ? exact : null;
  }
  const sameYear = on(received.year);
  if (sameYear.isValid && sameYear >= received) return sameYear;
  // "jusqu'au 3 janvier" written in December; a day-month already past this year is read next year only when that is
  // within six months (no absence lasts longer; "notre échange du 12/10" is no return date).
  const nextYear = on(received.year + 1);
  return nextYear.isValid && nextYear <= received.plus({ months: 6 }) ? nextYear : null;
}

/**
 * The return date an out-of-office message names (French or English), as `YYYY-MM-DD`, or `null` when it names
 * none. `receivedOn` (`YYYY-MM-DD`) dates the message: a date without a year is the first one on or after it (next
 * year's only within six months), and dates before it or more than a year after it are ignored. Numeric dates read day first ("3/01" is the 3rd of January), as French mail writes
 * them. The date right after a return cue ("jusqu'au", "de retour le", "back on", "until"…) wins; without a cue, the
 * latest date of the message (the end of "absent du 2 au 6 janvier").
 * @rule prospecting §4 · out-of-office return date (French and English, day first, year inferred) (designed)
 */
export function outOfOfficeReturnDate(text: string, receivedOn: string): string | null {
  const received = DateTime.fromISO(receivedOn, { zone: 'utc' }).startOf('day');
  if (!received.isValid) return null;
  const folded = foldMailText(text);
  const dates = collect(folded)
    .map((date) => ({ date, day: resolve(date, received) }))
    .filter((entry): entry is { date: FoundDate; day: DateTime } => entry.day !== null && entry.day >= received && entry.day <= received.plus({ years: 1 }));
  if (dates.length === 0) return null;
  const cued = dates.find(({ date }) => {
    let before = folded.slice(Math.max(0, date.index - 60), date.index);
    for (;;) {
      if (RETURN_CUES.test(before)) return true;
      const stripped = before.replace(FILLER, '');
      if (stripped === before) return false;
      before = stripped;
    }
  });
  const chosen = cued ?? dates.reduce((latest, entry) => (entry.day > latest.day ? entry : latest));
  return chosen.day.toISODate();
}

/**
 * Until when an out-of-office reply pauses its target: the start of the day after the return date, in the
 * sequence's time zone (the returning person first reads the pile of mail, then ours), as an ISO instant.
 * @rule prospecting §4 · out-of-office pauses the target until the day after the return date (designed)
 */
export function outOfOfficePausedUntil(returnDate: string, timeZone: string): string {
  const day = DateTime.fromISO(returnDate, { zone: timeZone }).startOf('day').plus({ days: 1 });
  return day.toUTC().toISO()!;
}

/** A calendar day (Gregorian), month 1..12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Easter Sunday of a Gregorian year (Meeus/Jones/Butcher "anonymous Gregorian" algorithm).
 * @rule design · Easter Sunday (Gregorian computus), the base of the moving French public holidays
 */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const iso = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The calendar day `days` after a day (UTC arithmetic on dates: no time zone involved). */
const plusDays = (date: CalendarDay, days: number): string => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return iso(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
};

/**
 * The fixed French public holidays (month, day): 1 January, 1 May, 8 May, 14 July, 15 August, 1 November,
 * 11 November, 25 December.
 * @rule design · fixed French public holidays are not sending days
 */
export const FRENCH_FIXED_PUBLIC_HOLIDAYS: readonly (readonly [month: number, day: number])[] = [
  [1, 1],
  [5, 1],
  [5, 8],
  [7, 14],
  [8, 15],
  [11, 1],
  [11, 11],
  [12, 25],
];

/**
 * The days after Easter Sunday of the moving French public holidays: Easter Monday (+1), Ascension (+39),
 * Whit Monday (+50). Good Friday and 26 December (Alsace-Moselle only) are not national holidays.
 * @rule design · moving French public holidays (Easter Monday, Ascension, Whit Monday) are not sending days
 */
export const FRENCH_EASTER_OFFSETS: readonly number[] = [1, 39, 50];

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The French public holidays of a year as ISO dates ("2025-04-21"), ascending, each once (Ascension may be 1 or 8 May). */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const days = [
    ...FRENCH_FIXED_PUBLIC_HOLIDAYS.map(([month, day]) => iso(year, month, day)),
    ...FRENCH_EASTER_OFFSETS.map((offset) => plusDays(easter, offset)),
  ];
  return [...new Set(days)].sort();
}

/**
 * Whether an ISO calendar date ("yyyy-MM-dd", a day in the sequence's time zone) is a French public holiday.
 * @rule design · French public holidays are not sending days (issue 18)
 */
export function isFrenchPublicHoliday(isoDate: string): boolean {
  const year = Number(isoDate.slice(0, 4));
  if (!Number.isInteger(year)) return false;
  let set = holidaysByYear.get(year);
  if (set === undefined) {
    set = new Set(frenchPublicHolidays(year));
    holidaysByYear.set(year, set);
  }
  return set.has(isoDate.slice(0, 10));
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { estimateSequenceEndDate, sequenceDailyMailShare } from './estimate-end-date';
import type { SequenceEndDateInput } from './estimate-end-date';
import type { SequenceStep } from './next-step';
import { SEQUENCE_TIMEZONE } from './sending-window';

/** Independent holiday list for the oracle: the fixed days, and Easter Sundays from published tables. */
const EASTERS: Record<number, string> = {};
for (const [year, date] of Object.entries({
  1965: '04-18', 1966: '04-10', 1967: '03-26', 1968: '04-14', 1969: '04-06', 1970: '03-29', 1971: '04-11', 1972: '04-02',
  1973: '04-22', 1974: '04-14', 1975: '03-30', 1976: '04-18', 1977: '04-10', 1978: '03-26', 1979: '04-15', 1980: '04-06',
  1981: '04-19', 1982: '04-11', 1983: '04-03', 1984: '04-22', 1985: '04-07', 1986: '03-30', 1987: '04-19', 1988: '04-03',
  1989: '03-26', 1990: '04-15', 1991: '03-31', 1992: '04-19', 1993: '04-11', 1994: '04-03', 1995: '04-16', 1996: '04-07',
  1997: '03-30', 1998: '04-12', 1999: '04-04', 2000: '04-23', 2001: '04-15', 2002: '03-31', 2003: '04-20', 2004: '04-11',
  2005: '03-27', 2006: '04-16', 2007: '04-08', 2008: '03-23', 2009: '04-12', 2010: '04-04', 2011: '04-24', 2012: '04-08',
  2013: '03-31', 2014: '04-20', 2015: '04-05', 2016: '03-27', 2017: '04-16', 2018: '04-01', 2019: '04-21', 2020: '04-12',
  2021: '04-04', 2022: '04-17', 2023: '04-09', 2024: '03-31', 2025: '04-20', 2026: '04-05', 2027: '03-28', 2028: '04-16',
  2029: '04-01', 2030: '04-21', 2031: '04-13', 2032: '03-28', 2033: '04-17', 2034: '04-09', 2035: '03-25', 2036: '04-13',
  2037: '04-05', 2038: '04-25', 2039: '04-10', 2040: '04-01', 2041: '04-21', 2042: '04-06', 2043: '03-29', 2044: '04-17',
  2045: '04-09',
})) EASTERS[Number(year)] = `${year}-${date}`;
const oracleHolidays = new Set<string>();
for (let year = 1965; year <= 2045; year += 1) {
  for (const fixed of ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25']) oracleHolidays.add(`${year}-${fixed}`);
  const easter = DateTime.fromISO(EASTERS[year] ?? '', { zone: 'utc' });
  for (const offset of [1, 39, 50]) oracleHolidays.add(easter.plus({ days: offset }).toISODate() ?? '');
}

const paris = (iso: string) => DateTime.fromISO(iso, { zone: SEQUENCE_TIMEZONE });

const threeSteps: SequenceStep[] = [
  { id: 1, position: 1, type_id: 2, link_list: [{ next_step_id: 2, interval: 2 }] },
  { id: 2, position: 2, type_id: 2, link_list: [{ next_step_id: 3, interval: null }] },
  { id: 3, position: 3, type_id: 1, link_list: [] },
];

const base: SequenceEndDateInput = {
  mailToSend: 120,
  dailyThreshold: 100,
  ownerOngoingSequenceCount: 1,
  isOngoing: false,
  sendableDays: '1,2,3,4,5',
  steps: threeSteps,
  startDate: '2024-03-11',
  now: paris('2024-03-07T10:00:00'),
};

describe('sequenceDailyMailShare', () => {
  it('shares the threshold among ongoing sequences, plus one when this one is not ongoing', () => {
    expect(sequenceDailyMailShare({ dailyThreshold: 100, ownerOngoingSequenceCount: 1, isOngoing: false })).toBe(50);
    expect(sequenceDailyMailShare({ dailyThreshold: 100, ownerOngoingSequenceCount: 3, isOngoing: true })).toBe(33);
    expect(sequenceDailyMailShare({ dailyThreshold: 100, ownerOngoingSequenceCount: 0, isOngoing: true })).toBe(100);
    expect(sequenceDailyMailShare({ dailyThreshold: 0, ownerOngoingSequenceCount: 0, isOngoing: false })).toBe(1);
    expect(sequenceDailyMailShare({ dailyThreshold: 3, ownerOngoingSequenceCount: 9, isOngoing: true })).toBe(1);
  });
});

describe('estimateSequenceEndDate', () => {
  it('matches the worked example of docs/rules/sequences.md (Mon 18 March 2024)', () => {
    const end = estimateSequenceEndDate(base);
    expect(end?.toISODate()).toBe('2024-03-18');
    expect(end?.zoneName).toBe(SEQUENCE_TIMEZONE);
    expect(end?.hour).toBe(0);
  });

  it('starts from now when the start date is past or missing', () => {
    const now = paris('2024-03-07T10:00:00'); // Thursday
    expect(estimateSequenceEndDate({ ...base, startDate: null, steps: [], mailToSend: 0, now })?.toISODate()).toBe('2024-03-07');
    expect(estimateSequenceEndDate({ ...base, startDate: '2024-01-01', steps: [], mailToSend: 100, now })?.toISODate()).toBe('2024-03-08');
  });

  it('uses 0 = Sunday and moves forward to the next sendable weekday', () => {
    const now = paris('2024-03-04T08:00:00'); // Monday
    expect(estimateSequenceEndDate({ ...base, sendableDays: '0', startDate: null, steps: [], mailToSend: 0, now })?.toISODate()).toBe('2024-03-10');
    expect(estimateSequenceEndDate({ ...base, sendableDays: [6], startDate: null, steps: [], mailToSend: 0, now })?.weekday).toBe(6);
  });

  it('uses the runner\'s calendar: a Friday whose window has closed is no sending day, nor a public holiday', () => {
    const only = { ...base, steps: [], mailToSend: 0, startDate: null };
    expect(estimateSequenceEndDate({ ...only, now: paris('2024-03-08T19:00:00') })?.toISODate()).toBe('2024-03-11');
    expect(estimateSequenceEndDate({ ...only, now: paris('2024-03-08T17:59:00') })?.toISODate()).toBe('2024-03-08');
    expect(estimateSequenceEndDate({ ...only, now: paris('2024-03-08T17:00:00'), endHour: 17 })?.toISODate()).toBe('2024-03-11');
    // Wednesday 8 May 2024 (Victoire 1945) then Thursday 9 May (Ascension): Friday 10 May.
    expect(estimateSequenceEndDate({ ...only, now: paris('2024-05-07T20:00:00') })?.toISODate()).toBe('2024-05-10');
    // 3 sending days from Friday 10 May: 10, 13, 14 (Whit Monday is 20 May).
    expect(estimateSequenceEndDate({ ...only, mailToSend: 150, now: paris('2024-05-07T20:00:00') })?.toISODate()).toBe('2024-05-14');
  });

  it('counts whole weeks of sending days', () => {
    // 50 per day, 500 mails: 10 sending days Monday–Friday from Monday 4 March → Friday 15 March.
    const now = paris('2024-03-04T08:00:00');
    expect(estimateSequenceEndDate({ ...base, mailToSend: 500, startDate: null, steps: [], now })?.toISODate()).toBe('2024-03-15');
  });

  it('is null without sendable days or with an invalid time zone', () => {
    expect(estimateSequenceEndDate({ ...base, sendableDays: '' })).toBeNull();
    expect(estimateSequenceEndDate({ ...base, sendableDays: [] })).toBeNull();
    expect(estimateSequenceEndDate({ ...base, timezone: 'Mars/Olympus' })).toBeNull();
  });

  it('reads the date in Europe/Paris, not UTC (late evening UTC is the next day in Paris)', () => {
    const now = DateTime.fromISO('2024-03-07T23:30:00Z', { zone: 'utc' }); // Friday 8 March 00:30 in Paris
    expect(estimateSequenceEndDate({ ...base, startDate: null, steps: [], mailToSend: 0, now })?.toISODate()).toBe('2024-03-08');
  });

  it('keeps only weekday numbers 0..6 of a parsed list (7, -1 or 2.5 are no weekday)', () => {
    const now = paris('2024-03-04T08:00:00'); // Monday
    const at = (sendableDays: readonly number[]) => estimateSequenceEndDate({ ...base, sendableDays, startDate: null, steps: [], mailToSend: 0, now });
    expect(at([7])).toBeNull();
    expect(at([-1])).toBeNull();
    expect(at([2.5])).toBeNull();
    expect(at([7, -1, 3, 2.5])?.toISODate()).toBe('2024-03-06'); // Wednesday (3) only
  });

  it('reads a start date given as a luxon date, and ignores a missing or unreadable one', () => {
    const now = paris('2024-03-04T08:00:00'); // Monday
    const only = { ...base, steps: [], mailToSend: 0, now };
    expect(estimateSequenceEndDate({ ...only, startDate: paris('2024-03-13T15:00:00') })?.toISODate()).toBe('2024-03-13');
    expect(estimateSequenceEndDate({ ...only, startDate: DateTime.fromISO('2024-03-13T23:30:00Z') })?.toISODate()).toBe('2024-03-14'); // Paris day
    const { startDate: _omitted, ...withoutStart } = only;
    expect(estimateSequenceEndDate(withoutStart)?.toISODate()).toBe('2024-03-04');
    expect(estimateSequenceEndDate({ ...only, startDate: 'le 13 mars' })?.toISODate()).toBe('2024-03-04');
    expect(estimateSequenceEndDate({ ...only, startDate: DateTime.invalid('unreadable') })?.toISODate()).toBe('2024-03-04');
  });

  const inputArb = fc.record({
    mailToSend: fc.integer({ min: 0, max: 100_000 }),
    dailyThreshold: fc.integer({ min: 0, max: 2_000 }),
    ownerOngoingSequenceCount: fc.integer({ min: 0, max: 20 }),
    isOngoing: fc.boolean(),
    sendableDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    intervals: fc.array(fc.option(fc.integer({ min: 0, max: 30 })), { maxLength: 6 }),
    startOffsetDays: fc.option(fc.integer({ min: -60, max: 60 })),
    nowMillis: fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2027, 0, 1) }),
  });

  const toInput = (v: typeof inputArb extends fc.Arbitrary<infer T> ? T : never): SequenceEndDateInput => {
    const steps: SequenceStep[] = v.intervals.map((interval, index) => ({
      id: index + 1,
      position: index + 1,
      type_id: 2,
      link_list: index + 1 < v.intervals.length ? [{ next_step_id: index + 2, interval }] : [],
    }));
    const now = DateTime.fromMillis(v.nowMillis, { zone: 'utc' });
    return {
      mailToSend: v.mailToSend,
      dailyThreshold: v.dailyThreshold,
      ownerOngoingSequenceCount: v.ownerOngoingSequenceCount,
      isOngoing: v.isOngoing,
      sendableDays: v.sendableDays,
      steps,
      startDate: v.startOffsetDays === null ? null : now.plus({ days: v.startOffsetDays }),
      now,
    };
  };

  // An independent re-statement: hour by hour on the wall clock of Europe/Paris, a send happens at the first hour
  // that is on a sendable weekday, not a French public holiday (fixed list + Easter dates below), and inside 9:00–18:00;
  // each link adds its interval in calendar days; then sending days are counted one by one. Inputs of the small
  // arbitrary are on whole minutes, so an instant inside an hour is kept as it is.
  const oracleEndDate = (input: SequenceEndDateInput): string | null => {
    const days = [...new Set(input.sendableDays as readonly number[])].filter((d) => [0, 1, 2, 3, 4, 5, 6].includes(d));
    if (days.length === 0) return null;
    const sharers = Math.max(1, input.ownerOngoingSequenceCount + (input.isOngoing ? 0 : 1));
    const share = Math.max(1, Math.floor(Math.max(0, input.dailyThreshold) / sharers));
    const needed = Math.max(1, Math.ceil(input.mailToSend / share));
    const openDay = (day: DateTime) => days.includes(day.weekday % 7) && !oracleHolidays.has(day.toISODate() ?? '');
    const open = (at: DateTime) => openDay(at) && at.hour >= (input.startHour ?? 9) && at.hour < (input.endHour ?? 18);
    const nextOpen = (from: DateTime) => {
      let at = from;
      while (!open(at)) at = at.startOf('hour').plus({ hours: 1 });
      return at;
    };
    const now = input.now.setZone(SEQUENCE_TIMEZONE);
    const start = input.startDate instanceof DateTime ? input.startDate.setZone(SEQUENCE_TIMEZONE) : null;
    let at = nextOpen(start !== null && start.toMillis() > now.toMillis() ? start : now);
    const path = [...input.steps].sort((a, b) => a.position - b.position);
    for (let index = 0; index + 1 < path.length; index += 1) {
      const interval = path[index]?.link_list[0]?.interval;
      at = nextOpen(at.plus({ days: typeof interval === 'number' && interval >= 0 ? Math.ceil(interval) : 1 }));
    }
    let day = at.startOf('day');
    let counted = 0;
    for (;;) {
      if (openDay(day)) counted += 1;
      if (counted === needed) return day.toISODate();
      day = day.plus({ days: 1 });
    }
  };

  const smallInputArb = fc.record({
    mailToSend: fc.integer({ min: 0, max: 400 }),
    dailyThreshold: fc.integer({ min: 0, max: 120 }),
    ownerOngoingSequenceCount: fc.integer({ min: 0, max: 6 }),
    isOngoing: fc.boolean(),
    sendableDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    intervals: fc.array(fc.option(fc.integer({ min: 0, max: 12 })), { maxLength: 5 }),
    startOffsetDays: fc.option(fc.integer({ min: -30, max: 30 })),
    // From 1965 to 2035, both sides of the DST changes of Europe/Paris; whole minutes.
    nowMillis: fc.integer({ min: Date.UTC(1965, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }).map((minute) => minute * 60_000),
  });

  it('gives the day-by-day oracle\'s date for any input', () => {
    fc.assert(
      fc.property(smallInputArb, (v) => {
        const input = toInput(v);
        expect(estimateSequenceEndDate(input)?.toISODate() ?? null).toBe(oracleEndDate(input));
      }),
    );
  });

  it('never ends on a non-sendable day, nor before the day of now', () => {
    fc.assert(
      fc.property(inputArb, (v) => {
        const input = toInput(v);
        const end = estimateSequenceEndDate(input);
        if (end === null) return false;
        return v.sendableDays.includes(end.weekday % 7) && end >= input.now.setZone(SEQUENCE_TIMEZONE).startOf('day');
      }),
    );
  });

  it('never gives an earlier date for more mail', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 10_000 }), (v, extra) => {
        const less = estimateSequenceEndDate(toInput(v));
        const more = estimateSequenceEndDate({ ...toInput(v), mailToSend: v.mailToSend + extra });
        return less !== null && more !== null && more >= less;
      }),
    );
  });

  it('is null whenever no weekday is sendable', () => {
    fc.assert(fc.property(inputArb, (v) => estimateSequenceEndDate({ ...toInput(v), sendableDays: [] }) === null));
  });
});

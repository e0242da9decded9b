import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { isFrenchPublicHoliday } from './french-public-holidays';
import { isSendingDay, nextSendingInstant, nthSendingDayFrom, sendingWindowsFrom } from './sending-calendar';
import type { SendingCalendar } from './sending-calendar';

const paris = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' });
const weekdays: SendingCalendar = { sendableDays: '1,2,3,4,5', startHour: 9, endHour: 18 };

const calendarArb = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    startHour: fc.integer({ min: 7, max: 21 }),
    length: fc.integer({ min: 1, max: 15 }),
    timezone: fc.constantFrom('Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC'),
  })
  .map(({ days, startHour, length, timezone }): SendingCalendar => ({ sendableDays: days, startHour, endHour: Math.min(22, startHour + length), timezone }));

/** Oracle: hour by hour on the local wall clock, the first instant on an open day and inside the hours. */
const oracleNext = (calendar: SendingCalendar, from: DateTime): DateTime => {
  const days = calendar.sendableDays as readonly number[];
  let at = from.setZone(calendar.timezone);
  for (;;) {
    if (days.includes(at.weekday % 7) && !isFrenchPublicHoliday(at.toISODate() ?? '') && at.hour >= calendar.startHour && at.hour < calendar.endHour) return at;
    at = at.startOf('hour').plus({ hours: 1 });
  }
};

describe('nextSendingInstant', () => {
  it('keeps an instant inside the window, else opens the next sending day', () => {
    expect(nextSendingInstant(weekdays, paris('2024-03-07T10:15:00'))?.toISO()).toBe('2024-03-07T10:15:00.000+01:00');
    expect(nextSendingInstant(weekdays, paris('2024-03-07T07:00:00'))?.toISO()).toBe('2024-03-07T09:00:00.000+01:00');
    // Friday after 18:00: Monday 9:00.
    expect(nextSendingInstant(weekdays, paris('2024-03-08T18:00:00'))?.toISO()).toBe('2024-03-11T09:00:00.000+01:00');
    // Tuesday 30 April after hours: 1 May is a holiday, Thursday 2 May.
    expect(nextSendingInstant(weekdays, paris('2024-04-30T19:00:00'))?.toISO()).toBe('2024-05-02T09:00:00.000+02:00');
    // Christmas Eve evening → 26 December.
    expect(nextSendingInstant(weekdays, DateTime.fromISO('2025-12-24T20:00:00Z'))?.toISO()).toBe('2025-12-26T09:00:00.000+01:00');
  });

  it('keeps the wall-clock hours across the daylight-saving changes of Europe/Paris', () => {
    const everyDay: SendingCalendar = { sendableDays: '0,1,2,3,4,5,6', startHour: 9, endHour: 18 };
    expect(nextSendingInstant(everyDay, DateTime.fromISO('2024-03-31T01:00:00Z'))?.toUTC().toISO()).toBe('2024-03-31T07:00:00.000Z');
    expect(nextSendingInstant(everyDay, DateTime.fromISO('2024-10-27T01:00:00Z'))?.toUTC().toISO()).toBe('2024-10-27T08:00:00.000Z');
  });

  it('is null when the window never opens', () => {
    expect(nextSendingInstant({ ...weekdays, sendableDays: '' }, paris('2024-03-07T10:00:00'))).toBeNull();
    expect(nextSendingInstant({ ...weekdays, endHour: 9 }, paris('2024-03-07T10:00:00'))).toBeNull();
    expect(nextSendingInstant({ ...weekdays, timezone: 'Mars/Olympus' }, paris('2024-03-07T10:00:00'))).toBeNull();
  });

  it('gives the hour-by-hour oracle\'s instant, in any time zone, and never a closed one', () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }), (calendar, minute) => {
        const from = DateTime.fromMillis(minute * 60_000, { zone: 'utc' });
        const next = nextSendingInstant(calendar, from);
        expect(next?.toMillis()).toBe(oracleNext(calendar, from).toMillis());
        expect(next !== null && isSendingDay(calendar, next)).toBe(true);
      }),
    );
  });
});

describe('sendingWindowsFrom and nthSendingDayFrom', () => {
  it('lists open days only, each window inside its local day', () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (calendar, millis) => {
        const windows = sendingWindowsFrom(calendar, DateTime.fromMillis(millis), 12);
        expect(windows).toHaveLength(12);
        for (const window of windows) {
          const start = DateTime.fromMillis(window.start, { zone: calendar.timezone });
          expect(isSendingDay(calendar, start)).toBe(true);
          expect(start.hour).toBe(calendar.startHour);
          expect(window.dayStart <= window.start && window.start < window.end && window.end <= window.dayEnd).toBe(true);
        }
        // The n-th sending day is the n-th window's date.
        const first = DateTime.fromMillis(millis, { zone: calendar.timezone }).toISODate() ?? '';
        expect(nthSendingDayFrom(calendar, first, 12)).toBe(windows[11]?.date);
      }),
    );
  });

  it('counts years of sending days as day-by-day counting does', () => {
    fc.assert(
      fc.property(calendarArb, fc.integer({ min: 1, max: 1500 }), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2030, 0, 1) }), (calendar, n, millis) => {
        const from = new Date(millis).toISOString().slice(0, 10);
        const days = calendar.sendableDays as readonly number[];
        let day = DateTime.fromISO(from, { zone: 'utc' });
        let counted = 0;
        for (;;) {
          if (days.includes(day.weekday % 7) && !isFrenchPublicHoliday(day.toISODate() ?? '')) counted += 1;
          if (counted === n) break;
          day = day.plus({ days: 1 });
        }
        expect(nthSendingDayFrom(calendar, from, n)).toBe(day.toISODate());
      }),
      { numRuns: 40 },
    );
  });
});

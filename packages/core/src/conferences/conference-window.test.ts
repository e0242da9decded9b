import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayIn, conferenceStartsInWindow, conferenceWindow } from './conference-window';

const isoDay = fc.integer({ min: 0, max: 3_650 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));

describe('calendarDayIn', () => {
  it("is the zone's calendar day, not UTC's", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter), still 31 December in New York.
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(calendarDayIn(instant, 'Europe/Paris')).toBe('2026-01-01');
    expect(calendarDayIn(instant, 'America/New_York')).toBe('2025-12-31');
    expect(calendarDayIn(instant, 'UTC')).toBe('2025-12-31');
    // Summer time: UTC+2.
    expect(calendarDayIn(new Date('2026-06-30T22:00:00Z'), 'Europe/Paris')).toBe('2026-07-01');
    expect(calendarDayIn(new Date('2026-06-30T21:59:59Z'), 'Europe/Paris')).toBe('2026-06-30');
  });

  it('answers null for an invalid zone or instant', () => {
    expect(calendarDayIn(new Date('2026-01-01T00:00:00Z'), 'Mars/Olympus')).toBeNull();
    expect(calendarDayIn(new Date(Number.NaN), 'Europe/Paris')).toBeNull();
  });
});

describe('conferenceWindow', () => {
  it('starts today when no first day is asked, else on the asked day', () => {
    expect(conferenceWindow({}, '2026-11-26')).toEqual({ from: '2026-11-26', to: null });
    expect(conferenceWindow({ startDateMin: '2026-01-01' }, '2026-11-26')).toEqual({ from: '2026-01-01', to: null });
    expect(conferenceWindow({ startDateMax: '2026-12-31' }, '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-12-31' });
  });

  it('refuses a window that ends before it starts, and keeps a one-day window', () => {
    expect(conferenceWindow({ startDateMin: '2026-05-02', startDateMax: '2026-05-01' }, '2026-01-01')).toBeNull();
    expect(conferenceWindow({ startDateMax: '2026-11-25' }, '2026-11-26')).toBeNull();
    expect(conferenceWindow({ startDateMin: '2026-05-01', startDateMax: '2026-05-01' }, '2026-11-26')).toEqual({ from: '2026-05-01', to: '2026-05-01' });
  });

  it('keeps exactly the start dates between the first day (or today) and the last day (oracle: day numbers)', () => {
    const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    fc.assert(
      fc.property(fc.option(isoDay, { nil: undefined }), fc.option(isoDay, { nil: undefined }), isoDay, isoDay, (min, max, today, start) => {
        const window = conferenceWindow({ startDateMin: min, startDateMax: max }, today);
        const first = dayNumber(min ?? today);
        const last = max === undefined ? Number.POSITIVE_INFINITY : dayNumber(max);
        if (last < first) {
          expect(window).toBeNull();
          return;
        }
        expect(window).not.toBeNull();
        expect(conferenceStartsInWindow(start, window!)).toBe(dayNumber(start) >= first && dayNumber(start) <= last);
      }),
      { numRuns: 2_000 },
    );
  });
});

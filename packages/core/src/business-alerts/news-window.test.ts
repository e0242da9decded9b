import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultNewsWindow, NEWS_WINDOW_MAX_DAYS, newsWindowDays, newsWindowProblem } from './news-window';

const DAY_MS = 86_400_000;
/** Independent oracle: days as UTC epoch days (Date.UTC), formatted by hand. */
const epochDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOfEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const anyEpochDay = fc.integer({ min: epochDay('1990-01-01'), max: epochDay('2090-12-31') });

describe('defaultNewsWindow', () => {
  it('is the last 7 days, today included, across a month end and a leap day', () => {
    expect(defaultNewsWindow('2026-11-26')).toEqual({ start_date: '2026-11-20', end_date: '2026-11-26' });
    expect(defaultNewsWindow('2024-03-02')).toEqual({ start_date: '2024-02-25', end_date: '2024-03-02' });
    expect(defaultNewsWindow('2026-01-01', 1)).toEqual({ start_date: '2026-01-01', end_date: '2026-01-01' });
    expect(defaultNewsWindow('2024-12-31', 366)).toEqual({ start_date: '2024-01-01', end_date: '2024-12-31' });
  });

  it('refuses a window of no day, more than 366 days or a date that is not one', () => {
    expect(() => defaultNewsWindow('2026-11-26', 0)).toThrow(RangeError);
    expect(() => defaultNewsWindow('2026-11-26', 367)).toThrow(RangeError);
    expect(() => defaultNewsWindow('2026-11-26', 2.5)).toThrow(RangeError);
    expect(() => defaultNewsWindow('2026-02-30')).toThrow(RangeError);
  });

  it('property: the window ends today and starts days − 1 calendar days before (oracle: epoch days)', () => {
    fc.assert(
      fc.property(anyEpochDay, fc.integer({ min: 1, max: NEWS_WINDOW_MAX_DAYS }), (today, days) => {
        const window = defaultNewsWindow(isoOfEpochDay(today), days);
        expect(window).toEqual({ start_date: isoOfEpochDay(today - days + 1), end_date: isoOfEpochDay(today) });
        expect(newsWindowDays(window)).toBe(days);
        expect(newsWindowProblem(window)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('newsWindowProblem', () => {
  it('names what is wrong: end before start (no day) or longer than 366 days', () => {
    expect(newsWindowProblem({ start_date: '2026-11-26', end_date: '2026-11-25' })).toBe('WINDOW.START_AFTER_END');
    expect(newsWindowProblem({ start_date: '2016-11-26', end_date: '2026-11-26' })).toBe('WINDOW.TOO_LONG');
    expect(newsWindowProblem({ start_date: '2024-01-01', end_date: '2024-12-31' })).toBeNull();
    expect(newsWindowProblem({ start_date: '2024-01-01', end_date: '2025-01-01' })).toBe('WINDOW.TOO_LONG');
  });

  it('property: accepted exactly when the window has 1 to 366 days, both ends counted (oracle: epoch days)', () => {
    fc.assert(
      fc.property(anyEpochDay, fc.integer({ min: -800, max: 800 }), (start, length) => {
        const window = { start_date: isoOfEpochDay(start), end_date: isoOfEpochDay(start + length) };
        const days = length + 1;
        expect(newsWindowDays(window)).toBe(days);
        expect(newsWindowProblem(window)).toBe(days < 1 ? 'WINDOW.START_AFTER_END' : days > 366 ? 'WINDOW.TOO_LONG' : null);
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FRENCH_EASTER_OFFSETS, FRENCH_FIXED_PUBLIC_HOLIDAYS, easterSunday, frenchPublicHolidays, isFrenchPublicHoliday } from './french-public-holidays';

/** Oracle: Gauss's Easter algorithm for the Gregorian calendar, with its two exceptions (independent of Meeus). */
function gaussEaster(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = year % 4;
  const c = year % 7;
  const k = Math.floor(year / 100);
  const p = Math.floor((13 + 8 * k) / 25);
  const q = Math.floor(k / 4);
  const M = (15 - p + k - q) % 30;
  const N = (4 + k - q) % 7;
  const d = (19 * a + M) % 30;
  const e = (2 * b + 4 * c + 6 * d + N) % 7;
  if (d === 29 && e === 6) return { month: 4, day: 19 };
  if (d === 28 && e === 6 && (11 * M + 11) % 30 < 19) return { month: 4, day: 18 };
  const march = 22 + d + e;
  return march <= 31 ? { month: 3, day: march } : { month: 4, day: march - 31 };
}

describe('easterSunday', () => {
  it('agrees with Gauss’s algorithm for every year 1900–2100 and beyond', () => {
    for (let year = 1900; year <= 2100; year += 1) {
      const { month, day } = easterSunday(year);
      expect({ year, month, day }).toEqual({ year, ...gaussEaster(year) });
    }
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const { month, day } = easterSunday(year);
        expect({ month, day }).toEqual(gaussEaster(year));
      }),
    );
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const { month, day } = easterSunday(year);
        expect(new Date(Date.UTC(year, month - 1, day)).getUTCDay()).toBe(0);
        expect(month * 100 + day).toBeGreaterThanOrEqual(322);
        expect(month * 100 + day).toBeLessThanOrEqual(425);
      }),
    );
  });

  it('knows published dates (1954, 1981, 2000, 2019, 2024, 2025, 2038)', () => {
    expect(easterSunday(1954)).toEqual({ year: 1954, month: 4, day: 18 });
    expect(easterSunday(1981)).toEqual({ year: 1981, month: 4, day: 19 });
    expect(easterSunday(2000)).toEqual({ year: 2000, month: 4, day: 23 });
    expect(easterSunday(2019)).toEqual({ year: 2019, month: 4, day: 21 });
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
  });
});

describe('frenchPublicHolidays', () => {
  it('lists the eleven national holidays of 2024 and 2025', () => {
    expect(frenchPublicHolidays(2024)).toEqual([
      '2024-01-01', '2024-04-01', '2024-05-01', '2024-05-08', '2024-05-09', '2024-05-20',
      '2024-07-14', '2024-08-15', '2024-11-01', '2024-11-11', '2024-12-25',
    ]);
    expect(frenchPublicHolidays(2025)).toEqual([
      '2025-01-01', '2025-04-21', '2025-05-01', '2025-05-08', '2025-05-29', '2025-06-09',
      '2025-07-14', '2025-08-15', '2025-11-01', '2025-11-11', '2025-12-25',
    ]);
  });

  it('Easter Monday and Whit Monday are Mondays, Ascension a Thursday, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const easter = easterSunday(year);
        const weekdayAfter = (days: number) => new Date(Date.UTC(year, easter.month - 1, easter.day + days)).getUTCDay();
        expect([weekdayAfter(1), weekdayAfter(39), weekdayAfter(50)]).toEqual([1, 4, 1]);
        const days = frenchPublicHolidays(year);
        // Eleven, or ten when Ascension falls on 1 or 8 May (2008: 1 May).
        expect(new Set(days).size).toBe(days.length);
        const ascension = new Date(Date.UTC(year, easter.month - 1, easter.day + 39)).toISOString().slice(5, 10);
        expect(days.length).toBe(['05-01', '05-08'].includes(ascension) ? 10 : 11);
        for (const day of days) expect(isFrenchPublicHoliday(day)).toBe(true);
      }),
    );
  });

  it('names the eight fixed days and the three Easter offsets', () => {
    expect(FRENCH_FIXED_PUBLIC_HOLIDAYS.map(([month, day]) => `${month}/${day}`)).toEqual(['1/1', '5/1', '5/8', '7/14', '8/15', '11/1', '11/11', '12/25']);
    expect(FRENCH_EASTER_OFFSETS).toEqual([1, 39, 50]);
  });

  it('lists 1 May once when it is also Ascension (2008)', () => {
    expect(frenchPublicHolidays(2008).filter((day) => day === '2008-05-01')).toHaveLength(1);
  });

  it('an ordinary day is no holiday (the day after each fixed holiday but 7 May / 8 May)', () => {
    expect(isFrenchPublicHoliday('2025-04-20')).toBe(false); // Easter Sunday itself is a Sunday, not listed
    expect(isFrenchPublicHoliday('2025-07-15')).toBe(false);
    expect(isFrenchPublicHoliday('2025-12-26')).toBe(false);
    expect(isFrenchPublicHoliday('nonsense')).toBe(false);
  });
});

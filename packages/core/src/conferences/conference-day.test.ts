import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enText, frText } from '../testing/texts';
import { CONFERENCE_DAY_HORIZON, conferenceDay } from './conference-day';

const isoDay = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

describe('conferenceDay', () => {
  // 23:30 UTC on 25 November is already 26 November in Paris.
  const now = new Date('2026-11-25T23:30:00Z');

  it('reads the calendar day in the user’s zone', () => {
    expect(frText(conferenceDay('2026-11-26', null, now, 'Europe/Paris'))).toBe('aujourd’hui');
    expect(frText(conferenceDay('2026-11-26', null, now, 'UTC'))).toBe('demain');
    expect(frText(conferenceDay('2026-11-27', '2026-11-28', now, 'Europe/Paris'))).toBe('demain');
    expect(frText(conferenceDay('2026-12-01', null, now, 'Europe/Paris'))).toBe('dans 5 jours');
    expect(frText(conferenceDay('2026-11-25', '2026-11-27', now, 'Europe/Paris'))).toBe('en cours');
    expect(frText(conferenceDay('2026-11-24', '2026-11-25', now, 'Europe/Paris'))).toBe('le 24/11/2026');
    expect(frText(conferenceDay('2027-03-12', null, now, 'Europe/Paris'))).toBe('le 12/03/2027');
    expect(enText(conferenceDay('2026-12-01', null, now, 'Europe/Paris'))).toBe('in 5 days');
    expect(enText(conferenceDay('2026-11-26', null, now, 'Europe/Paris'))).toBe('today');
  });

  it('for any days: today, ongoing, tomorrow, in N days within the horizon, else the date (oracle: day numbers)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 4 }), (todayIndex, startIndex, length) => {
        const today = new Date(`${isoDay(todayIndex)}T10:00:00Z`);
        const start = isoDay(startIndex);
        const end = isoDay(startIndex + length);
        const said = frText(conferenceDay(start, end, today, 'UTC'));
        const ahead = startIndex - todayIndex;
        const expected =
          ahead === 0
            ? 'aujourd’hui'
            : ahead < 0 && startIndex + length >= todayIndex
              ? 'en cours'
              : ahead === 1
                ? 'demain'
                : ahead > 1 && ahead <= CONFERENCE_DAY_HORIZON
                  ? `dans ${ahead} jours`
                  : `le ${start.slice(8, 10)}/${start.slice(5, 7)}/${start.slice(0, 4)}`;
        expect(said).toBe(expected);
      }),
      { numRuns: 2_000 },
    );
  });
});

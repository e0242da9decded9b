import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EVENING_HOUR, homeGreeting } from './home-greeting';

const ZONES = ['Europe/Paris', 'UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Chatham', 'America/St_Johns'] as const;
const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

/** The oracle: the wall-clock hour and the written-out date in `zone`, straight from Intl. */
function oracle(now: Date, zone: string, locale: string) {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(now));
  const date = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(now);
  return { part: hour >= EVENING_HOUR ? 'evening' : 'morning', date };
}

describe('homeGreeting', () => {
  it('says good evening from 18:00 and good morning before, in the user’s zone, with the date written out (property, Intl oracle)', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), fc.constantFrom('fr', 'en'), (now, zone, locale) => {
        expect(homeGreeting(now, zone, locale)).toEqual(oracle(now, zone, locale));
      }),
      { numRuns: 500 },
    );
  });

  it('turns at 18:00 exactly, in the user’s zone and not the server’s', () => {
    expect(homeGreeting(new Date('2026-11-25T16:59:59Z'), 'Europe/Paris', 'fr')).toEqual({ part: 'morning', date: 'mercredi 25 novembre 2026' });
    expect(homeGreeting(new Date('2026-11-25T17:00:00Z'), 'Europe/Paris', 'fr')).toEqual({ part: 'evening', date: 'mercredi 25 novembre 2026' });
    expect(homeGreeting(new Date('2026-11-25T17:00:00Z'), 'UTC', 'fr')?.part).toBe('morning');
    // Late on the 25th in New York is already the 26th in Tokyo.
    expect(homeGreeting(new Date('2026-11-26T03:00:00Z'), 'America/New_York', 'en')).toEqual({ part: 'evening', date: 'Wednesday, November 25, 2026' });
    expect(homeGreeting(new Date('2026-11-26T03:00:00Z'), 'Asia/Tokyo', 'fr')).toEqual({ part: 'morning', date: 'jeudi 26 novembre 2026' });
  });

  it('knows no greeting for a zone the runtime does not know', () => {
    expect(homeGreeting(new Date('2026-11-25T10:00:00Z'), 'Mars/Olympus_Mons', 'fr')).toBeNull();
    expect(homeGreeting(new Date('2026-11-25T10:00:00Z'), '', 'fr')).toBeNull();
  });
});

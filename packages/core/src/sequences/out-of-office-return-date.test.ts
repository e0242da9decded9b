import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { outOfOfficePausedUntil, outOfOfficeReturnDate } from './out-of-office-return-date';

const RECEIVED = '2026-11-28';

describe('outOfOfficeReturnDate: real-looking messages', () => {
  it.each([
    ["Bonjour,\nJe suis absent jusqu'au 12 décembre inclus. En cas d'urgence, contactez Paul.", '2026-12-12'],
    ['Je serai de retour le 3/01. Cordialement, Marie', '2027-01-03'],
    ["Absente du bureau jusqu’au vendredi 4 décembre 2026, je traiterai votre message à mon retour.", '2026-12-04'],
    ['Bonjour, je suis en congés. De retour le lundi 1er décembre.', '2026-12-01'],
    ['Absent du 2 au 6 janvier, je vous réponds dès mon retour.', '2027-01-06'],
    ['Je suis en déplacement et serai de retour à partir du 07.12.2026.', '2026-12-07'],
    ['Réponse automatique : retour prévu le 15 janv.', '2027-01-15'],
    ['Thank you for your email. I am out of the office until December 12th with limited access to email.', '2026-12-12'],
    ['I will be back on Monday, January 5, 2027. For urgent matters please call +33 1 23 45 67 89.', '2027-01-05'],
    ['I am currently on leave and will return on 3rd January.', '2027-01-03'],
    ["I'm away, back in the office on 2026-12-14.", '2026-12-14'],
    ['Bonjour, merci pour votre message, je reviens vers vous rapidement.', null],
    ['Je suis absent cette semaine.', null],
    // A date before the message is no return date.
    ['Suite à notre échange du 12/10, je suis absent.', null],
  ] as const)('%s → %s', (text, expected) => {
    expect(outOfOfficeReturnDate(text, RECEIVED)).toBe(expected);
  });

  it('prefers the date after a return cue over other dates of the message', () => {
    expect(outOfOfficeReturnDate('Message du 30/11/2026 : je suis absente, de retour le 8 décembre.', RECEIVED)).toBe('2026-12-08');
  });
});

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FR_WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ordinal = (day: number) => (day === 1 || day === 21 || day === 31 ? 'st' : day === 2 || day === 22 ? 'nd' : day === 3 || day === 23 ? 'rd' : 'th');

/** A date as a message writes it, in one of the ways people do, with or without the year and the weekday. */
function written(date: DateTime, language: 'fr' | 'en', style: number, withYear: boolean, withWeekday: boolean): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const numeric = `${style % 2 === 0 ? pad(date.day) : date.day}/${pad(date.month)}${withYear ? `/${date.year}` : ''}`;
  if (style === 0 || style === 1) return numeric;
  if (language === 'fr') {
    const day = date.day === 1 && style === 2 ? '1er' : String(date.day);
    return `${withWeekday ? `${FR_WEEKDAYS[date.weekday - 1]} ` : ''}${day} ${FR_MONTHS[date.month - 1]}${withYear ? ` ${date.year}` : ''}`;
  }
  const weekday = withWeekday ? `${EN_WEEKDAYS[date.weekday - 1]}, ` : '';
  return style === 2
    ? `${weekday}${EN_MONTHS[date.month - 1]} ${date.day}${withYear ? `, ${date.year}` : ''}`
    : `${weekday}${date.day}${ordinal(date.day)} ${EN_MONTHS[date.month - 1]}${withYear ? ` ${date.year}` : ''}`;
}

const SENTENCES = {
  fr: [
    (d: string) => `Bonjour, je suis absent jusqu'au ${d}.`,
    (d: string) => `Je serai de retour le ${d}, merci de votre patience.`,
    (d: string) => `Absente, retour prévu le ${d}. Pour toute urgence : accueil@exemple.fr`,
    (d: string) => `En congés. Je reprendrai le ${d} et vous répondrai.`,
  ],
  en: [
    (d: string) => `I am out of the office until ${d}.`,
    (d: string) => `Thanks for your message. I will be back on ${d}.`,
    (d: string) => `I'm travelling and will return on ${d} with limited access to e-mail.`,
  ],
};

describe('outOfOfficeReturnDate: generated sentences', () => {
  it('reads back the return date a sentence was written with (French and English, every way of writing it)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 360 }),
        fc.integer({ min: 0, max: 364 }),
        fc.constantFrom<'fr' | 'en'>('fr', 'en'),
        fc.nat(),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        (receivedOffset, ahead, language, sentenceIndex, style, withYear, withWeekday) => {
          const received = DateTime.fromISO('2026-01-01', { zone: 'utc' }).plus({ days: receivedOffset });
          // Without a year, a date is read within the next six months (the rule's bound).
          const date = received.plus({ days: withYear ? ahead : ahead % 180 });
          const sentences = SENTENCES[language];
          const text = sentences[sentenceIndex % sentences.length]!(written(date, language, style, withYear, withWeekday));
          expect(outOfOfficeReturnDate(text, received.toISODate()!)).toBe(date.toISODate());
        },
      ),
    );
  });

  it('finds no return date in a message without any date', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('bonjour', 'merci', 'absent', 'back', 'soon', 'le', 'until', 'congés', 'I', 'am', 'away', ',', '.'), { maxLength: 20 }), (words) => {
        expect(outOfOfficeReturnDate(words.join(' '), RECEIVED)).toBeNull();
      }),
    );
  });
});

describe('outOfOfficePausedUntil', () => {
  it('is the start of the day after the return date in the time zone', () => {
    expect(outOfOfficePausedUntil('2026-12-12', 'Europe/Paris')).toBe('2026-12-12T23:00:00.000Z');
    expect(outOfOfficePausedUntil('2026-07-01', 'Europe/Paris')).toBe('2026-07-01T22:00:00.000Z');
  });

  it('is always after every instant of the return date and at most a day and a few hours after its UTC midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom('Europe/Paris', 'UTC', 'America/New_York'), (offset, zone) => {
        const day = DateTime.fromISO('2025-01-01', { zone }).plus({ days: offset });
        const until = DateTime.fromISO(outOfOfficePausedUntil(day.toISODate()!, zone));
        expect(until > day.endOf('day')).toBe(true);
        expect(until.setZone(zone).toISODate()).toBe(day.plus({ days: 1 }).toISODate());
        expect(until.setZone(zone).hour).toBe(0);
      }),
    );
  });
});

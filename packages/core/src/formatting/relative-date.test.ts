import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enText, frText } from '../testing/texts';
import { RELATIVE_DATE_FUTURE_TOLERANCE_MS, RELATIVE_DATE_MAX_AGE_MS, relativeDate } from './relative-date';

const formatRelativeDateFr = (...args: Parameters<typeof relativeDate>): string => frText(relativeDate(...args));

const now = new Date('2025-03-20T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeDate', () => {
  it('uses the documented French wording', () => {
    expect(formatRelativeDateFr(ago(0), now, 'UTC')).toBe('il y a quelques secondes');
    expect(formatRelativeDateFr(ago(59_999), now, 'UTC')).toBe('il y a quelques secondes');
    expect(formatRelativeDateFr(ago(MIN), now, 'UTC')).toBe('il y a 1 minute');
    expect(formatRelativeDateFr(ago(5 * MIN + 30_000), now, 'UTC')).toBe('il y a 5 minutes');
    expect(formatRelativeDateFr(ago(HOUR), now, 'UTC')).toBe('il y a 1 heure');
    expect(formatRelativeDateFr(ago(23 * HOUR + 59 * MIN), now, 'UTC')).toBe('il y a 23 heures');
    expect(formatRelativeDateFr(ago(DAY), now, 'UTC')).toBe('il y a 1 jour');
    expect(formatRelativeDateFr(ago(3 * DAY + 2 * HOUR), now, 'UTC')).toBe('il y a 3 jours');
    expect(formatRelativeDateFr(ago(8 * DAY), now, 'UTC')).toBe('il y a 8 jours');
  });

  it('reads in English too', () => {
    expect(enText(relativeDate(ago(0), now, 'UTC'))).toBe('a few seconds ago');
    expect(enText(relativeDate(ago(MIN), now, 'UTC'))).toBe('1 minute ago');
    expect(enText(relativeDate(ago(3 * DAY), now, 'UTC'))).toBe('3 days ago');
    expect(enText(relativeDate(ago(8 * DAY + 1), now, 'UTC'))).toBe('on 12/03/2025');
  });

  it('shows "le DD/MM/YYYY" beyond 8 days, in the zone', () => {
    expect(RELATIVE_DATE_MAX_AGE_MS).toBe(8 * DAY);
    expect(formatRelativeDateFr(ago(8 * DAY + 1), now, 'UTC')).toBe('le 12/03/2025');
    expect(formatRelativeDateFr('2025-01-10T23:30:00Z', now, 'Europe/Paris')).toBe('le 11/01/2025');
  });

  it('tolerates a little clock skew, shows far-future dates absolutely', () => {
    expect(RELATIVE_DATE_FUTURE_TOLERANCE_MS).toBe(5 * MIN);
    expect(formatRelativeDateFr(ago(-30_000), now, 'UTC')).toBe('il y a quelques secondes');
    expect(formatRelativeDateFr(ago(-2 * DAY), now, 'UTC')).toBe('le 22/03/2025');
    expect(formatRelativeDateFr(null, now, 'UTC')).toBe('');
  });

  const rank = (text: string): number => {
    if (text === 'il y a quelques secondes') return 0;
    const match = /^il y a (\d+) (minutes?|heures?|jours?)$/.exec(text);
    if (match) {
      const unit = { m: 1, h: 60, j: 1440 }[match[2]!.charAt(0) as 'm' | 'h' | 'j'];
      return Number(match[1]) * unit;
    }
    if (text.startsWith('le ')) return Number.POSITIVE_INFINITY;
    throw new Error(`unexpected wording ${text}`);
  };

  it('is monotone in the age', () => {
    const age = fc.integer({ min: 0, max: 20 * DAY });
    fc.assert(
      fc.property(age, age, (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        return rank(formatRelativeDateFr(ago(young), now, 'UTC')) <= rank(formatRelativeDateFr(ago(old), now, 'UTC'));
      }),
    );
  });

  it('reads "il y a" exactly up to 8 days and never beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), (age) => {
        const text = formatRelativeDateFr(ago(age), now, 'Europe/Paris');
        return text.startsWith('il y a ') === age <= RELATIVE_DATE_MAX_AGE_MS && /^(il y a |le \d{2}\/\d{2}\/\d{4}$)/.test(text);
      }),
    );
  });
});

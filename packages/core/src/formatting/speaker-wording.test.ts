import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { enText, frText } from '../testing/texts';
import { speakerNewsSentence, speakerVerb } from './speaker-wording';

const speakerVerbFr = (...args: Parameters<typeof speakerVerb>): string => frText(speakerVerb(...args));
const speakerNewsSentenceFr = (...args: Parameters<typeof speakerNewsSentence>): string => frText(speakerNewsSentence(...args));

const now = new Date('2025-03-20T12:00:00Z');

describe('speakerVerb', () => {
  it('reads "est intervenu(e)" once started, "interviendra" before', () => {
    expect(speakerVerbFr('2025-03-19T09:00:00Z', now, 'UTC')).toBe('est intervenu(e)');
    expect(speakerVerbFr('2025-03-20T12:00:00Z', now, 'UTC')).toBe('est intervenu(e)');
    expect(speakerVerbFr('2025-03-21T09:00:00Z', now, 'UTC')).toBe('interviendra');
    expect(speakerVerbFr(null, now, 'UTC')).toBe('interviendra');
    expect(speakerVerbFr('2025-03-20T12:30:00', now, 'Europe/Paris')).toBe('est intervenu(e)');
  });

  it('switches exactly once, at the start date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), (offset) => {
        const start = new Date(now.getTime() + offset);
        return speakerVerbFr(start, now, 'UTC') === (offset <= 0 ? 'est intervenu(e)' : 'interviendra');
      }),
    );
  });
});

describe('speakerNewsSentence', () => {
  it('builds the sentence with the event and date', () => {
    expect(
      speakerNewsSentenceFr({ speakerName: 'Marie Durand', highlightName: 'Salon VivaTech', startDate: '2025-03-12T08:00:00Z' }, now, 'Europe/Paris'),
    ).toBe('Marie Durand est intervenu(e) lors de « Salon VivaTech » le 12/03/2025.');
    expect(speakerNewsSentenceFr({ speakerName: 'Marie Durand', highlightName: 'Salon VivaTech', startDate: '2026-06-01' }, now, 'UTC')).toBe(
      'Marie Durand interviendra lors de « Salon VivaTech » le 01/06/2026.',
    );
    expect(speakerNewsSentenceFr({}, now, 'UTC')).toBe("Un dirigeant interviendra lors d'un événement.");
    expect(enText(speakerNewsSentence({ speakerName: 'Marie Durand', highlightName: 'Salon VivaTech', startDate: '2025-03-12T08:00:00Z' }, now, 'Europe/Paris'))).toBe(
      'Marie Durand spoke at “Salon VivaTech” on 12/03/2025.',
    );
    expect(enText(speakerNewsSentence({}, now, 'UTC'))).toBe('An executive will speak at an event.');
  });
});

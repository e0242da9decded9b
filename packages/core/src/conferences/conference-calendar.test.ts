import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conferenceCalendar, conferenceCalendarFileName, escapeCalendarText, foldCalendarLine, ICALENDAR_LINE_OCTETS } from './conference-calendar';

const encoder = new TextEncoder();
const octets = (line: string) => encoder.encode(line).length;

/** Oracle: RFC 5545 unfolding (a CRLF followed by one space or tab is removed). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** Oracle: TEXT unescaping, read left to right (`\\` `\;` `\,` `\n` `\N`). */
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, character: string) => (character === 'n' || character === 'N' ? '\n' : character));
/** What survives escaping: line breaks normalised to LF, control characters but HTAB and LF dropped. */
// eslint-disable-next-line no-control-regex
const expectedText = (value: string) => value.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** Text with the characters that matter: escapes, line breaks, controls, accents, 3- and 4-octet characters. */
const awkwardText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', ';', ',', '\n', '\r', '\r\n', '\t', '\u0001', ':', '"', 'é', '€', '𝄞', '🎤', ' ', 'a', 'Z'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 200,
});

const isoDay = fc.integer({ min: 0, max: 3_650 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));

const conference = fc.record({
  id: fc.integer({ min: 1, max: 2_147_483_647 }),
  name: awkwardText,
  startDate: isoDay,
  length: fc.integer({ min: 0, max: 5 }),
  location: fc.option(awkwardText, { nil: null }),
  organisers: fc.array(awkwardText, { maxLength: 3 }),
});

/** The properties of an unfolded calendar, by name (the first of each). */
function propertiesOf(calendar: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const line of unfold(calendar).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && !properties.has(line.slice(0, colon))) properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return properties;
}

describe('escapeCalendarText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeCalendarText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('gives the text back once unescaped (oracle), with no bare line break left', () => {
    fc.assert(
      fc.property(awkwardText, (value) => {
        const escaped = escapeCalendarText(value);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(unescape(escaped)).toBe(expectedText(value));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('foldCalendarLine', () => {
  it('folds at 75 octets, never inside a UTF-8 character, and unfolds back', () => {
    fc.assert(
      fc.property(awkwardText.map((value) => `SUMMARY:${escapeCalendarText(value)}`), (line) => {
        const folded = foldCalendarLine(line);
        for (const physical of folded.split('\r\n')) {
          expect(octets(physical)).toBeLessThanOrEqual(ICALENDAR_LINE_OCTETS);
          // Each physical line is whole UTF-8: decoding its own bytes gives it back (a cut character would not).
          expect(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(physical))).toBe(physical);
        }
        expect(unfold(folded)).toBe(line);
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves a short line alone and cuts a long ASCII one at exactly 75 octets', () => {
    expect(foldCalendarLine('SUMMARY:Forum')).toBe('SUMMARY:Forum');
    const folded = foldCalendarLine(`SUMMARY:${'x'.repeat(100)}`).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 34]);
    expect(folded[1]!.startsWith(' ')).toBe(true);
  });
});

describe('conferenceCalendar', () => {
  const stamp = new Date('2026-11-26T06:24:00.123Z');
  const options = { stamp, uidDomain: 'cible.example', organisersLabel: 'Organisateurs' };

  it('writes one all-day VEVENT with an exclusive end, CRLF line ends', () => {
    const calendar = conferenceCalendar(
      { id: 12, name: 'Forum Cyber, Lille; 2026', startDate: '2026-02-27', endDate: '2026-02-28', location: 'Lille 59000', organisers: ['BTP Events', 'Cyber & Co'] },
      options,
    );
    expect(calendar).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Cible//Conferences//FR',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:conference-12@cible.example',
        'DTSTAMP:20261126T062400Z',
        'DTSTART;VALUE=DATE:20260227',
        'DTEND;VALUE=DATE:20260301',
        'SUMMARY:Forum Cyber\\, Lille\\; 2026',
        'LOCATION:Lille 59000',
        'DESCRIPTION:Organisateurs : BTP Events\\, Cyber & Co',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('for any conference: lines of at most 75 octets, fields given back by unfold + unescape, end the day after the last (oracle)', () => {
    fc.assert(
      fc.property(conference, ({ length, ...drawn }) => {
        const end = new Date(`${drawn.startDate}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + length);
        const endDate = end.toISOString().slice(0, 10);
        const calendar = conferenceCalendar({ ...drawn, endDate }, options);
        expect(calendar.endsWith('\r\n')).toBe(true);
        for (const line of calendar.slice(0, -2).split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(ICALENDAR_LINE_OCTETS);
        const properties = propertiesOf(calendar);
        expect(unescape(properties.get('SUMMARY')!)).toBe(expectedText(drawn.name));
        expect(properties.has('LOCATION')).toBe(Boolean(drawn.location));
        if (drawn.location) expect(unescape(properties.get('LOCATION')!)).toBe(expectedText(drawn.location));
        if (drawn.organisers.length > 0) expect(unescape(properties.get('DESCRIPTION')!)).toBe(expectedText(`Organisateurs : ${drawn.organisers.join(', ')}`));
        else expect(properties.has('DESCRIPTION')).toBe(false);
        expect(properties.get('UID')).toBe(`conference-${drawn.id}@cible.example`);
        expect(properties.get('DTSTART;VALUE=DATE')).toBe(drawn.startDate.replaceAll('-', ''));
        const exclusiveEnd = new Date(`${drawn.startDate}T00:00:00Z`);
        exclusiveEnd.setUTCDate(exclusiveEnd.getUTCDate() + length + 1);
        expect(properties.get('DTEND;VALUE=DATE')).toBe(exclusiveEnd.toISOString().slice(0, 10).replaceAll('-', ''));
        expect(calendar.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('conferenceCalendarFileName', () => {
  it('keeps the letters and digits of the name, accents folded', () => {
    expect(conferenceCalendarFileName({ id: 3, name: 'Assises de la cybersécurité 2026' })).toBe('assises-de-la-cybersecurite-2026.ics');
    expect(conferenceCalendarFileName({ id: 3, name: '« ! »' })).toBe('conference-3.ics');
  });
});

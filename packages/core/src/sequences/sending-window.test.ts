import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import {
  SENDABLE_WEEKDAYS,
  SENDING_HOUR_CHOICES,
  SENDING_WINDOW_HOURS,
  SEQUENCE_TIMEZONE,
  formatSendableDays,
  parseSendableDays,
  sendingHourChoicesFor,
  validateSendingWindow,
} from './sending-window';

describe('sending window constants', () => {
  it('uses Europe/Paris', () => {
    expect(SEQUENCE_TIMEZONE).toBe('Europe/Paris');
  });

  it('offers hourly choices 02:00 to 22:00', () => {
    expect(SENDING_HOUR_CHOICES).toHaveLength(21);
    expect(SENDING_HOUR_CHOICES[0]).toEqual({ hour: 2, label: '02:00' });
    expect(SENDING_HOUR_CHOICES.at(-1)).toEqual({ hour: 22, label: '22:00' });
  });

  it('restricts start choices to 7..21 and end choices to 8..22', () => {
    expect(SENDING_WINDOW_HOURS).toEqual({ start: { min: 7, max: 21 }, end: { min: 8, max: 22 } });
    expect(sendingHourChoicesFor('start').map((c) => c.label)).toEqual(
      Array.from({ length: 15 }, (_, i) => `${String(i + 7).padStart(2, '0')}:00`),
    );
    expect(sendingHourChoicesFor('end')[0]?.label).toBe('08:00');
    expect(sendingHourChoicesFor('end').at(-1)?.label).toBe('22:00');
  });

  it('lists weekdays Monday to Sunday in French, Sunday being 0', () => {
    expect(SENDABLE_WEEKDAYS.map((d) => frText(d.label))).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(SENDABLE_WEEKDAYS.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('parseSendableDays / formatSendableDays', () => {
  it('reads "1,2,3" and tolerates spaces, duplicates and junk', () => {
    expect(parseSendableDays('1,2,3')).toEqual([1, 2, 3]);
    expect(parseSendableDays(' 5, 0 ,5,,7,x,-1')).toEqual([0, 5]);
    expect(parseSendableDays('')).toEqual([]);
    expect(parseSendableDays(null)).toEqual([]);
  });

  it('keeps only tokens that are one digit 0..6 (an empty token is not Sunday; 03, +3, 3.0, 1e0, 0x3 are refused)', () => {
    expect(parseSendableDays('1,,2')).toEqual([1, 2]);
    expect(parseSendableDays(' ,4')).toEqual([4]);
    expect(parseSendableDays('03,+3,3.0,1e0,0x3,36,63')).toEqual([]);
  });

  it('writes unique ascending numbers', () => {
    expect(formatSendableDays([5, 1, 1, 3])).toBe('1,3,5');
    expect(formatSendableDays([9, 0])).toBe('0');
    expect(formatSendableDays([])).toBe('');
    expect(formatSendableDays([-1, 2.5, 7, 3, Number.NaN])).toBe('3');
  });

  // Independent re-statements of the spec's sendable_days (comma-separated weekday numbers 0 to 6;
  // docs/rules/sequences.md "Sending window").
  const WEEKDAY_TOKENS = ['0', '1', '2', '3', '4', '5', '6'];
  const oracleParse = (value: string): number[] =>
    [...new Set(value.split(',').map((token) => token.trim()).filter((token) => WEEKDAY_TOKENS.includes(token)))].map(Number).sort((a, b) => a - b);
  const oracleFormat = (days: readonly number[]): string =>
    WEEKDAY_TOKENS.filter((token) => days.includes(Number(token))).join(',');
  const tokenArb = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '9', '', ' ', ' 2 ', '03', '+3', '-1', '3.0', '1e0', '0x3', 'x', '12');

  it('reads any stored text as the oracle does', () => {
    fc.assert(fc.property(fc.array(tokenArb, { maxLength: 9 }), (tokens) => {
      expect(parseSendableDays(tokens.join(','))).toEqual(oracleParse(tokens.join(',')));
    }));
  });

  it('writes any list of numbers as the oracle does', () => {
    const numberArb = fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double({ min: -2, max: 8 }));
    fc.assert(fc.property(fc.array(numberArb, { maxLength: 9 }), (days) => formatSendableDays(days) === oracleFormat(days)));
  });

  it('round-trips any set of weekdays', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 })), (days) => {
        const text = formatSendableDays(days);
        return formatSendableDays(parseSendableDays(text)) === text && parseSendableDays(text).length === new Set(days).size;
      }),
    );
  });
});

describe('validateSendingWindow', () => {
  const window = { sendable_days: '1,2,3,4,5', sendable_start_hour: 9, sendable_end_hour: 18 };

  it('accepts a valid window and normalises the days', () => {
    expect(validateSendingWindow(window)).toEqual({ ok: true, value: window });
    expect(validateSendingWindow({ ...window, sendable_days: '5, 1,1' })).toEqual({ ok: true, value: { ...window, sendable_days: '1,5' } });
    expect(validateSendingWindow({ ...window, sendable_start_hour: 7, sendable_end_hour: 22 }).ok).toBe(true);
    expect(validateSendingWindow({ ...window, sendable_start_hour: 21, sendable_end_hour: 22 }).ok).toBe(true);
  });

  it('refuses hours out of range, end not after start, bad or empty days', () => {
    const code = (w: typeof window) => {
      const result = validateSendingWindow(w);
      return result.ok ? null : result.error.code;
    };
    expect(code({ ...window, sendable_start_hour: 6 })).toBe('SEQUENCE.START_HOUR_OUT_OF_RANGE');
    expect(code({ ...window, sendable_start_hour: 22 })).toBe('SEQUENCE.START_HOUR_OUT_OF_RANGE');
    expect(code({ ...window, sendable_start_hour: 9.5 })).toBe('SEQUENCE.START_HOUR_OUT_OF_RANGE');
    expect(code({ ...window, sendable_end_hour: 7 })).toBe('SEQUENCE.END_HOUR_OUT_OF_RANGE');
    expect(code({ ...window, sendable_end_hour: 23 })).toBe('SEQUENCE.END_HOUR_OUT_OF_RANGE');
    expect(code({ ...window, sendable_start_hour: 12, sendable_end_hour: 12 })).toBe('SEQUENCE.END_HOUR_NOT_AFTER_START');
    expect(code({ ...window, sendable_start_hour: 15, sendable_end_hour: 10 })).toBe('SEQUENCE.END_HOUR_NOT_AFTER_START');
    expect(code({ ...window, sendable_days: '' })).toBe('SEQUENCE.NO_SENDABLE_DAY');
    expect(code({ ...window, sendable_days: ' , ' })).toBe('SEQUENCE.NO_SENDABLE_DAY');
    expect(code({ ...window, sendable_days: '1,7' })).toBe('SEQUENCE.INVALID_SENDABLE_DAYS');
    expect(code({ ...window, sendable_days: '1,,2' })).toBe('SEQUENCE.INVALID_SENDABLE_DAYS');
    expect(code({ ...window, sendable_days: '1,16' })).toBe('SEQUENCE.INVALID_SENDABLE_DAYS');
    expect(code({ ...window, sendable_days: '1,61' })).toBe('SEQUENCE.INVALID_SENDABLE_DAYS');
  });

  it('gives the refused values and the allowed range in the error details', () => {
    expect(validateSendingWindow({ ...window, sendable_start_hour: 6 })).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.START_HOUR_OUT_OF_RANGE', details: { start: 6, min: 7, max: 21 } },
    });
    expect(validateSendingWindow({ ...window, sendable_end_hour: 23 })).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.END_HOUR_OUT_OF_RANGE', details: { end: 23, min: 8, max: 22 } },
    });
    expect(validateSendingWindow({ ...window, sendable_start_hour: 15, sendable_end_hour: 10 })).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.END_HOUR_NOT_AFTER_START', details: { start: 15, end: 10 } },
    });
    expect(validateSendingWindow({ ...window, sendable_days: '1,x' })).toEqual({
      ok: false,
      error: { code: 'SEQUENCE.INVALID_SENDABLE_DAYS', details: { sendable_days: '1,x' } },
    });
  });

  it('accepts exactly the integer pairs 7 ≤ start < end ≤ 22 with end ≥ 8', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (start, end) => {
        const expected = start >= 7 && start <= 21 && end >= 8 && end <= 22 && end > start;
        return validateSendingWindow({ ...window, sendable_start_hour: start, sendable_end_hour: end }).ok === expected;
      }),
    );
  });
});

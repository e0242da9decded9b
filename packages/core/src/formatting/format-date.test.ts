import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateFr } from './format-date';

describe('formatDateFr', () => {
  it('formats DD/MM/YYYY in the given zone', () => {
    expect(formatDateFr('2025-01-10T12:00:00Z', 'Europe/Paris')).toBe('10/01/2025');
    expect(formatDateFr(new Date('2025-01-10T23:30:00Z'), 'Europe/Paris')).toBe('11/01/2025');
    expect(formatDateFr(new Date('2025-01-10T23:30:00Z'), 'UTC')).toBe('10/01/2025');
    expect(formatDateFr(null, 'UTC')).toBe('');
    expect(formatDateFr('garbage', 'UTC')).toBe('');
  });

  it('always has the DD/MM/YYYY shape for valid dates', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (date) =>
        /^\d{2}\/\d{2}\/\d{4}$/.test(formatDateFr(date, 'Europe/Paris')),
      ),
    );
  });
});

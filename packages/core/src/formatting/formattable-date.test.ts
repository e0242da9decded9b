import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { toZonedDateTime } from './formattable-date';

describe('toZonedDateTime', () => {
  it('reads Date, ISO strings and DateTime in the zone', () => {
    expect(toZonedDateTime(new Date('2025-01-10T23:30:00Z'), 'Europe/Paris')?.toISO()).toBe('2025-01-11T00:30:00.000+01:00');
    expect(toZonedDateTime('2025-01-10T23:30:00Z', 'Europe/Paris')?.day).toBe(11);
    expect(toZonedDateTime('2025-01-10T23:30:00', 'Europe/Paris')?.toISO()).toBe('2025-01-10T23:30:00.000+01:00');
    expect(toZonedDateTime(DateTime.fromISO('2025-01-10T23:30:00Z'), 'UTC')?.hour).toBe(23);
  });

  it('gives null for missing or invalid dates and zones', () => {
    expect(toZonedDateTime(null, 'UTC')).toBeNull();
    expect(toZonedDateTime('', 'UTC')).toBeNull();
    expect(toZonedDateTime('not a date', 'UTC')).toBeNull();
    expect(toZonedDateTime(new Date(Number.NaN), 'UTC')).toBeNull();
    expect(toZonedDateTime('2025-01-10', 'Mars/Olympus')).toBeNull();
  });
});

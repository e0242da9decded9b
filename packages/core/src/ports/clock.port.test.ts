import { describe, expect, it } from 'vitest';
import { createFixedClock } from './clock.port';

describe('createFixedClock', () => {
  it('always answers the same instant and zone, as fresh Date objects', () => {
    const clock = createFixedClock('2025-01-10T09:00:00.000Z');
    const first = clock.now();
    first.setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2025-01-10T09:00:00.000Z');
    expect(clock.zone).toBe('Europe/Paris');
    expect(createFixedClock(0, 'UTC').zone).toBe('UTC');
  });

  it('refuses an invalid instant', () => {
    expect(() => createFixedClock('not a date')).toThrow(/Invalid instant/);
  });
});

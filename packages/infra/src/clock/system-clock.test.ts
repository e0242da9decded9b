import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, SystemClock } from './system-clock';

describe('SystemClock', () => {
  it('reads the system time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('uses the zone of the runtime (UTC in tests) unless one is given', () => {
    expect(new SystemClock().zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE);
    expect(new SystemClock('America/Martinique').zone).toBe('America/Martinique');
  });
});

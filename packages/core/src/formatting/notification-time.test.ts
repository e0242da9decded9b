import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './notification-time';

describe('formatNotificationTime', () => {
  it('shows HH:mm in the zone', () => {
    expect(formatNotificationTime('2025-07-01T07:05:00Z', 'Europe/Paris')).toBe('09:05');
    expect(formatNotificationTime(new Date('2025-01-01T23:59:59Z'), 'UTC')).toBe('23:59');
    expect(formatNotificationTime(undefined, 'UTC')).toBe('');
  });
});

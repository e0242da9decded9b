import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bellBadgeLabel, bellNotifications, isNotificationUnseen } from './notification-bell';

describe('notification bell', () => {
  it('treats an empty viewed_at as unseen', () => {
    expect(isNotificationUnseen({ viewed_at: null })).toBe(true);
    expect(isNotificationUnseen({})).toBe(true);
    expect(isNotificationUnseen({ viewed_at: '' })).toBe(true);
    expect(isNotificationUnseen({ viewed_at: '2025-01-10T09:00:00Z' })).toBe(false);
  });

  it('shows up to 5 unseen notifications, newest first', () => {
    const list = Array.from({ length: 8 }, (_, day) => ({ id: day, sent_at: `2025-01-0${day + 1}T09:00:00Z`, viewed_at: day === 7 ? '2025-01-09T00:00:00Z' : null }));
    expect(bellNotifications(list).map((n) => n.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('never shows more than 5, nor a seen notification', () => {
    const notification = fc.record({ sent_at: fc.option(fc.date({ noInvalidDate: true }).map((d) => d.toISOString())), viewed_at: fc.option(fc.constantFrom('', '2025-01-10T09:00:00Z')) });
    fc.assert(fc.property(fc.array(notification, { maxLength: 20 }), (list) => {
      const shown = bellNotifications(list);
      return shown.length <= 5 && shown.every(isNotificationUnseen) && shown.length === Math.min(5, list.filter(isNotificationUnseen).length);
    }));
  });

  it('labels the badge', () => {
    expect(bellBadgeLabel(0)).toBeNull();
    expect(bellBadgeLabel(3)).toBe('3');
    expect(bellBadgeLabel(5)).toBe('5');
    expect(bellBadgeLabel(12)).toBe('5+');
  });
});

import { describe, expect, it } from 'vitest';
import { frText } from '../testing/texts';
import fc from 'fast-check';
import { NOTIFICATION_TYPES, notificationTypeId, notificationTypeName } from './notification-types';

describe('NOTIFICATION_TYPES', () => {
  it('numbers the fifteen spec names 1 to 15 in the spec order', () => {
    expect(NOTIFICATION_TYPES.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(notificationTypeId('alert')).toBe(1);
    expect(notificationTypeId('engagement')).toBe(3);
    expect(notificationTypeId('insufficient_mailing_credits')).toBe(11);
    expect(notificationTypeId('linkedin_invitation_accepted')).toBe(15);
    expect(new Set(NOTIFICATION_TYPES.map((type) => frText(type.label))).size).toBe(15);
  });

  it('round-trips id and name, and knows no id outside 1–15', () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationTypeId(notificationTypeName(type.id)!)).toBe(type.id);
    fc.assert(fc.property(fc.integer().filter((n) => n < 1 || n > 15), (id) => notificationTypeName(id) === undefined));
  });
});

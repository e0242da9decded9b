import { describe, expect, it } from 'vitest';
import type { Notification } from '@cible/core';
import { withPushedNotification } from './withPushedNotification';

function notification(id: number): Notification {
  return {
    id,
    notification_type_id: 2,
    sent_at: new Date(Date.UTC(2026, 0, 12, 9, 0, id)).toISOString(),
    viewed_at: null,
    contact_id: null,
    company_id: null,
    payload: {},
    parsed_payload: {},
  };
}

const ids = (list: readonly Notification[]) => list.map((item) => item.id);
const listOf = (...list: number[]) => ({ notification_list: list.map(notification), notification_count: list.length });

describe('withPushedNotification (the bell once a notification is pushed)', () => {
  it('puts the pushed notification first and takes the pushed count', () => {
    const next = withPushedNotification(listOf(2, 1), { notification: notification(3), notification_count: 3 }, 5);
    expect(ids(next.notification_list)).toEqual([3, 2, 1]);
    expect(next.notification_count).toBe(3);
  });

  it('lists a notification once: pushed again, or already in the list, it is not doubled', () => {
    const next = withPushedNotification(listOf(3, 2, 1), { notification: notification(3), notification_count: 3 }, 5);
    expect(ids(next.notification_list)).toEqual([3, 2, 1]);
  });

  it('keeps at most 5 (the newest), while the count says how many are unseen', () => {
    const next = withPushedNotification(listOf(5, 4, 3, 2, 1), { notification: notification(6), notification_count: 12 }, 5);
    expect(ids(next.notification_list)).toEqual([6, 5, 4, 3, 2]);
    expect(next.notification_count).toBe(12);
  });

  it('lists no more than the pushed count: notifications viewed elsewhere meanwhile drop off', () => {
    // Another tab opened the panel (all viewed), then one new notification: only it is unseen.
    expect(ids(withPushedNotification(listOf(2, 1), { notification: notification(3), notification_count: 1 }, 5).notification_list)).toEqual([3]);
    expect(withPushedNotification(listOf(2, 1), { notification: notification(3), notification_count: 0 }, 5)).toEqual({ notification_list: [], notification_count: 0 });
  });

  it('for every list of up to 6 and every push: the pushed one first, no id twice, at most min(5, count) listed', () => {
    for (let size = 0; size <= 6; size += 1) {
      const answer = listOf(...Array.from({ length: size }, (_, index) => size - index));
      for (let pushedId = 1; pushedId <= size + 1; pushedId += 1) {
        for (let count = 0; count <= size + 2; count += 1) {
          const next = withPushedNotification(answer, { notification: notification(pushedId), notification_count: count }, 5);
          const listed = ids(next.notification_list);
          expect(new Set(listed).size).toBe(listed.length);
          expect(listed.length).toBe(Math.min(5, count, new Set([pushedId, ...ids(answer.notification_list)]).size));
          if (count > 0) expect(listed[0]).toBe(pushedId);
          expect(next.notification_count).toBe(count);
        }
      }
    }
  });
});

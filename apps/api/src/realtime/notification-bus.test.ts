import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessNotificationBus } from './in-process-notification-bus';
import { parseNotificationCreatedPayload } from './notification-bus';

describe('parseNotificationCreatedPayload (the NOTIFY payload of the insert trigger)', () => {
  it('reads {"user_id", "notification_id"}', () => {
    expect(parseNotificationCreatedPayload('{"user_id": 4, "notification_id": 97}')).toEqual({ userId: 4, notificationId: 97 });
  });

  it('refuses anything else', () => {
    for (const payload of [undefined, '', 'nope', '[]', 'null', '{"user_id": 4}', '{"user_id": "4", "notification_id": 1}', '{"user_id": 0, "notification_id": 1}', '{"user_id": 1.5, "notification_id": 1}', `{"user_id": 1, "notification_id": 1, "x": "${'a'.repeat(300)}"}`]) {
      expect(parseNotificationCreatedPayload(payload)).toBeNull();
    }
  });
});

describe('the in-process bus (embedded mode)', () => {
  const logger = pino({ level: 'silent' });

  it('delivers committed events to every subscriber on a later turn, never inside the caller', async () => {
    const bus = createInProcessNotificationBus(logger);
    const heard: unknown[] = [];
    bus.subscribe(() => {
      throw new Error('a failing listener does not stop the others');
    });
    const unsubscribe = bus.subscribe((event) => heard.push(event));
    bus.committed([{ userId: 1, notificationId: 2 }, { userId: 3, notificationId: 4 }]);
    expect(heard).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([{ userId: 1, notificationId: 2 }, { userId: 3, notificationId: 4 }]);
    unsubscribe();
    bus.committed([{ userId: 5, notificationId: 6 }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toHaveLength(2);
  });

  it('delivers nothing once closed', async () => {
    const bus = createInProcessNotificationBus(logger);
    const heard: unknown[] = [];
    bus.subscribe((event) => heard.push(event));
    bus.committed([{ userId: 1, notificationId: 2 }]);
    await bus.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual([]);
  });
});

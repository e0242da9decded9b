import { EventEmitter } from 'node:events';
import { NotificationPushSchema, SOCKET_MESSAGE_TYPE, parseSocketMessage } from '@cible/core';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { DeliverableNotification } from './deliverable-notification';
import { createInProcessNotificationBus } from './in-process-notification-bus';
import { startNotificationDelivery } from './notification-delivery';
import type { NotificationDeliverySource, UnseenCountOwner } from './notification-delivery';
import { SocketHub } from './socket-hub';

const NOW_S = Math.floor(Date.now() / 1000);

/** An open socket that records the frames sent to it. */
class FakeWebSocket extends EventEmitter {
  readonly OPEN = 1;
  readonly CONNECTING = 0;
  readonly CLOSED = 3;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = this.CLOSED;
    this.emit('close');
  }
  terminate(): void {
    this.close();
  }
  ping(): void {}
}

function row(id: number, userId: number, organizationId = 1): DeliverableNotification {
  return {
    id,
    userId,
    organizationId,
    notificationTypeId: 2,
    sentAt: new Date(Date.UTC(2026, 0, 12, 9, 0, id)),
    viewedAt: null,
    contactId: null,
    companyId: null,
    payload: {},
    userStatus: 1,
    userOrganizationId: organizationId,
    tokensValidAfter: null,
  };
}

function setup(unseen: Record<number, number>) {
  const logger = pino({ level: 'silent' });
  const bus = createInProcessNotificationBus(logger);
  const hub = new SocketHub();
  const sockets = new Map<number, FakeWebSocket>();
  for (const userId of [1, 2]) {
    const ws = new FakeWebSocket();
    hub.add(ws as unknown as WebSocket, { userId, organizationId: 1, iat: NOW_S, exp: NOW_S + 3600, connectedAsBy: null, isPlatformAdmin: false, token: 't' });
    sockets.set(userId, ws);
  }
  const stored = new Map<number, DeliverableNotification>();
  const source = {
    findDeliverable: vi.fn(async (ids: readonly number[]) => ids.flatMap((id) => stored.get(id) ?? [])),
    countUnseen: vi.fn(async (owners: readonly UnseenCountOwner[]) => new Map(owners.map((owner) => [owner.userId, unseen[owner.userId] ?? 0]))),
  } satisfies NotificationDeliverySource;
  const authenticator = { authenticateToken: vi.fn() };
  const stop = startNotificationDelivery({ bus, hub, source, authenticator: authenticator as never, logger });
  /** The pushes a user's socket received, read with core's schemas. */
  const pushesOf = (userId: number) =>
    (sockets.get(userId)?.sent ?? []).map((frame) => {
      const message = parseSocketMessage(frame);
      expect(message?.type_id).toBe(SOCKET_MESSAGE_TYPE.notification);
      return NotificationPushSchema.parse(message?.payload);
    });
  const settled = () => vi.waitFor(() => expect(source.countUnseen).toHaveBeenCalled());
  return { bus, source, stored, pushesOf, settled, stop, logger };
}

describe('startNotificationDelivery (the payload of a pushed notification)', () => {
  it('pushes each notification with its user’s unseen count, counted in ONE query per batch and only for users holding a socket here', async () => {
    const { bus, source, pushesOf, settled, stop } = setup({ 1: 7, 2: 1 });
    bus.committed([1, 2].map((id) => ({ userId: 1, notificationId: id, notification: row(id, 1) })).concat(
      { userId: 2, notificationId: 3, notification: row(3, 2) },
      { userId: 9, notificationId: 4, notification: row(4, 9) },
    ));
    await settled();
    await vi.waitFor(() => expect(pushesOf(1)).toHaveLength(2));
    expect(pushesOf(1).map((push) => [push.notification.id, push.notification_count])).toEqual([[1, 7], [2, 7]]);
    expect(pushesOf(1)[0]!.notification).toMatchObject({ id: 1, notification_type_id: 2, viewed_at: null, sent_at: '2026-01-12T09:00:01.000Z', parsed_payload: {} });
    expect(pushesOf(2).map((push) => [push.notification.id, push.notification_count])).toEqual([[3, 1]]);
    expect(source.countUnseen).toHaveBeenCalledTimes(1);
    expect(source.countUnseen).toHaveBeenCalledWith([{ userId: 1, organizationId: 1 }, { userId: 2, organizationId: 1 }]);
    expect(source.findDeliverable).not.toHaveBeenCalled();
    stop();
  });

  it('events heard from another process are read, then counted, then pushed', async () => {
    const { bus, source, stored, pushesOf, settled, stop } = setup({ 2: 4 });
    stored.set(11, row(11, 2));
    bus.committed([{ userId: 2, notificationId: 11 }]);
    await settled();
    await vi.waitFor(() => expect(pushesOf(2)).toHaveLength(1));
    expect(pushesOf(2)[0]).toMatchObject({ notification: { id: 11 }, notification_count: 4 });
    expect(source.findDeliverable).toHaveBeenCalledWith([11]);
    stop();
  });

  it('asks nothing for users without a socket here, and pushes nothing when the count cannot be read', async () => {
    const { bus, source, pushesOf, stop, logger } = setup({});
    const errors = vi.spyOn(logger, 'error');
    bus.committed([{ userId: 9, notificationId: 1, notification: row(1, 9) }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source.countUnseen).not.toHaveBeenCalled();

    source.countUnseen.mockRejectedValueOnce(new Error('connection lost'));
    bus.committed([{ userId: 1, notificationId: 2, notification: row(2, 1) }]);
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(pushesOf(1)).toEqual([]);
    stop();
  });
});

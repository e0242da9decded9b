import type pg from 'pg';
import type { Logger } from 'pino';
import { NOTIFICATIONS_CHANNEL } from '../db/schema-notifications';
import { parseNotificationCreatedPayload } from './notification-bus';
import type { NotificationBus } from './notification-bus';
import { createPostgresEventBus } from './postgres-event-bus';

export interface PostgresNotificationBusOptions {
  /** How to reach the server: the pool's own connection settings (connection string, host, user…). */
  readonly connection: pg.ClientConfig;
  readonly logger: Logger;
  /** First reconnection delay after the LISTEN connection broke (doubles up to 30 s). Default 500 ms. */
  readonly reconnectDelayMs?: number;
}

/**
 * The notification bus of the server mode: one LISTEN connection (`cible-api-listen`) on `cible_notifications`,
 * each notification id emitted once (postgres-event-bus.ts). Notifications committed while the connection was down
 * are not pushed (the web app reloads its list whenever its socket reconnects, and the bell on each page anyway).
 */
export function createPostgresNotificationBus(options: PostgresNotificationBusOptions): NotificationBus {
  return createPostgresEventBus({
    ...options,
    channel: NOTIFICATIONS_CHANNEL,
    parse: parseNotificationCreatedPayload,
    idOf: (event) => event.notificationId,
    name: 'notification',
    applicationName: 'cible-api-listen',
  });
}

export { clientConfigOf } from './postgres-event-bus';

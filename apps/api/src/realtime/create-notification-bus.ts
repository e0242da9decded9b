import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { createInProcessNotificationBus } from './in-process-notification-bus';
import type { NotificationBus } from './notification-bus';
import { clientConfigOf, createPostgresNotificationBus } from './postgres-notification-bus';

/**
 * The bus for a database: LISTEN/NOTIFY on a PostgreSQL server (several processes may share it), in-process on the
 * embedded PGlite (one process; its socket does not deliver NOTIFY to a listening connection). Not started yet.
 */
export function createNotificationBus(db: Database, logger: Logger): NotificationBus {
  return db.kind === 'server'
    ? createPostgresNotificationBus({ connection: clientConfigOf(db.pool), logger })
    : createInProcessNotificationBus(logger);
}

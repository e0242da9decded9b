import type { Logger } from 'pino';
import { createInProcessEventBus } from './in-process-event-bus';
import type { NotificationBus, NotificationCreatedEvent } from './notification-bus';

/** The notification bus of the embedded mode (one process): see in-process-event-bus.ts. */
export function createInProcessNotificationBus(logger: Logger): NotificationBus {
  return createInProcessEventBus<NotificationCreatedEvent>(logger, 'notification');
}

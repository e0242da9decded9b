import type { Logger } from 'pino';
import { ListenerSet } from './notification-bus';
import type { NotificationBus } from './notification-bus';

/**
 * The bus of the embedded mode (one process): `committed` delivers to this process's listeners on the next turn of
 * the event loop (never inside the caller's stack). See notification-bus.ts for why LISTEN is not used there.
 */
export function createInProcessNotificationBus(logger: Logger): NotificationBus {
  const listeners = new ListenerSet((error) => logger.error({ err: error }, 'notification listener failed'));
  let closed = false;
  return {
    kind: 'in-process',
    committed(events) {
      if (closed || events.length === 0) return;
      const copy = [...events];
      setImmediate(() => {
        if (closed) return;
        for (const event of copy) listeners.emit(event);
      });
    },
    subscribe: (listener) => listeners.add(listener),
    async start() {},
    async close() {
      closed = true;
    },
  };
}

import type { Logger } from 'pino';
import { ListenerSet } from './event-bus';
import type { EventBus } from './event-bus';

/**
 * The bus of the embedded mode (one process): `committed` delivers to this process's listeners on the next turn of
 * the event loop (never inside the caller's stack). See event-bus.ts for why LISTEN is not used there.
 */
export function createInProcessEventBus<Event>(logger: Logger, name: string): EventBus<Event> {
  const listeners = new ListenerSet<Event>((error) => logger.error({ err: error }, `${name} listener failed`));
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

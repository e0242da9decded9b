import { SOCKET_MESSAGE_TYPE } from '@cible/core';
import type { Export, ExportProgressPush, SocketMessage } from '@cible/core';
import { sendWhereSessionHolds, startBatchedSocketDelivery } from './batched-socket-delivery';
import type { SocketDeliveryDependencies } from './batched-socket-delivery';
import type { ExportProgressBus, ExportProgressEvent } from './export-progress-bus';
import type { SocketOwnerState } from './socket-session-check';

/** What the delivery reads (implemented by the exports service): the exports as they stand, and their owners. */
export interface ExportProgressSource {
  /** The exports of these ids that still exist, as the API shows them, with their owner's id. */
  findExports(ids: readonly number[]): Promise<readonly { readonly userId: number; readonly export: Export }[]>;
  /** The current state of a user (his sockets are checked against it), `null` when he is gone. */
  ownerState(userId: number): Promise<SocketOwnerState | null>;
}

export type ExportProgressDeliveryDependencies = SocketDeliveryDependencies<ExportProgressBus, ExportProgressSource>;

/** The socket message of an export's progress: core's `{ type_id: SOCKET_MESSAGE_TYPE.exportProgress, payload }`. */
export function exportProgressSocketMessage(payload: ExportProgressPush): string {
  const message: SocketMessage = { type_id: SOCKET_MESSAGE_TYPE.exportProgress, payload };
  return JSON.stringify(message);
}

/**
 * Pushes the progress of exports to their owner's sockets on this process (every tab; an administrator "connected
 * as" him too), nobody else: the export as it stands when the event is delivered (events of one export heard
 * together are one push). Events of users holding no socket here are dropped at once (no query). Each socket's
 * session is checked again before sending (socket-session-check.ts). Answers the function that stops the delivery.
 */
export function startExportProgressDelivery({ bus, hub, source, authenticator, logger }: ExportProgressDeliveryDependencies): () => void {
  return startBatchedSocketDelivery<ExportProgressEvent>({
    batchSize: 200,
    sortIds: true,
    listen: (queue) =>
      bus.subscribe((event) => {
        if (hub.has(event.userId)) queue.addReady(event.eventId, event);
      }),
    read: async () => [],
    readFailed: () => undefined,
    deliver: async (events) => {
      const exportIds = [...new Set(events.map((event) => event.exportId))];
      let found: Awaited<ReturnType<ExportProgressSource['findExports']>>;
      try {
        found = await source.findExports(exportIds);
      } catch (error) {
        logger.error({ err: error, exports: exportIds.length }, 'export progress delivery: reading failed; not pushed');
        return;
      }
      for (const { userId, export: current } of found) {
        const sockets = hub.socketsOf(userId);
        if (sockets.length === 0) continue;
        const state = await source.ownerState(userId);
        await sendWhereSessionHolds({ hub, authenticator }, userId, sockets, () => state ?? 'AUTH.TOKEN_INVALID', () =>
          exportProgressSocketMessage({ export: current }),
        );
      }
    },
  });
}

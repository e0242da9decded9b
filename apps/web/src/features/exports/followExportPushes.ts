import { SOCKET_MESSAGE_TYPE, type Export, type SocketGateway } from '@cible/core';
import { withSocketPushSchemas } from '../../view-model/loadSocketPushSchemas';

/**
 * Follows the progress of the user's exports on the real-time socket (message type `exportProgress`): each readable
 * push hands over the export as it stands; an unreadable one is dropped (the page's load answers the state).
 * Answers the function that stops following.
 */
export function followExportPushes(socket: SocketGateway, pushed: (exportState: Export) => void): () => void {
  return socket.onMessage(SOCKET_MESSAGE_TYPE.exportProgress, (payload) =>
    withSocketPushSchemas((schemas) => {
      const parsed = schemas?.ExportProgressPushSchema.safeParse(payload);
      if (parsed?.success) pushed(parsed.data.export);
    }),
  );
}

import type { SocketMessage } from '../contract/socket/socket.contract';

/** State of the socket connection. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** A handler of the messages of one type. */
export type SocketMessageHandler = (payload: unknown, message: SocketMessage) => void;

/**
 * The real-time socket port (docs/rules/ports.md "Non-HTTP ports"; `SOCKET_RECONNECT_DELAY_MS`): opened once a token
 * exists, reconnected 5 s after closing. `send` answers `false` (and the adapter warns "WebSocket not connected !")
 * when the socket is not open. `onMessage` answers the function that unsubscribes the handler.
 */
export interface SocketGateway {
  connect(token: string): void;
  disconnect(): void;
  send(message: SocketMessage): boolean;
  onMessage(typeId: number, handler: SocketMessageHandler): () => void;
  readonly status: SocketStatus;
}

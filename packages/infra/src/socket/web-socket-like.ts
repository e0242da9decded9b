/**
 * What the socket adapter needs of a WebSocket: the browser's `WebSocket` and the `ws` package's client both fit.
 * Handler parameters are `never` so that either implementation's event types are accepted.
 */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: `new (url, protocol)`. */
export type WebSocketConstructor = new (url: string, protocols?: string | string[]) => WebSocketLike;

/** `WebSocket.OPEN`. */
export const WEB_SOCKET_OPEN = 1;

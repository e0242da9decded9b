import {
  buildSocketUrl,
  parseSocketMessage,
  SOCKET_NOT_CONNECTED_WARNING,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_SUBPROTOCOL,
  type SocketGateway,
  type SocketMessage,
  type SocketMessageHandler,
  type SocketStatus,
  type TimerHandle,
  type Timers,
} from '@cible/core';
import { consoleLogger, type Logger } from '../shared/logger';
import { systemTimers } from '../shared/timers';
import { WEB_SOCKET_OPEN, type WebSocketConstructor, type WebSocketLike } from './web-socket-like';

export interface BrowserWebSocketGatewayOptions {
  /** The API host (`https://api…`): the socket goes to its `wss://…/v1/web-socket/socket`. */
  readonly apiBaseUrl: string;
  /** Defaults to the global `WebSocket`. */
  readonly WebSocket?: WebSocketConstructor;
  readonly timers?: Timers;
  /** Delay before reconnecting after a close; defaults to `SOCKET_RECONNECT_DELAY_MS` (5000 ms). */
  readonly reconnectDelayMs?: number;
  /**
   * Longest wait between attempts that fail before the socket opened (a refused upgrade: 401 for a revoked or
   * expired token, server down): the wait doubles after each such failure, from `reconnectDelayMs` up to this
   * (designed; default 60 000 ms), and is back to `reconnectDelayMs` once a socket opens.
   */
  readonly maxReconnectDelayMs?: number;
  /**
   * The token to reconnect with, read at each reconnection (the session's current token: a renewed one replaces
   * the token given to `connect`). `null`: no usable token any more, the socket stays closed until the next
   * `connect`. Without it, the token given to `connect` is reused.
   */
  readonly currentToken?: () => string | null;
  readonly logger?: Logger;
}

/** Default for {@link BrowserWebSocketGatewayOptions.maxReconnectDelayMs} (designed). */
export const SOCKET_MAX_RECONNECT_DELAY_MS = 60_000;

/** Listener of status changes (view-models mirror the status in an observable). */
export type SocketStatusListener = (status: SocketStatus) => void;

/**
 * Core's {@link SocketGateway} over a browser WebSocket (docs/infra.md "Behaviours"; core's
 * `SOCKET_RECONNECT_DELAY_MS`, `SOCKET_NOT_CONNECTED_WARNING`):
 * - `connect(token)` opens `ws(s)://<api host>/v1/web-socket/socket?token=<jwt>` with subprotocol `echo-protocol`;
 * - after any close that was not asked for (`disconnect`), it reconnects 5 s later with the current token
 *   (`currentToken`, else the one given to `connect`); attempts that fail before opening (a refused upgrade gives
 *   no status to the browser: 401, server down) wait twice as long each time, up to `maxReconnectDelayMs`;
 * - frames are JSON `{ type_id, payload }` read with core's `parseSocketMessage` (others are dropped) and dispatched
 *   to the handlers of their `type_id`; a failing handler does not stop the others;
 * - `send` while not open logs "WebSocket not connected !" (console.warn) and drops the message.
 */
export class BrowserWebSocketGateway implements SocketGateway {
  private readonly apiBaseUrl: string;
  private readonly WebSocketClass: WebSocketConstructor | null;
  private readonly timers: Timers;
  private readonly reconnectDelayMs: number;
  private readonly maxReconnectDelayMs: number;
  private readonly currentToken: (() => string | null) | null;
  private readonly logger: Logger;
  private readonly handlers = new Map<number, Set<SocketMessageHandler>>();
  private readonly statusListeners = new Set<SocketStatusListener>();
  private socket: WebSocketLike | null = null;
  private token: string | null = null;
  private reconnectTimer: TimerHandle | null = null;
  private currentStatus: SocketStatus = 'idle';
  /** Attempts in a row that closed before opening (the backoff). */
  private failedAttempts = 0;
  /** Whether the current socket has opened. */
  private opened = false;

  constructor(options: BrowserWebSocketGatewayOptions) {
    this.apiBaseUrl = options.apiBaseUrl;
    this.WebSocketClass = options.WebSocket ?? (typeof WebSocket === 'undefined' ? null : WebSocket);
    this.timers = options.timers ?? systemTimers;
    this.reconnectDelayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;
    this.maxReconnectDelayMs = Math.max(this.reconnectDelayMs, options.maxReconnectDelayMs ?? SOCKET_MAX_RECONNECT_DELAY_MS);
    this.currentToken = options.currentToken ?? null;
    this.logger = options.logger ?? consoleLogger;
  }

  get status(): SocketStatus {
    return this.currentStatus;
  }

  /** Opens the socket for a token; a no-op when already open (or opening) for that token, a switch for another. */
  connect(token: string): void {
    if (token === '') return;
    if (this.token === token && (this.socket !== null || this.reconnectTimer !== null)) return;
    this.stop();
    this.token = token;
    this.failedAttempts = 0;
    this.open();
  }

  /** Closes on purpose: no reconnection until the next `connect`. */
  disconnect(): void {
    this.token = null;
    const hadSomething = this.stop();
    if (hadSomething || this.currentStatus !== 'idle') this.setStatus('closed');
  }

  send(message: SocketMessage): boolean {
    const socket = this.socket;
    if (socket === null || socket.readyState !== WEB_SOCKET_OPEN) {
      this.logger.warn(SOCKET_NOT_CONNECTED_WARNING);
      return false;
    }
    socket.send(JSON.stringify(message));
    return true;
  }

  onMessage(typeId: number, handler: SocketMessageHandler): () => void {
    let forType = this.handlers.get(typeId);
    if (forType === undefined) {
      forType = new Set();
      this.handlers.set(typeId, forType);
    }
    forType.add(handler);
    return () => {
      forType.delete(handler);
      if (forType.size === 0 && this.handlers.get(typeId) === forType) this.handlers.delete(typeId);
    };
  }

  /** Follows status changes; answers the function that stops following. */
  onStatusChange(listener: SocketStatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private open(): void {
    const token = this.token;
    if (token === null) return;
    if (this.WebSocketClass === null) {
      this.logger.warn('[socket] WebSocket is not available in this browser');
      return;
    }
    this.setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = new this.WebSocketClass(buildSocketUrl(this.apiBaseUrl, token), SOCKET_SUBPROTOCOL);
    } catch (error) {
      this.logger.warn('[socket] could not open the socket', error);
      this.failedAttempts += 1;
      this.setStatus('closed');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.opened = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.opened = true;
      this.failedAttempts = 0;
      this.setStatus('open');
    };
    socket.onmessage = (event: { readonly data: unknown }) => {
      if (this.socket === socket) this.dispatch(event.data);
    };
    socket.onerror = () => {
      // A close event always follows: reconnection is decided there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.opened) this.failedAttempts += 1;
      this.setStatus('closed');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.token === null || this.reconnectTimer !== null) return;
    const delayMs = Math.min(this.maxReconnectDelayMs, this.reconnectDelayMs * 2 ** this.failedAttempts);
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      if (this.currentToken !== null) {
        const current = this.currentToken();
        if (current === null || current === '') {
          // No usable token (expired, logged out): stay closed until the next connect.
          this.token = null;
          return;
        }
        this.token = current;
      }
      this.open();
    }, delayMs);
  }

  /** Cancels a pending reconnection and closes the socket without reconnecting; whether there was either. */
  private stop(): boolean {
    let hadSomething = false;
    if (this.reconnectTimer !== null) {
      this.timers.clearTimeout(this.reconnectTimer);
      this.reconnectTimer = null;
      hadSomething = true;
    }
    const socket = this.socket;
    if (socket !== null) {
      this.socket = null;
      hadSomething = true;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onclose = null;
      try {
        socket.close(1000, 'disconnect');
      } catch (error) {
        this.logger.warn('[socket] close failed', error);
      }
    }
    return hadSomething;
  }

  private dispatch(data: unknown): void {
    if (typeof data !== 'string') return;
    const message = parseSocketMessage(data);
    if (message === null) {
      this.logger.warn('[socket] message dropped: not a { type_id, payload } JSON message');
      return;
    }
    const forType = this.handlers.get(message.type_id);
    if (forType === undefined) return;
    for (const handler of [...forType]) {
      try {
        handler(message.payload, message);
      } catch (error) {
        this.logger.error(`[socket] handler of message type ${message.type_id} failed`, error);
      }
    }
  }

  private setStatus(status: SocketStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

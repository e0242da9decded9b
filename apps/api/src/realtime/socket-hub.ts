import type { WebSocket } from 'ws';

/** WebSocket close codes used by the server (RFC 6455 section 7.4.1). */
export const SOCKET_CLOSE = {
  /** The process is shutting down: reconnect (the balancer sends the client to another process). */
  goingAway: 1001,
  /** The client sent something the protocol does not accept (binary frame, not a `{ type_id, payload }` message). */
  unsupportedData: 1003,
  /** The session no longer allows the socket: token expired or revoked, user disabled. The reason says which. */
  policyViolation: 1008,
} as const;

/** Who a socket belongs to: the verified session token it was opened with. */
export interface SocketSession {
  readonly userId: number;
  readonly organizationId: number;
  /** Issued at (Unix seconds): checked against the user's revocation timestamp on every delivery. */
  readonly iat: number;
  /** Expiry (Unix seconds): the socket is closed then. */
  readonly exp: number;
  /** Impersonation: the platform administrator behind the token (re-checked on every delivery). */
  readonly connectedAsBy: number | null;
  /** The user is a platform administrator (the support staff): his sockets receive the support inbox's messages. */
  readonly isPlatformAdmin: boolean;
  /** The raw token, kept only to re-verify impersonation sockets. */
  readonly token: string;
}

/** One open socket of the hub. */
export interface HubSocket {
  readonly ws: WebSocket;
  readonly session: SocketSession;
  /** Answered the last ping (or just opened). */
  alive: boolean;
  expiryTimer: NodeJS.Timeout | null;
}

export interface SocketHubOptions {
  /** Interval of the keep-alive pings; a socket that did not answer the previous ping is terminated. Default 30 s. */
  readonly pingIntervalMs?: number;
  /** Now in milliseconds (tests). */
  readonly now?: () => number;
  /** A slow client whose unsent data exceeds this is dropped (default 4 MiB). */
  readonly maxBufferedBytes?: number;
  /**
   * Told, after a socket opened or closed, how many sockets of his own (not an administrator's "connected as") the
   * user now holds on this process (the presence of realtime/socket-presence.ts).
   */
  readonly onOwnSocketsChanged?: (userId: number, ownSockets: number) => void;
}

/** Largest delay of a Node timer (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The open sockets of this process, by user. Each socket is closed with 1008 `AUTH.TOKEN_EXPIRED` when its token
 * expires, pinged every 30 s (browsers answer pings by themselves) and terminated when it misses a ping. A message
 * is only ever sent to the sockets of the user it is for (`send(userId, …)`).
 */
export class SocketHub {
  private readonly byUser = new Map<number, Set<HubSocket>>();
  private readonly pingIntervalMs: number;
  private readonly now: () => number;
  private readonly maxBufferedBytes: number;
  private readonly onOwnSocketsChanged: ((userId: number, ownSockets: number) => void) | undefined;
  private heartbeat: NodeJS.Timeout | null = null;
  private total = 0;

  constructor(options: SocketHubOptions = {}) {
    this.pingIntervalMs = options.pingIntervalMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 4 * 1024 * 1024;
    this.onOwnSocketsChanged = options.onOwnSocketsChanged;
  }

  /** Number of open sockets. */
  get size(): number {
    return this.total;
  }

  /** Number of open sockets of a user. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Whether this process holds a socket of the user (the delivery skips other users' events). */
  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** The open sockets of a user (a copy). */
  socketsOf(userId: number): HubSocket[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** Number of open sockets of a user that are his own (not an administrator's "connected as"). */
  ownCountOf(userId: number): number {
    let count = 0;
    for (const entry of this.byUser.get(userId) ?? []) if (entry.session.connectedAsBy === null) count += 1;
    return count;
  }

  /** The users holding at least one socket whose session matches (e.g. the support staff's own sockets). */
  userIdsWith(matches: (session: SocketSession) => boolean): number[] {
    const found: number[] = [];
    for (const [userId, sockets] of this.byUser) {
      for (const entry of sockets) {
        if (matches(entry.session)) {
          found.push(userId);
          break;
        }
      }
    }
    return found;
  }

  /** Registers an open socket; it leaves the hub when it closes. */
  add(ws: WebSocket, session: SocketSession): HubSocket {
    const entry: HubSocket = { ws, session, alive: true, expiryTimer: null };
    let sockets = this.byUser.get(session.userId);
    if (sockets === undefined) {
      sockets = new Set();
      this.byUser.set(session.userId, sockets);
    }
    sockets.add(entry);
    this.total += 1;
    if (session.connectedAsBy === null) this.onOwnSocketsChanged?.(session.userId, this.ownCountOf(session.userId));

    const untilExpiry = Math.min(session.exp * 1000 - this.now(), MAX_TIMER_MS);
    if (untilExpiry <= 0) {
      this.close(entry, SOCKET_CLOSE.policyViolation, 'AUTH.TOKEN_EXPIRED');
    } else {
      entry.expiryTimer = setTimeout(() => this.close(entry, SOCKET_CLOSE.policyViolation, 'AUTH.TOKEN_EXPIRED'), untilExpiry);
      entry.expiryTimer.unref();
    }
    ws.on('pong', () => {
      entry.alive = true;
    });
    ws.once('close', () => this.remove(entry));
    this.startHeartbeat();
    return entry;
  }

  /**
   * Sends one text frame to the given sockets of a user (all of them by default). Answers how many were sent. A
   * socket that is not open is skipped; a client too slow to read (unsent data over the bound) is dropped.
   */
  send(userId: number, data: string, only?: (socket: HubSocket) => boolean): number {
    let sent = 0;
    for (const entry of this.byUser.get(userId) ?? []) {
      if (entry.ws.readyState !== entry.ws.OPEN) continue;
      if (only !== undefined && !only(entry)) continue;
      if (entry.ws.bufferedAmount > this.maxBufferedBytes) {
        entry.ws.terminate();
        continue;
      }
      entry.ws.send(data);
      sent += 1;
    }
    return sent;
  }

  /** Closes one socket with a code and reason (it leaves the hub at once). */
  close(entry: HubSocket, code: number, reason: string): void {
    this.remove(entry);
    if (entry.ws.readyState === entry.ws.OPEN || entry.ws.readyState === entry.ws.CONNECTING) entry.ws.close(code, reason);
  }

  /**
   * Closes every socket (shutdown: 1001, the clients reconnect, to another process behind a balancer) and stops the
   * heartbeat; resolves once they are closed, terminating those that did not finish the closing handshake within
   * `graceMs`.
   */
  async closeAll(code: number = SOCKET_CLOSE.goingAway, reason = 'server shutting down', graceMs = 1000): Promise<void> {
    this.stopHeartbeat();
    const closing: Promise<void>[] = [];
    const entries = [...this.byUser.values()].flatMap((sockets) => [...sockets]);
    for (const entry of entries) {
      if (entry.ws.readyState !== entry.ws.CLOSED) {
        closing.push(new Promise<void>((resolve) => entry.ws.once('close', () => resolve())));
      }
      this.close(entry, code, reason);
    }
    if (closing.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const outcome = await Promise.race([Promise.all(closing), timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      // Sockets still open after the grace period: cut them (their close events then resolve the promises).
      for (const entry of entries) if (entry.ws.readyState !== entry.ws.CLOSED) entry.ws.terminate();
      await Promise.race([Promise.all(closing), new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  }

  private remove(entry: HubSocket): void {
    if (entry.expiryTimer !== null) clearTimeout(entry.expiryTimer);
    entry.expiryTimer = null;
    const sockets = this.byUser.get(entry.session.userId);
    if (sockets === undefined || !sockets.delete(entry)) return;
    this.total -= 1;
    if (sockets.size === 0) this.byUser.delete(entry.session.userId);
    if (this.total === 0) this.stopHeartbeat();
    if (entry.session.connectedAsBy === null) this.onOwnSocketsChanged?.(entry.session.userId, this.ownCountOf(entry.session.userId));
  }

  private startHeartbeat(): void {
    if (this.heartbeat !== null) return;
    this.heartbeat = setInterval(() => this.beat(), this.pingIntervalMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** One keep-alive round: terminate sockets that missed the previous ping, ping the others. */
  private beat(): void {
    for (const sockets of [...this.byUser.values()]) {
      for (const entry of [...sockets]) {
        if (!entry.alive) {
          this.remove(entry);
          entry.ws.terminate();
          continue;
        }
        entry.alive = false;
        try {
          entry.ws.ping();
        } catch {
          // A socket closing meanwhile: its close event removes it.
        }
      }
    }
  }
}

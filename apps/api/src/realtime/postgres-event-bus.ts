import pg from 'pg';
import type { Logger } from 'pino';
import { ListenerSet } from './event-bus';
import type { EventBus } from './event-bus';

export interface PostgresEventBusOptions<Event> {
  /** How to reach the server: the pool's own connection settings (connection string, host, user…). */
  readonly connection: pg.ClientConfig;
  readonly logger: Logger;
  /** The NOTIFY channel of the insert trigger. */
  readonly channel: string;
  /** Reads a NOTIFY payload; `null` for an unreadable one (logged and dropped). */
  readonly parse: (payload: string | undefined) => Event | null;
  /** The id of an event's row: each id is emitted once (the local commit and the LISTEN echo are one event). */
  readonly idOf: (event: Event) => number;
  /** What the events are, for the logs (`notification`, `support-chat message`). */
  readonly name: string;
  /** `application_name` of the LISTEN connection (pg_stat_activity). */
  readonly applicationName: string;
  /** First reconnection delay after the LISTEN connection broke (doubles up to 30 s). Default 500 ms. */
  readonly reconnectDelayMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
/** How long an id is remembered to drop its second announcement (local commit, then LISTEN, or back). */
const DEDUPLICATION_WINDOW_MS = 60_000;

/**
 * The bus of the server mode: ONE dedicated connection per process and bus (outside the pool, so that it is never
 * handed to a query) runs `LISTEN <channel>` and turns each NOTIFY of the insert trigger into an event. The NOTIFY is
 * sent by PostgreSQL at commit, to every listening process — this one included.
 *
 * Shortcut for this process's own inserts: `committed` emits them at once (they may carry the rows, so the delivery
 * needs no read and no LISTEN round trip), and the same row heard again through LISTEN (or heard first, then
 * committed) is dropped: each id is emitted once (ids remembered for 60 s).
 *
 * When the connection breaks it reconnects (500 ms, then doubling up to 30 s) and LISTENs again; rows committed
 * while it was down are not pushed (the web app reloads what it shows whenever its socket reconnects).
 */
export function createPostgresEventBus<Event>(options: PostgresEventBusOptions<Event>): EventBus<Event> {
  const { logger, channel, name } = options;
  const firstDelay = options.reconnectDelayMs ?? 500;
  const listeners = new ListenerSet<Event>((error) => logger.error({ err: error }, `${name} listener failed`));
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let delay = firstDelay;
  /** Ids emitted recently, in emission order, with when (for the deduplication of the two announcements). */
  const emitted = new Map<number, number>();

  /** Emits an event unless its row was emitted already; forgets ids older than the window. */
  const emitOnce = (event: Event) => {
    const now = Date.now();
    for (const [id, at] of emitted) {
      if (now - at < DEDUPLICATION_WINDOW_MS) break;
      emitted.delete(id);
    }
    const id = options.idOf(event);
    if (emitted.has(id)) return;
    emitted.set(id, now);
    listeners.emit(event);
  };

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ ...options.connection, application_name: options.applicationName, keepAlive: true });
    candidate.on('notification', (message) => {
      if (message.channel !== channel) return;
      const event = options.parse(message.payload);
      if (event === null) {
        logger.warn({ payload: message.payload?.slice(0, 200) }, `unreadable ${name} NOTIFY ignored`);
        return;
      }
      emitOnce(event);
    });
    candidate.on('error', (error) => {
      logger.warn({ err: error }, `${name} LISTEN connection failed`);
      broken(candidate);
    });
    candidate.on('end', () => broken(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      await candidate.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    delay = firstDelay;
  };

  const broken = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    which.end().catch(() => {});
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer !== null) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(
        () => logger.info(`${name} LISTEN connection restored`),
        (error: unknown) => {
          logger.warn({ err: error, retryInMs: delay }, `${name} LISTEN connection: reconnection failed`);
          delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  };

  return {
    kind: 'postgres',
    committed(events) {
      if (closed) return;
      for (const event of events) emitOnce(event);
    },
    subscribe: (listener) => listeners.add(listener),
    start: connect,
    async close() {
      closed = true;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** The connection settings of a pool, for a separate client to the same database. */
export function clientConfigOf(pool: pg.Pool): pg.ClientConfig {
  const { connectionString, host, port, user, password, database, ssl, connectionTimeoutMillis } = pool.options;
  const config: pg.ClientConfig = {};
  if (connectionString !== undefined) config.connectionString = connectionString;
  if (host !== undefined) config.host = host;
  if (port !== undefined) config.port = port;
  if (user !== undefined) config.user = user;
  if (password !== undefined) config.password = password;
  if (database !== undefined) config.database = database;
  if (ssl !== undefined) config.ssl = ssl;
  if (connectionTimeoutMillis !== undefined) config.connectionTimeoutMillis = connectionTimeoutMillis;
  return config;
}

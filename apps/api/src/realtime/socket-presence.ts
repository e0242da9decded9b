import type { Logger } from 'pino';
import type { SocketPresenceRepository } from './socket-presence-repository';

/**
 * Whether a user is "here": holds a socket of his own (not an administrator's "connected as") on any API process
 * (docs/support-chat.md "Away e-mail"). This process knows its own sockets exactly (the hub tells it each change);
 * the others' are read from `socket_presence`, which every process keeps up to date: a row per user with sockets,
 * written when the count changes and refreshed by a heartbeat, so that the rows of a process that died stop counting
 * after {@link PRESENCE_FRESH_SECONDS}.
 */
export interface SocketPresence {
  /** The hub's report: the user now holds `ownSockets` sockets of his own on this process. */
  changed(userId: number, ownSockets: number): void;
  /** Whether the user holds a socket of his own on this process or on another live one. */
  isConnected(userId: number): Promise<boolean>;
  /** Starts the heartbeat. */
  start(): void;
  /** Stops the heartbeat and removes this process's rows (after the writes on their way). */
  close(): Promise<void>;
}

/** The heartbeat of a process's presence rows. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A process's rows count this long after its last heartbeat (three heartbeats). */
export const PRESENCE_FRESH_SECONDS = 90;
/** Rows older than this are deleted by any heartbeat (a process that died long ago). */
const PRESENCE_FORGET_SECONDS = 24 * 3600;

export interface SocketPresenceOptions {
  readonly repository: SocketPresenceRepository;
  /** This process, in the table (a random id per start). */
  readonly processId: string;
  readonly logger: Logger;
  readonly heartbeatMs?: number;
}

export function createSocketPresence({ repository, processId, logger, heartbeatMs = PRESENCE_HEARTBEAT_MS }: SocketPresenceOptions): SocketPresence {
  /** This process's exact counts (the hub's reports). */
  const local = new Map<number, number>();
  /** The write of each user's row, chained so that the last report wins. */
  const writes = new Map<number, Promise<void>>();
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const write = (userId: number, sockets: number) => {
    const previous = writes.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => (closed ? undefined : repository.set(processId, userId, sockets)))
      .catch((error: unknown) => logger.warn({ err: error, userId }, 'socket presence could not be recorded'))
      .finally(() => {
        if (writes.get(userId) === next) writes.delete(userId);
      });
    writes.set(userId, next);
  };

  return {
    changed(userId, ownSockets) {
      if (ownSockets > 0) local.set(userId, ownSockets);
      else local.delete(userId);
      write(userId, ownSockets);
    },
    async isConnected(userId) {
      if ((local.get(userId) ?? 0) > 0) return true;
      return repository.isConnected(userId, PRESENCE_FRESH_SECONDS, processId);
    },
    start() {
      if (heartbeat !== null || closed) return;
      heartbeat = setInterval(() => {
        repository.touch(processId, PRESENCE_FORGET_SECONDS).catch((error: unknown) => logger.warn({ err: error }, 'socket presence heartbeat failed'));
      }, heartbeatMs);
      heartbeat.unref();
    },
    async close() {
      if (heartbeat !== null) clearInterval(heartbeat);
      heartbeat = null;
      await Promise.allSettled([...writes.values()]);
      closed = true;
      local.clear();
      await repository.clear(processId).catch((error: unknown) => logger.warn({ err: error }, 'socket presence could not be cleared'));
    },
  };
}

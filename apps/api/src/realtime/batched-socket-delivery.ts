import type { Logger } from 'pino';
import type { TokenAuthenticator } from '../security/authenticate';
import type { HubSocket, SocketHub } from './socket-hub';
import { SOCKET_CLOSE } from './socket-hub';
import { socketSessionRefusal } from './socket-session-check';
import type { SocketOwnerState } from './socket-session-check';

/** What a delivery fills while it listens to its bus (the ids heard, and the rows an event already carried). */
export interface DeliveryQueue<Row> {
  /** An id to read (batched with the others heard meanwhile). */
  add(id: number): void;
  /** A row the event already carried: delivered without a read (before the ids to read). */
  addReady(id: number, row: Row): void;
}

export interface BatchedSocketDeliveryOptions<Row> {
  /** At most this many ids read per query. */
  readonly batchSize: number;
  /** `true`: the ids are read in id order; `false`: in the order they were heard. */
  readonly sortIds: boolean;
  /** Subscribes to the bus, filling `queue`; answers the function that unsubscribes. */
  readonly listen: (queue: DeliveryQueue<Row>) => () => void;
  /** Reads the rows of these ids (a failure is told to `readFailed`, and those ids are not delivered). */
  readonly read: (ids: readonly number[]) => Promise<readonly Row[]>;
  readonly readFailed: (error: unknown, ids: readonly number[]) => void;
  /** Delivers one batch of rows, read or ready. */
  readonly deliver: (rows: readonly Row[]) => Promise<void>;
}

/**
 * The batching shared by the socket deliveries (notifications, support chat): everything heard during one turn of
 * the event loop, and while the previous read runs, is read in one query of at most `batchSize` ids, then delivered;
 * the rows an event already carried are delivered first, without a read. Answers the function that stops the
 * delivery (unsubscribes and drops what is pending).
 */
export function startBatchedSocketDelivery<Row>({ batchSize, sortIds, listen, read, readFailed, deliver }: BatchedSocketDeliveryOptions<Row>): () => void {
  const pending = new Set<number>();
  const ready = new Map<number, Row>();
  let running = false;
  let scheduled = false;
  let stopped = false;

  const schedule = () => {
    if (scheduled || running || stopped) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  const flush = async () => {
    if (running || stopped || (pending.size === 0 && ready.size === 0)) return;
    running = true;
    try {
      while (ready.size > 0 && !stopped) {
        const rows = [...ready.values()];
        ready.clear();
        await deliver(rows);
      }
      while (pending.size > 0 && !stopped) {
        const heard = [...pending];
        const ids = (sortIds ? heard.sort((a, b) => a - b) : heard).slice(0, batchSize);
        for (const id of ids) pending.delete(id);
        let rows: readonly Row[];
        try {
          rows = await read(ids);
        } catch (error) {
          readFailed(error, ids);
          continue;
        }
        await deliver(rows);
      }
    } finally {
      running = false;
      if (pending.size > 0 || ready.size > 0) schedule();
    }
  };

  const unsubscribe = listen({
    add: (id) => {
      pending.add(id);
      schedule();
    },
    addReady: (id, row) => {
      ready.set(id, row);
      schedule();
    },
  });

  return () => {
    stopped = true;
    unsubscribe();
    pending.clear();
    ready.clear();
  };
}

export interface SessionCheckedSend {
  readonly hub: SocketHub;
  /** Re-verifies impersonation sockets (their administrator may have been revoked meanwhile). */
  readonly authenticator: Pick<TokenAuthenticator, 'authenticateToken'>;
}

/** What a socket delivery is started with: the bus it listens to, the hub it sends through, what it reads. */
export interface SocketDeliveryDependencies<Bus, Source> extends SessionCheckedSend {
  readonly bus: Bus;
  readonly source: Source;
  readonly logger: Logger;
}

/**
 * Checks each of `sockets` (all of user `userId`) against its owner's current state (`stateOf`: the state, or the
 * refusal already known), closes those that fail with 1008 and the refusal as reason, and sends `frame` to the
 * others only. Answers the number of sockets sent to, or `null` when none passed the check (nothing sent).
 */
export async function sendWhereSessionHolds(
  { hub, authenticator }: SessionCheckedSend,
  userId: number,
  sockets: readonly HubSocket[],
  stateOf: (entry: HubSocket) => SocketOwnerState | string,
  frame: () => string,
): Promise<number | null> {
  const allowed = new Set<HubSocket>();
  for (const entry of sockets) {
    const state = stateOf(entry);
    const refusal = typeof state === 'string' ? state : await socketSessionRefusal(entry.session, state, authenticator);
    if (refusal === null) allowed.add(entry);
    else hub.close(entry, SOCKET_CLOSE.policyViolation, refusal);
  }
  if (allowed.size === 0) return null;
  return hub.send(userId, frame(), (entry) => allowed.has(entry));
}

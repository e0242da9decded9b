/**
 * An EVENT BUS: how every API process learns that something was committed (a notification, a support-chat
 * message), whichever process committed it, so that it can push it to the sockets it holds (docs/notifications.md,
 * ADR 004). Two adapters, chosen by the database kind:
 * - PostgreSQL server: an insert trigger NOTIFYs a channel in the inserting transaction; each process holds a
 *   dedicated LISTEN connection per bus and hears every commit, its own included (`postgres-event-bus.ts`).
 * - Embedded PGlite: one process only, and PGlite's socket shares one session between connections (a NOTIFY is
 *   answered to whichever connection ran the statement, never to a LISTEN connection), so the process tells itself
 *   after the commit (`in-process-event-bus.ts`).
 */
export interface EventBus<Event> {
  /** `postgres` (LISTEN/NOTIFY, every process) or `in-process` (this process only). */
  readonly kind: 'postgres' | 'in-process';
  /**
   * Called by the code that committed the rows, AFTER its transaction, with their events. Both adapters deliver them
   * to this process's listeners at once; the PostgreSQL adapter also hears them through LISTEN (every process does)
   * and drops that second announcement.
   */
  committed(events: readonly Event[]): void;
  /** Follows every event (of any process for the PostgreSQL adapter); answers the unsubscribe. */
  subscribe(listener: (event: Event) => void): () => void;
  /** Starts listening (connects the LISTEN connection). Resolves once events can be heard. */
  start(): Promise<void>;
  /** Stops listening and releases the connection. Idempotent. */
  close(): Promise<void>;
}

/** The listeners of a bus: a failing listener is reported and does not stop the others. */
export class ListenerSet<Event> {
  private readonly listeners = new Set<(event: Event) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void) {}

  add(listener: (event: Event) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: Event): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

/** Reads a NOTIFY payload as a JSON object (at most `maxLength` characters); `null` when it is anything else. */
export function parseNotifyObject(payload: string | undefined, maxLength = 200): Record<string, unknown> | null {
  if (payload === undefined || payload.length > maxLength) return null;
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** A positive safe integer (an id of a NOTIFY payload). */
export const isPositiveInteger = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

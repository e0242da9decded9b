import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { isPositiveInteger, parseNotifyObject } from './event-bus';
import type { EventBus } from './event-bus';
import { createInProcessEventBus } from './in-process-event-bus';
import { clientConfigOf, createPostgresEventBus } from './postgres-event-bus';

/** The NOTIFY channel of export progress (payload `{"event_id": n, "export_id": n, "user_id": n}`). */
export const EXPORT_PROGRESS_CHANNEL = 'cible_export_progress';

/** An export's progress changed (started, rows written, finished): push its state to its owner. */
export interface ExportProgressEvent {
  /** The event's id (sequence `exports_progress_event_seq`): each is pushed once per process. */
  readonly eventId: number;
  readonly exportId: number;
  /** The export's owner. */
  readonly userId: number;
}

/** How every API process hears of the progress of every export, whichever process runs its job. */
export type ExportProgressBus = EventBus<ExportProgressEvent>;

/** Reads the NOTIFY payload; `null` when it is anything else. */
export function parseExportProgressPayload(payload: string | undefined): ExportProgressEvent | null {
  const data = parseNotifyObject(payload);
  if (data === null) return null;
  const { event_id: eventId, export_id: exportId, user_id: userId } = data;
  if (!isPositiveInteger(eventId) || !isPositiveInteger(exportId) || !isPositiveInteger(userId)) return null;
  return { eventId, exportId, userId };
}

/**
 * The export-progress bus for a database (the same event bus as notifications and the support chat, event-bus.ts):
 * LISTEN/NOTIFY on `cible_export_progress` on a PostgreSQL server (a LISTEN connection of its own per process,
 * `cible-api-listen-exports`; the job's `pg_notify` reaches every process), in-process on the embedded database.
 */
export function createExportProgressBus(db: Database, logger: Logger, options: { readonly connection?: pg.ClientConfig } = {}): ExportProgressBus {
  if (db.kind !== 'server') return createInProcessEventBus<ExportProgressEvent>(logger, 'export progress');
  return createPostgresEventBus({
    connection: options.connection ?? clientConfigOf(db.pool),
    logger,
    channel: EXPORT_PROGRESS_CHANNEL,
    parse: parseExportProgressPayload,
    idOf: (event) => event.eventId,
    name: 'export progress',
    applicationName: 'cible-api-listen-exports',
  });
}

import type { Database } from '../../db/database';
import { EXPORT_PROGRESS_CHANNEL } from '../../realtime/export-progress-bus';
import type { ExportProgressBus, ExportProgressEvent } from '../../realtime/export-progress-bus';
import type { ExportRecord } from './exports-repository';

/**
 * Announces that an export's state changed, through the export-progress bus (the path of notifications and the
 * support chat, realtime/event-bus.ts): a new event id from `exports_progress_event_seq`; on a PostgreSQL server
 * one `pg_notify` in the same statement, heard by every process (the job may run in another process than the one
 * holding the owner's sockets); then this process's own listeners at once (the LISTEN echo of the same id is
 * dropped). On the embedded database only the latter (one process).
 */
export function createExportProgressAnnouncer(db: Database, bus: ExportProgressBus): (record: ExportRecord) => Promise<void> {
  return async (record) => {
    const [row] =
      db.kind === 'server'
        ? await db.query<{ event_id: string }>(
            `SELECT event.id AS event_id, pg_notify($3, json_build_object('event_id', event.id, 'export_id', $1::int, 'user_id', $2::int)::text)
             FROM (SELECT nextval('exports_progress_event_seq') AS id) AS event`,
            [record.id, record.userId, EXPORT_PROGRESS_CHANNEL],
          )
        : await db.query<{ event_id: string }>("SELECT nextval('exports_progress_event_seq') AS event_id");
    const event: ExportProgressEvent = { eventId: Number(row!.event_id), exportId: record.id, userId: record.userId };
    bus.committed([event]);
  };
}

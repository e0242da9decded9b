import type { SequenceHistoryEvent, SequenceHistoryEventType, SequenceStepStatistics } from '@cible/core';
import type { Database } from '../../db/database';
import { STEP_STATISTICS_SQL, TIMELINE_DAYS_SQL } from './sequence-statistics-sql';

/** The counters of one step, with what identifies it. */
export interface StepStatisticsRow extends SequenceStepStatistics {
  readonly step_id: number;
  readonly position: number;
  readonly type_id: 1 | 2;
}

/** What the organisation's sequences did on one calendar day (`YYYY-MM-DD`). */
export interface TimelineDayRow {
  readonly day: string;
  readonly mail_sent: number;
  readonly mail_opened: number;
  readonly mail_clicked: number;
  readonly mail_replied: number;
  readonly mail_bounced: number;
  readonly task_done: number;
}

/** SQL of the statistics of a sequence's steps (sequence-statistics-sql.ts), scoped by organisation. */
export interface SequenceStatisticsRepository {
  /** The counters of each step of the sequence by position, tasks late at `now`. */
  stepStatistics(organizationId: number, sequenceId: number, now: Date): Promise<StepStatisticsRow[]>;
  /** The sequence's events, newest first, of the types given (null: all), bot hits only when asked; and their count. */
  history(
    organizationId: number,
    sequenceId: number,
    filter: { readonly types: readonly SequenceHistoryEventType[] | null; readonly withBots: boolean; readonly limit: number; readonly offset: number },
  ): Promise<{ events: SequenceHistoryEvent[]; count: number }>;
  /** The days from `from` to `to` (both included, in `zone`) with events of the organisation's sequences (one owner's, or all). */
  timelineDays(organizationId: number, range: { readonly from: string; readonly to: string; readonly ownerUserId: number | null; readonly zone: string }): Promise<TimelineDayRow[]>;
}

interface HistoryRow {
  readonly id: string;
  readonly type: SequenceHistoryEventType;
  readonly occurred_at: Date;
  readonly is_bot: boolean;
  readonly target_id: number | null;
  readonly step_position: number | null;
  readonly contact_id: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
}

/** The events of one sequence of one organisation, filtered by types ($3, null: all) and bot hits ($4). */
const HISTORY_WHERE = `e.sequence_id = $1 AND e.organization_id = $2 AND ($3::text[] IS NULL OR e.type = ANY($3::text[])) AND ($4::boolean OR NOT e.is_bot)`;

export function createSequenceStatisticsRepository(db: Database): SequenceStatisticsRepository {
  return {
    stepStatistics: (organizationId, sequenceId, now) => db.query<StepStatisticsRow>(STEP_STATISTICS_SQL, [sequenceId, organizationId, now]),
    timelineDays: (organizationId, { from, to, ownerUserId, zone }) => db.query<TimelineDayRow>(TIMELINE_DAYS_SQL, [organizationId, from, to, ownerUserId, zone]),
    async history(organizationId, sequenceId, { types, withBots, limit, offset }) {
      const filter = [sequenceId, organizationId, types === null ? null : [...types], withBots];
      const [rows, [counted]] = await Promise.all([
        db.query<HistoryRow>(
          `SELECT e.id, e.type, e.occurred_at, e.is_bot, e.target_id, st.position AS step_position, c.id AS contact_id, c.first_name, c.last_name
             FROM sequence_events e
             LEFT JOIN sequence_targets t ON t.id = e.target_id
             LEFT JOIN contacts c ON c.id = t.contact_id
             LEFT JOIN sequence_steps st ON st.id = e.step_id
            WHERE ${HISTORY_WHERE}
            ORDER BY e.occurred_at DESC, e.id DESC
            LIMIT $5 OFFSET $6`,
          [...filter, limit, offset],
        ),
        db.query<{ count: number }>(`SELECT count(*)::int AS count FROM sequence_events e WHERE ${HISTORY_WHERE}`, filter),
      ]);
      return {
        count: counted?.count ?? 0,
        events: rows.map((row) => ({
          id: Number(row.id),
          type: row.type,
          occurred_at: new Date(row.occurred_at).toISOString(),
          is_bot: row.is_bot,
          target_id: row.target_id,
          step_position: row.step_position,
          contact: row.contact_id === null ? null : { id: Number(row.contact_id), first_name: row.first_name, last_name: row.last_name },
        })),
      };
    },
  };
}

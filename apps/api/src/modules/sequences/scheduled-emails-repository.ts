import type { ScheduledEmail } from '@cible/core';
import type { Database } from '../../db/database';

export interface ScheduledEmailFilters {
  readonly sequenceId?: number;
  readonly ownerUserId?: number;
  /** ISO dates (yyyy-MM-dd), both included, read in the sequence's time zone. */
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly limit: number;
  readonly offset: number;
}

/** The e-mails the planner planned (and the sender claimed, not sent yet), for GET /v1/sequence/scheduled-emails. */
export interface ScheduledEmailsRepository {
  list(organizationId: number, filters: ScheduledEmailFilters): Promise<{ emails: ScheduledEmail[]; total: number }>;
}

export function createScheduledEmailsRepository(db: Database): ScheduledEmailsRepository {
  return {
    async list(organizationId, filters) {
      const where = `FROM sequence_sends x JOIN sequence_targets t ON t.id = x.target_id JOIN sequences s ON s.id = x.sequence_id
        WHERE x.organization_id = $1 AND x.status IN ('planned', 'claimed')
          AND ($2::int IS NULL OR x.sequence_id = $2) AND ($3::int IS NULL OR x.owner_user_id = $3)
          AND x.due_at >= ($4::date)::timestamp AT TIME ZONE s.sendable_timezone
          AND x.due_at < ($5::date + 1)::timestamp AT TIME ZONE s.sendable_timezone`;
      const values = [organizationId, filters.sequenceId ?? null, filters.ownerUserId ?? null, filters.dateFrom, filters.dateTo];
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, values);
      const rows = await db.query<{ sequence_id: number; target_id: number; contact_id: number; step_id: number; due_at: Date }>(
        `SELECT x.sequence_id, x.target_id, t.contact_id::int AS contact_id, x.step_id, x.due_at ${where}
          ORDER BY x.due_at, x.id LIMIT $6 OFFSET $7`,
        [...values, filters.limit, filters.offset],
      );
      return {
        emails: rows.map((row) => ({
          sequence_id: row.sequence_id,
          target_id: row.target_id,
          contact_id: row.contact_id,
          step_id: row.step_id,
          scheduled_at: new Date(row.due_at).toISOString(),
        })),
        total: count?.total ?? 0,
      };
    },
  };
}

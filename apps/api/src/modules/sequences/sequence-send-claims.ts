import { DEFAULT_DAILY_THRESHOLD, frenchPublicHolidays } from '@cible/core';
import type { SendingCalendar } from '@cible/core';
import type { Database } from '../../db/database';

/** A send claimed for this run: the SMTP exchange happens after the claim's commit. */
export interface ClaimedSend {
  readonly id: number;
  readonly organizationId: number;
  readonly sequenceId: number;
  readonly targetId: number;
  readonly stepId: number;
  readonly ownerUserId: number;
  readonly contactId: number;
  readonly messageId: string;
  readonly trackingToken: string;
  /** Attempts started, this one included. */
  readonly attempts: number;
  /** The sequence's sending calendar (a retry waits for its next open instant). */
  readonly calendar: SendingCalendar;
}

/** Claims due sends (shared runner contract, step 3; docs/adr/030-sequence-sender.md "Claim"). */
export interface SequenceSendClaims {
  /** Owners with a connected mailbox who have a due send (planned and due, or failed_temp whose retry is due). */
  dueOwners(now: Date): Promise<number[]>;
  /**
   * Claims up to `limit` due sends of one owner in one transaction: only sends of ongoing sequences, of targets still
   * running and not paused, inside their sequence's window now (no French public holiday), and never more than the owner's daily threshold of
   * claims today (in each sequence's time zone). Claimed: status 'claimed', claimed_at, attempts + 1; the target
   * advances to the step (current_step_id, current_step_at, next_step_due_at NULL). `[]` when another sender holds
   * this owner (his claims are serialised by a transaction-level advisory lock, tried, never waited for).
   */
  claim(ownerUserId: number, now: Date, limit: number): Promise<ClaimedSend[]>;
  /** Re-claims sends whose outcome was unknown and that must be sent again (recovery of an auto-saving mailbox). */
  reclaim(sendIds: readonly number[], now: Date): Promise<ClaimedSend[]>;
}

/** The advisory lock namespace of an owner's claims (pg_try_advisory_xact_lock(namespace, owner id)). */
const CLAIM_LOCK_NAMESPACE = 30_030;

interface ClaimRow {
  id: number;
  organization_id: number;
  sequence_id: number;
  target_id: number;
  step_id: number;
  owner_user_id: number;
  contact_id: string | number;
  message_id: string;
  tracking_token: string;
  attempts: number;
  sendable_timezone: string;
  sendable_days: string;
  sendable_start_hour: number;
  sendable_end_hour: number;
}

const DUE = `((s.status = 'planned' AND s.due_at <= $1) OR (s.status = 'failed_temp' AND s.next_attempt_at <= $1))`;

/**
 * $1 = now in the sequence's time zone: a sendable weekday (0 = Sunday), start hour ≤ hour < end hour, and the local
 * date not one of the French public holidays $4 (core's calendar, "yyyy-MM-dd", the years around now). Checked at
 * claim time, so a planned send or a retry whose sequence's window changed after it was set waits for the new window.
 */
const INSIDE_WINDOW = `
  extract(dow FROM $1::timestamptz AT TIME ZONE q.sendable_timezone)::int = ANY (string_to_array(q.sendable_days, ',')::int[])
  AND extract(hour FROM $1::timestamptz AT TIME ZONE q.sendable_timezone) >= q.sendable_start_hour
  AND extract(hour FROM $1::timestamptz AT TIME ZONE q.sendable_timezone) < q.sendable_end_hour
  AND NOT (to_char($1::timestamptz AT TIME ZONE q.sendable_timezone, 'YYYY-MM-DD') = ANY ($4::text[]))`;

/** The French public holidays of the years around `now` (whatever the time zone, its local date falls in them). */
const holidaysAround = (now: Date): string[] => {
  const year = now.getUTCFullYear();
  return [year - 1, year, year + 1].flatMap((each) => frenchPublicHolidays(each));
};

const CANDIDATES_SQL = `
SELECT s.id, s.organization_id, s.sequence_id, s.target_id, s.step_id, s.owner_user_id, t.contact_id, s.message_id,
       s.tracking_token, s.attempts, q.sendable_timezone, q.sendable_days, q.sendable_start_hour, q.sendable_end_hour
FROM sequence_sends s
JOIN sequences q ON q.id = s.sequence_id
JOIN sequence_targets t ON t.id = s.target_id
WHERE s.owner_user_id = $2 AND ${DUE}
  AND q.status_id = 2
  AND t.done_at IS NULL AND t.status_id <> 6 AND (t.paused_until IS NULL OR t.paused_until <= $1)
  AND ${INSIDE_WINDOW}
ORDER BY coalesce(s.next_attempt_at, s.due_at), s.id
LIMIT $3
FOR UPDATE OF s SKIP LOCKED`;

/** Claims of the owner since the start of today in the time zone $3. */
const CLAIMED_TODAY_SQL = `
SELECT count(*)::int AS count FROM sequence_sends
WHERE owner_user_id = $1 AND claimed_at >= (date_trunc('day', $2::timestamptz AT TIME ZONE $3) AT TIME ZONE $3)`;

const MARK_CLAIMED_SQL = `
UPDATE sequence_sends SET status = 'claimed', claimed_at = $2, attempts = attempts + 1, updated_at = $2
WHERE id = ANY ($1::int[])
RETURNING id, attempts`;

const ADVANCE_TARGETS_SQL = `
UPDATE sequence_targets t SET current_step_id = s.step_id, current_step_at = $2, next_step_due_at = NULL, updated_at = $2
FROM sequence_sends s WHERE s.id = ANY ($1::int[]) AND t.id = s.target_id`;

const toClaimed = (row: ClaimRow, attempts: number): ClaimedSend => ({
  id: row.id,
  organizationId: row.organization_id,
  sequenceId: row.sequence_id,
  targetId: row.target_id,
  stepId: row.step_id,
  ownerUserId: row.owner_user_id,
  contactId: Number(row.contact_id),
  messageId: row.message_id,
  trackingToken: row.tracking_token,
  attempts,
  calendar: { sendableDays: row.sendable_days, startHour: row.sendable_start_hour, endHour: row.sendable_end_hour, timezone: row.sendable_timezone },
});

export function createSequenceSendClaims(db: Database): SequenceSendClaims {
  return {
    async dueOwners(now) {
      const rows = await db.query<{ owner_user_id: number }>(
        `SELECT DISTINCT s.owner_user_id FROM sequence_sends s
         JOIN account_connections c ON c.user_id = s.owner_user_id AND c.kind = 'mailbox' AND c.status = 'connected'
         WHERE ${DUE}`,
        [now],
      );
      return rows.map((row) => row.owner_user_id);
    },

    async claim(ownerUserId, now, limit) {
      return db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [CLAIM_LOCK_NAMESPACE, ownerUserId]);
        if (lock?.locked !== true) return [];
        const candidates = await tx.query<ClaimRow>(CANDIDATES_SQL, [now, ownerUserId, limit, holidaysAround(now)]);
        if (candidates.length === 0) return [];
        const [setting] = await tx.query<{ daily_threshold: number }>('SELECT daily_threshold FROM sequence_settings WHERE user_id = $1', [ownerUserId]);
        const threshold = setting?.daily_threshold ?? DEFAULT_DAILY_THRESHOLD;
        // Claims so far today, per time zone of the candidates' sequences (usually one: Europe/Paris).
        const claimedToday = new Map<string, number>();
        for (const zone of new Set(candidates.map((row) => row.sendable_timezone))) {
          const [row] = await tx.query<{ count: number }>(CLAIMED_TODAY_SQL, [ownerUserId, now, zone]);
          claimedToday.set(zone, row?.count ?? 0);
        }
        const chosen: ClaimRow[] = [];
        for (const row of candidates) {
          if ((claimedToday.get(row.sendable_timezone) ?? 0) >= threshold) continue;
          chosen.push(row);
          // One more claim of this owner today, whatever the zone of the day it is counted in.
          for (const [zone, count] of claimedToday) claimedToday.set(zone, count + 1);
        }
        if (chosen.length === 0) return [];
        const ids = chosen.map((row) => row.id);
        const attempts = new Map((await tx.query<{ id: number; attempts: number }>(MARK_CLAIMED_SQL, [ids, now])).map((row) => [row.id, row.attempts]));
        await tx.query(ADVANCE_TARGETS_SQL, [ids, now]);
        return chosen.map((row) => toClaimed(row, attempts.get(row.id) ?? row.attempts + 1));
      });
    },

    async reclaim(sendIds, now) {
      if (sendIds.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = await tx.query<ClaimRow & { attempts: number }>(
          `UPDATE sequence_sends s SET status = 'claimed', claimed_at = $2, attempts = s.attempts + 1, updated_at = $2
           FROM sequence_targets t, sequences q
           WHERE s.id = ANY ($1::int[]) AND s.status = 'unknown' AND t.id = s.target_id AND q.id = s.sequence_id
           RETURNING s.id, s.organization_id, s.sequence_id, s.target_id, s.step_id, s.owner_user_id, t.contact_id, s.message_id,
                     s.tracking_token, s.attempts, q.sendable_timezone, q.sendable_days, q.sendable_start_hour, q.sendable_end_hour`,
          [sendIds, now],
        );
        return rows.map((row) => toClaimed(row, row.attempts));
      });
    },
  };
}

import type { Database } from '../../db/database';

/** A sent mail found by its tracking token. */
export interface TrackedSend {
  readonly sendId: number;
  readonly organizationId: number;
  /** The organisation that sends (named on the unsubscribe page). */
  readonly organizationName: string;
  readonly sequenceId: number;
  readonly sequenceName: string;
  readonly targetId: number;
  readonly stepId: number;
  readonly ownerUserId: number;
  readonly sentAt: Date | null;
  readonly links: readonly string[];
  readonly contact: { readonly id: number; readonly firstName: string; readonly lastName: string };
  readonly company: { readonly id: number; readonly name: string } | null;
}

/** One tracking hit to record. */
export interface TrackingEvent {
  readonly send: TrackedSend;
  readonly type: 'opened' | 'clicked';
  readonly isBot: boolean;
  readonly detail: Record<string, unknown>;
  readonly at: Date;
}

/** SQL of the tracking routes and of the tracker the sender calls (docs/adr/031-sequence-replies-and-tracking.md). */
export interface SequenceTrackingRepository {
  /** The sent mail of a token (status sent); null for an unknown token or a mail not sent. */
  sendByToken(token: string): Promise<TrackedSend | null>;
  /**
   * Records the hit; true when it is the send's first person's hit of its type (bots apart): the one that notifies.
   * (Two hits in the same instant may both count as first: a second notification, never a lost event.)
   */
  recordHit(event: TrackingEvent): Promise<boolean>;
  /** Keeps the original URLs of the mail's rewritten links, in order (the redirect's only targets). */
  saveLinks(token: string, links: readonly string[]): Promise<void>;
  /**
   * The recipient of the mail opts out, in one transaction: an `unsubscribed` event on the mail's target, and every
   * target of that contact in the organisation's sequences not done yet ends (`unsubscribed`), their waiting sends
   * cancelled. Answers how many targets ended (0 when it was done already: a second click changes nothing).
   */
  unsubscribe(send: TrackedSend, at: Date): Promise<number>;
}

export function createSequenceTrackingRepository(db: Database): SequenceTrackingRepository {
  return {
    async sendByToken(token) {
      const [row] = await db.query<{
        id: number;
        organization_id: number;
        organization_name: string;
        sequence_id: number;
        sequence_name: string;
        target_id: number;
        step_id: number;
        owner_user_id: number;
        sent_at: Date | null;
        tracked_links: unknown;
        contact_id: string | number;
        first_name: string;
        last_name: string;
        company_id: string | number | null;
        company_name: string | null;
      }>(
        `SELECT s.id, s.organization_id, o.name AS organization_name, s.sequence_id, q.name AS sequence_name, s.target_id, s.step_id, s.owner_user_id, s.sent_at, s.tracked_links,
                p.id AS contact_id, p.first_name, p.last_name, c.id AS company_id, c.name AS company_name
           FROM sequence_sends s
           JOIN sequences q ON q.id = s.sequence_id
           JOIN organizations o ON o.id = s.organization_id
           JOIN sequence_targets t ON t.id = s.target_id
           JOIN contacts p ON p.id = t.contact_id
           LEFT JOIN companies c ON c.id = p.company_id
          WHERE s.tracking_token = $1 AND s.status = 'sent'`,
        [token],
      );
      if (row === undefined) return null;
      const links = Array.isArray(row.tracked_links) ? row.tracked_links.filter((link): link is string => typeof link === 'string') : [];
      return {
        sendId: row.id,
        organizationId: row.organization_id,
        organizationName: row.organization_name,
        sequenceId: row.sequence_id,
        sequenceName: row.sequence_name,
        targetId: row.target_id,
        stepId: row.step_id,
        ownerUserId: row.owner_user_id,
        sentAt: row.sent_at,
        links,
        contact: { id: Number(row.contact_id), firstName: row.first_name, lastName: row.last_name },
        company: row.company_id === null ? null : { id: Number(row.company_id), name: row.company_name ?? '' },
      };
    },

    async recordHit({ send, type, isBot, detail, at }) {
      const [row] = await db.query<{ first: boolean }>(
        `WITH earlier AS (
           SELECT count(*)::int AS n FROM sequence_events WHERE send_id = $5 AND type = $6 AND NOT is_bot
         ), inserted AS (
           INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, send_id, type, is_bot, detail, occurred_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING id
         )
         SELECT (NOT $7 AND (SELECT n FROM earlier) = 0) AS first FROM inserted`,
        [send.organizationId, send.sequenceId, send.targetId, send.stepId, send.sendId, type, isBot, JSON.stringify(detail), at],
      );
      return row?.first === true;
    },

    async unsubscribe(send, at) {
      return db.transaction(async (tx) => {
        const [already] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM sequence_events WHERE send_id = $1 AND type = 'unsubscribed'`, [send.sendId]);
        if ((already?.n ?? 0) === 0) {
          await tx.query(
            `INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, send_id, type, detail, occurred_at)
             VALUES ($1, $2, $3, $4, $5, 'unsubscribed', '{}'::jsonb, $6)`,
            [send.organizationId, send.sequenceId, send.targetId, send.stepId, send.sendId, at],
          );
        }
        const ended = await tx.query<{ id: number }>(
          `UPDATE sequence_targets SET done_at = $3, done_event = 'unsubscribed', next_step_due_at = NULL, updated_at = $3
            WHERE organization_id = $1 AND contact_id = $2 AND done_at IS NULL RETURNING id`,
          [send.organizationId, send.contact.id, at],
        );
        if (ended.length > 0) {
          await tx.query(`UPDATE sequence_sends SET status = 'cancelled', updated_at = $2 WHERE target_id = ANY($1::int[]) AND status IN ('planned', 'failed_temp')`, [
            ended.map((row) => row.id),
            at,
          ]);
        }
        return ended.length;
      });
    },

    async saveLinks(token, links) {
      await db.query('UPDATE sequence_sends SET tracked_links = $2::jsonb, updated_at = now() WHERE tracking_token = $1', [token, JSON.stringify(links)]);
    },
  };
}

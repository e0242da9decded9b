import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import type { ClaimedSend } from './sequence-send-claims';

/** What one claimed send renders: the step's (or its template's) subject and HTML, and the recipient. */
export interface SendContent {
  readonly subject: string;
  readonly html: string;
  /** The contact's e-mail address, `null` when it has none. */
  readonly toAddress: string | null;
  /** Whether the address was already marked bounced in the organisation (never sent to again). */
  readonly bounced: boolean;
}

/** A send whose outcome is unknown (claimed past the lease: the process died around the SMTP exchange). */
export interface UnknownSend {
  readonly id: number;
  readonly ownerUserId: number;
  readonly messageId: string;
  /** When it was claimed (how long its outcome has been unknown). */
  readonly claimedAt: Date;
}

/** The outcomes of sends and the recovery of unknown ones (docs/adr/030-sequence-sender.md). */
export interface SequenceSendsRepository {
  content(send: ClaimedSend): Promise<SendContent | null>;
  /** Accepted by the SMTP server (or found in the Sent folder): 'sent', sent_at, event 'sent'. False when no longer claimed/unknown. */
  recordSent(send: Pick<ClaimedSend, 'id'>, at: Date, detail: { response: string; toAddress?: string | null; subject?: string | null }): Promise<boolean>;
  /** A temporary failure: 'failed_temp' until `retryAt` (the target shows it as its next step's date). */
  recordRetry(send: ClaimedSend, at: Date, retryAt: Date, response: string): Promise<void>;
  /**
   * A permanent failure (or the last temporary one): 'failed_perm', the address in email_bounces (`markAddress`: a 5xx),
   * the target done 'mail_bounced', event 'bounced', the target's other open sends cancelled; one transaction.
   */
  recordBounce(send: ClaimedSend, at: Date, detail: { response: string; toAddress: string | null; markAddress: boolean }): Promise<void>;
  /** Claimed sends older than the lease become 'unknown'; answers how many. */
  expireClaims(now: Date, leaseMs: number): Promise<number>;
  /** Unknown sends, oldest claim first. */
  unknownSends(limit: number): Promise<UnknownSend[]>;
  /** An unknown send nobody can decide: 'review' (the owner decides). */
  markReview(sendId: number, at: Date, reason: string): Promise<void>;
  /** The message id of the owner's most recent send accepted before `before` (the Sent folder probe's reference), or null. */
  latestSentMessageId(ownerUserId: number, before: Date): Promise<string | null>;
}

interface ContentRow {
  subject: string | null;
  html: string | null;
  email: string | null;
  bounced: boolean;
}

const CONTENT_SQL = `
SELECT coalesce(st.email_subject, et.subject) AS subject, coalesce(st.email_html_content, et.html_content) AS html, p.email,
       EXISTS (SELECT 1 FROM email_bounces b WHERE b.organization_id = s.organization_id AND b.email = lower(p.email)) AS bounced
FROM sequence_sends s
JOIN sequence_steps st ON st.id = s.step_id
LEFT JOIN email_templates et ON et.id = st.template_id
JOIN sequence_targets t ON t.id = s.target_id
JOIN contacts p ON p.id = t.contact_id
WHERE s.id = $1`;

const event = (tx: Transaction, send: { readonly id: number }, type: 'sent' | 'bounced', at: Date, detail: unknown) =>
  tx.query(
    `INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, send_id, type, detail, occurred_at)
     SELECT organization_id, sequence_id, target_id, step_id, id, $2, $3::jsonb, $4 FROM sequence_sends WHERE id = $1`,
    [send.id, type, JSON.stringify(detail), at],
  );

export function createSequenceSendsRepository(db: Database): SequenceSendsRepository {
  return {
    async content(send) {
      const [row] = await db.query<ContentRow>(CONTENT_SQL, [send.id]);
      if (!row) return null;
      const email = row.email?.trim() || null;
      return { subject: row.subject ?? '', html: row.html ?? '', toAddress: email, bounced: row.bounced };
    },

    async recordSent(send, at, detail) {
      return db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE sequence_sends SET status = 'sent', sent_at = $2, smtp_response = $3, next_attempt_at = NULL,
             to_address = coalesce($4, to_address), subject = coalesce($5, subject), updated_at = $2
           WHERE id = $1 AND status IN ('claimed', 'unknown') RETURNING id`,
          [send.id, at, detail.response.slice(0, 500), detail.toAddress ?? null, detail.subject ?? null],
        );
        if (updated.length === 0) return false;
        await event(tx, send, 'sent', at, null);
        return true;
      });
    },

    async recordRetry(send, at, retryAt, response) {
      await db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE sequence_sends SET status = 'failed_temp', next_attempt_at = $2, smtp_response = $3, updated_at = $4
           WHERE id = $1 AND status = 'claimed' RETURNING id`,
          [send.id, retryAt, response.slice(0, 500), at],
        );
        if (updated.length > 0) await tx.query('UPDATE sequence_targets SET next_step_due_at = $2, updated_at = $3 WHERE id = $1', [send.targetId, retryAt, at]);
      });
    },

    async recordBounce(send, at, detail) {
      await db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE sequence_sends SET status = 'failed_perm', smtp_response = $2, next_attempt_at = NULL, to_address = coalesce($3, to_address), updated_at = $4
           WHERE id = $1 AND status IN ('claimed', 'unknown') RETURNING id`,
          [send.id, detail.response.slice(0, 500), detail.toAddress, at],
        );
        if (updated.length === 0) return;
        if (detail.markAddress && detail.toAddress !== null) {
          await tx.query(
            `INSERT INTO email_bounces (organization_id, email, reason, bounced_at) VALUES ($1, lower($2), $3, $4)
             ON CONFLICT (organization_id, email) DO UPDATE SET reason = EXCLUDED.reason, bounced_at = EXCLUDED.bounced_at`,
            [send.organizationId, detail.toAddress, detail.response.slice(0, 500), at],
          );
        }
        await tx.query(
          `UPDATE sequence_targets SET done_at = $2, done_event = 'mail_bounced', next_step_due_at = NULL, updated_at = $2
           WHERE id = $1 AND done_at IS NULL`,
          [send.targetId, at],
        );
        await tx.query(
          `UPDATE sequence_sends SET status = 'cancelled', updated_at = $3
           WHERE target_id = $1 AND id <> $2 AND status IN ('planned', 'failed_temp')`,
          [send.targetId, send.id, at],
        );
        await event(tx, send, 'bounced', at, { response: detail.response.slice(0, 500) });
      });
    },

    async expireClaims(now, leaseMs) {
      const rows = await db.query(
        `UPDATE sequence_sends SET status = 'unknown', updated_at = $1
         WHERE status = 'claimed' AND claimed_at < $2 RETURNING id`,
        [now, new Date(now.getTime() - leaseMs)],
      );
      return rows.length;
    },

    async unknownSends(limit) {
      const rows = await db.query<{ id: number; owner_user_id: number; message_id: string; claimed_at: Date }>(
        `SELECT id, owner_user_id, message_id, claimed_at FROM sequence_sends WHERE status = 'unknown' ORDER BY claimed_at, id LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({ id: row.id, ownerUserId: row.owner_user_id, messageId: row.message_id, claimedAt: new Date(row.claimed_at) }));
    },

    async markReview(sendId, at, reason) {
      await db.query(
        `UPDATE sequence_sends SET status = 'review', smtp_response = $3, updated_at = $2 WHERE id = $1 AND status = 'unknown'`,
        [sendId, at, reason],
      );
    },

    async latestSentMessageId(ownerUserId, before) {
      const [row] = await db.query<{ message_id: string }>(
        `SELECT message_id FROM sequence_sends WHERE owner_user_id = $1 AND status = 'sent' AND sent_at < $2
           AND smtp_response NOT LIKE 'found in the Sent folder%'
         ORDER BY sent_at DESC LIMIT 1`,
        [ownerUserId, before],
      );
      return row?.message_id ?? null;
    },
  };
}

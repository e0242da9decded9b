import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import type { InboxPosition } from '../../mail/read-new-inbox-mails';

/** An owner whose mailbox is read: he owns an ongoing sequence and his mailbox is connected. */
export interface MailboxToRead {
  readonly userId: number;
  readonly organizationId: number;
  readonly email: string;
  readonly position: InboxPosition | null;
  /** The address the position was kept for (another mailbox connected since: start over). */
  readonly positionEmail: string | null;
}

/** A sent mail a reply or a bounce refers to, with what handling it needs. */
export interface RepliedSend {
  readonly sendId: number;
  readonly organizationId: number;
  readonly sequenceId: number;
  readonly sequenceName: string;
  readonly finishOnReply: boolean;
  readonly timeZone: string;
  readonly targetId: number;
  readonly stepId: number;
  readonly ownerUserId: number;
  readonly toAddress: string | null;
  readonly targetDone: boolean;
  readonly contact: { readonly id: number; readonly firstName: string; readonly lastName: string; readonly email: string | null };
  readonly company: { readonly id: number; readonly name: string } | null;
}

/** Sends still waiting that a stop or a pause withdraws (a claimed one is already in the sender's hands). */
const WAITING = `('planned', 'failed_temp')`;
/** The ongoing status of sequences (core's SEQUENCE_STATUS.ongoing). */
const ONGOING = 2;

interface SendRow {
  send_id: number;
  organization_id: number;
  sequence_id: number;
  sequence_name: string;
  finish_event_mail_replied: boolean;
  sendable_timezone: string;
  target_id: number;
  step_id: number;
  owner_user_id: number;
  to_address: string | null;
  done_at: Date | null;
  contact_id: string | number;
  first_name: string;
  last_name: string;
  contact_email: string | null;
  company_id: string | number | null;
  company_name: string | null;
}

const toSend = (row: SendRow): RepliedSend => ({
  sendId: row.send_id,
  organizationId: row.organization_id,
  sequenceId: row.sequence_id,
  sequenceName: row.sequence_name,
  finishOnReply: row.finish_event_mail_replied,
  timeZone: row.sendable_timezone,
  targetId: row.target_id,
  stepId: row.step_id,
  ownerUserId: row.owner_user_id,
  toAddress: row.to_address,
  targetDone: row.done_at !== null,
  contact: { id: Number(row.contact_id), firstName: row.first_name, lastName: row.last_name, email: row.contact_email },
  company: row.company_id === null ? null : { id: Number(row.company_id), name: row.company_name ?? '' },
});

/** One event of a target (sequence_events). */
export interface TargetEvent {
  readonly send: Pick<RepliedSend, 'organizationId' | 'sequenceId' | 'targetId'> & { readonly stepId: number | null; readonly sendId: number | null };
  readonly type: 'replied' | 'autoreplied' | 'bounced' | 'target_done' | 'target_paused' | 'opened' | 'clicked';
  readonly detail: Record<string, unknown>;
  readonly at: Date;
  readonly isBot?: boolean;
}

/** SQL of the reply reader (docs/adr/031-sequence-replies-and-tracking.md): mailboxes to read, sends, target changes. */
export interface SequenceRepliesRepository {
  /** Owners of an ongoing sequence whose mailbox is connected, with where their last read stopped. */
  mailboxesToRead(): Promise<MailboxToRead[]>;
  savePosition(mailbox: Pick<MailboxToRead, 'userId' | 'organizationId' | 'email'>, position: InboxPosition, at: Date): Promise<void>;
  /** The sent mails of `ownerUserId` among these Message-IDs (sent or delivered to the server: sent, failed_perm). */
  sendsByMessageIds(ownerUserId: number, messageIds: readonly string[]): Promise<RepliedSend[]>;
  /** Whether a mail (by its Message-ID) was already handled for this send (a read started over). */
  alreadyHandled(sendId: number, mailMessageId: string): Promise<boolean>;
  recordEvent(tx: Transaction, event: TargetEvent): Promise<void>;
  /** Ends the target (`done_event`), its waiting sends cancelled; false when it was already done. */
  finishTarget(tx: Transaction, targetId: number, doneEvent: string, at: Date): Promise<boolean>;
  /**
   * Pauses the target until `until`: its waiting sends are removed (not cancelled: the planner plans the step again
   * after the pause, and (target, step) is the sends' unique key), next_step_due_at cleared.
   */
  pauseTarget(tx: Transaction, targetId: number, until: Date): Promise<void>;
  /**
   * The owner's other unfinished targets, in his ongoing sequences, whose contact works at `companyId` (not
   * `exceptTargetId`, not already paused until `until` or later).
   */
  companyTargets(tx: Transaction, ownerUserId: number, companyId: number, exceptTargetId: number, until: Date): Promise<{ targetId: number; sequenceId: number; organizationId: number }[]>;
  /** A permanent delivery failure reported afterwards: the send failed_perm, the address bounced. */
  markBounced(tx: Transaction, send: RepliedSend, address: string, reason: string | null, at: Date): Promise<void>;
}

export function createSequenceRepliesRepository(db: Database): SequenceRepliesRepository {
  return {
    async mailboxesToRead() {
      const rows = await db.query<{ user_id: number; organization_id: number; email: string; uid_validity: string | null; last_uid: string | null; position_email: string | null }>(
        `SELECT c.user_id, c.organization_id, c.email, r.uid_validity, r.last_uid, r.mailbox_email AS position_email
           FROM account_connections c
           LEFT JOIN mailbox_read_states r ON r.user_id = c.user_id
          WHERE c.kind = 'mailbox' AND c.status = 'connected'
            AND EXISTS (SELECT 1 FROM sequences q WHERE q.owner_user_id = c.user_id AND q.status_id = $1)
          ORDER BY c.user_id`,
        [ONGOING],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        organizationId: row.organization_id,
        email: row.email,
        position: row.uid_validity === null || row.last_uid === null ? null : { uidValidity: Number(row.uid_validity), lastUid: Number(row.last_uid) },
        positionEmail: row.position_email,
      }));
    },

    async savePosition(mailbox, position, at) {
      await db.query(
        `INSERT INTO mailbox_read_states (user_id, organization_id, mailbox_email, uid_validity, last_uid, read_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE SET organization_id = EXCLUDED.organization_id, mailbox_email = EXCLUDED.mailbox_email,
           uid_validity = EXCLUDED.uid_validity, last_uid = EXCLUDED.last_uid, read_at = EXCLUDED.read_at`,
        [mailbox.userId, mailbox.organizationId, mailbox.email, position.uidValidity, position.lastUid, at],
      );
    },

    async sendsByMessageIds(ownerUserId, messageIds) {
      if (messageIds.length === 0) return [];
      const rows = await db.query<SendRow>(
        `SELECT s.id AS send_id, s.organization_id, s.sequence_id, q.name AS sequence_name, q.finish_event_mail_replied, q.sendable_timezone,
                s.target_id, s.step_id, s.owner_user_id, s.to_address, t.done_at,
                p.id AS contact_id, p.first_name, p.last_name, p.email AS contact_email, c.id AS company_id, c.name AS company_name
           FROM sequence_sends s
           JOIN sequence_targets t ON t.id = s.target_id
           JOIN sequences q ON q.id = s.sequence_id
           JOIN contacts p ON p.id = t.contact_id
           LEFT JOIN companies c ON c.id = p.company_id
          WHERE s.owner_user_id = $1 AND s.message_id = ANY($2::text[]) AND s.status IN ('sent', 'failed_perm')
          ORDER BY s.id`,
        [ownerUserId, [...messageIds]],
      );
      return rows.map(toSend);
    },

    async alreadyHandled(sendId, mailMessageId) {
      const rows = await db.query(
        `SELECT 1 FROM sequence_events WHERE send_id = $1 AND type IN ('replied', 'autoreplied', 'bounced') AND detail->>'message_id' = $2 LIMIT 1`,
        [sendId, mailMessageId],
      );
      return rows.length > 0;
    },

    async recordEvent(tx, { send, type, detail, at, isBot }) {
      await tx.query(
        `INSERT INTO sequence_events (organization_id, sequence_id, target_id, step_id, send_id, type, is_bot, detail, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
        [send.organizationId, send.sequenceId, send.targetId, send.stepId, send.sendId, type, isBot ?? false, JSON.stringify(detail), at],
      );
    },

    async finishTarget(tx, targetId, doneEvent, at) {
      const done = await tx.query(
        `UPDATE sequence_targets SET done_at = $3, done_event = $2, next_step_due_at = NULL, updated_at = $3
          WHERE id = $1 AND done_at IS NULL RETURNING id`,
        [targetId, doneEvent, at],
      );
      await tx.query(`UPDATE sequence_sends SET status = 'cancelled', updated_at = $2 WHERE target_id = $1 AND status IN ${WAITING}`, [targetId, at]);
      return done.length > 0;
    },

    async pauseTarget(tx, targetId, until) {
      await tx.query(`DELETE FROM sequence_sends WHERE target_id = $1 AND status IN ${WAITING}`, [targetId]);
      await tx.query(
        `UPDATE sequence_targets SET paused_until = GREATEST(COALESCE(paused_until, $2), $2), next_step_due_at = NULL, updated_at = now() WHERE id = $1`,
        [targetId, until],
      );
    },

    async companyTargets(tx, ownerUserId, companyId, exceptTargetId, until) {
      const rows = await tx.query<{ id: number; sequence_id: number; organization_id: number }>(
        `SELECT t.id, t.sequence_id, t.organization_id
           FROM sequence_targets t
           JOIN sequences q ON q.id = t.sequence_id
           JOIN contacts p ON p.id = t.contact_id
          WHERE q.owner_user_id = $1 AND q.status_id = $2 AND p.company_id = $3 AND t.id <> $4
            AND t.done_at IS NULL AND t.status_id <> 6 AND (t.paused_until IS NULL OR t.paused_until < $5)
          ORDER BY t.id
          FOR UPDATE OF t`,
        [ownerUserId, ONGOING, companyId, exceptTargetId, until],
      );
      return rows.map((row) => ({ targetId: row.id, sequenceId: row.sequence_id, organizationId: row.organization_id }));
    },

    async markBounced(tx, send, address, reason, at) {
      await tx.query(`UPDATE sequence_sends SET status = 'failed_perm', smtp_response = COALESCE($2, smtp_response), updated_at = $3 WHERE id = $1`, [
        send.sendId,
        reason,
        at,
      ]);
      await tx.query(
        `INSERT INTO email_bounces (organization_id, email, reason, bounced_at) VALUES ($1, lower($2), $3, $4)
         ON CONFLICT (organization_id, email) DO UPDATE SET reason = EXCLUDED.reason, bounced_at = EXCLUDED.bounced_at`,
        [send.organizationId, address, reason, at],
      );
    },
  };
}

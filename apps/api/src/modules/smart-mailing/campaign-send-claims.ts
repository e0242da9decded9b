import type { Database } from '../../db/database';
import { CIVILITY_LABELS } from '../../db/schema-data';
import type { TemplateContact } from '../template-test-send/template-test-send-repository';
import { contactOptedOutSql } from './campaign-unsubscribe-opt-out';

/** A campaign send claimed for this run: the SMTP exchange happens after the claim's commit. */
export interface ClaimedCampaignSend {
  readonly id: number;
  readonly organizationId: number;
  readonly campaignId: number;
  readonly contactId: number;
  readonly messageId: string;
  readonly trackingToken: string;
  /** Attempts started, this one included. */
  readonly attempts: number;
}

/** What a claimed send is sent with: the recipient's address and whether it may be sent to at all. */
export interface CampaignSendRecipient {
  readonly toAddress: string | null;
  /** The address is in the organisation's bounces. */
  readonly bounced: boolean;
  /** The contact opted out of the organisation's mailings (campaign-unsubscribe-opt-out.ts). */
  readonly optedOut: boolean;
  /** The contact as the template reads it (as template-test-send-repository's `contact`); null when gone. */
  readonly contact?: TemplateContact | null;
}

/** A send whose outcome is unknown (its claim expired), to be looked up in the journal. */
export interface UnknownCampaignSend {
  readonly id: number;
  readonly messageId: string;
  readonly claimedAt: Date;
}

/** A campaign whose every send is settled this run (it becomes sent, its owner is told). */
export interface FinishedCampaign {
  readonly id: number;
  readonly organizationId: number;
  readonly ownerUserId: number;
  readonly name: string;
}

/** Claims and outcomes of campaign sends (docs/adr/038-campaign-sender.md "Claim", "Outcomes"). */
export interface CampaignSendClaims {
  /** Scheduled campaigns whose date came become sent (status 3, sent_date cleared until every send is settled). */
  startScheduled(now: Date): Promise<number>;
  /**
   * Claims older than the lease become `unknown`. Without a journal: at most once (never sent again without a person's
   * decision); with one (`journaled`), they are looked up there by the next steps (ADR 040).
   */
  expireClaims(now: Date, leaseMs: number, journaled: boolean): Promise<number>;
  /** Unknown sends to look up in the journal, oldest claim first. */
  unknownSends(limit: number): Promise<UnknownCampaignSend[]>;
  /** Unknown sends found in the journal: sent (event `sent`); answers how many changed. */
  recordFoundInJournal(ids: readonly number[], at: Date): Promise<number>;
  /** Unknown sends missing from the journal after its delay: due again now (failed_temp), same Message-ID. */
  releaseForResend(ids: readonly number[], at: Date): Promise<number>;
  /**
   * Claims up to `limit` due sends of sent campaigns in one transaction (FOR UPDATE SKIP LOCKED): status claimed,
   * claimed_at, attempts + 1. Due: planned and due_at ≤ now, or failed_temp and next_attempt_at ≤ now.
   */
  claim(now: Date, limit: number): Promise<ClaimedCampaignSend[]>;
  recipient(send: ClaimedCampaignSend): Promise<CampaignSendRecipient>;
  /** The recipients of a batch in one query, by send id, with their contacts' template fields. */
  recipients(sends: readonly ClaimedCampaignSend[]): Promise<Map<number, CampaignSendRecipient>>;
  /** The outcomes: each only changes a send still claimed (a late outcome never overwrites a decision). */
  recordSent(send: ClaimedCampaignSend, at: Date, detail: { response: string; toAddress: string; subject: string }): Promise<boolean>;
  /** Several 250s in one statement (with their events); answers how many sends changed. */
  recordSentMany(sent: readonly { send: ClaimedCampaignSend; response: string; toAddress: string; subject: string }[], at: Date): Promise<number>;
  recordRetry(send: ClaimedCampaignSend, at: Date, nextAttemptAt: Date, response: string): Promise<void>;
  /** A permanent failure: failed_perm, a `bounced` event; the address joins the organisation's bounces when `markAddress`. */
  recordBounce(send: ClaimedCampaignSend, at: Date, detail: { response: string; toAddress: string | null; markAddress: boolean }): Promise<void>;
  /** The contact opted out since the send was planned: cancelled, nothing sent. */
  recordCancelled(send: ClaimedCampaignSend, at: Date, reason: string): Promise<void>;
  /**
   * Sent campaigns with no send left to go (planned, claimed, failed_temp; and unknown when `unknownSettles` is false:
   * a journal will decide them) get their sent_date now; each answered once.
   */
  finishCampaigns(now: Date, unknownSettles?: boolean): Promise<FinishedCampaign[]>;
}

const DUE = `((s.status = 'planned' AND s.due_at <= $1) OR (s.status = 'failed_temp' AND s.next_attempt_at <= $1))`;

export function createCampaignSendClaims(db: Database): CampaignSendClaims {
  const event = async (runner: Pick<Database, 'query'>, send: ClaimedCampaignSend, type: 'sent' | 'bounced', at: Date, detail: Record<string, unknown>) => {
    await runner.query(
      `INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, detail, occurred_at)
       SELECT $1, $2, (SELECT id FROM campaign_targets WHERE campaign_id = $2 AND contact_id = $3), $4, $5, $6::jsonb, $7`,
      [send.organizationId, send.campaignId, send.contactId, send.id, type, JSON.stringify(detail), at],
    );
  };
  return {
    async startScheduled(now) {
      const rows = await db.query<{ id: number }>(
        `UPDATE campaigns SET status_id = 3, sent_date = NULL, updated_at = $1 WHERE status_id = 2 AND scheduled_at <= $1 RETURNING id`,
        [now],
      );
      return rows.length;
    },

    async expireClaims(now, leaseMs, journaled) {
      const reason = journaled
        ? 'unknown outcome: the claim expired; to be looked up in the journal'
        : 'unknown outcome: the claim expired (no journal to look in); not sent again';
      const rows = await db.query<{ id: number }>(
        `UPDATE campaign_sends SET status = 'unknown', updated_at = $1, smtp_response = $3
          WHERE status = 'claimed' AND claimed_at < $2 RETURNING id`,
        [now, new Date(now.getTime() - leaseMs), reason],
      );
      return rows.length;
    },

    async unknownSends(limit) {
      const rows = await db.query<{ id: number; message_id: string; claimed_at: Date }>(
        `SELECT id, message_id, claimed_at FROM campaign_sends WHERE status = 'unknown' ORDER BY claimed_at, id LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({ id: row.id, messageId: row.message_id, claimedAt: new Date(row.claimed_at) }));
    },

    async recordFoundInJournal(ids, at) {
      if (ids.length === 0) return 0;
      const rows = await db.query<{ id: number }>(
        `WITH found AS (
           UPDATE campaign_sends s SET status = 'sent', sent_at = $2, next_attempt_at = NULL, updated_at = $2,
                  smtp_response = 'found in the journal after an unknown outcome',
                  to_address = (SELECT nullif(btrim(p.email), '') FROM contacts p WHERE p.id = s.contact_id)
            WHERE s.id = ANY ($1::int[]) AND s.status = 'unknown'
            RETURNING s.id, s.organization_id, s.campaign_id, s.contact_id)
         INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, detail, occurred_at)
         SELECT f.organization_id, f.campaign_id, t.id, f.id, 'sent', '{"recovered":"journal"}'::jsonb, $2
           FROM found f LEFT JOIN campaign_targets t ON t.campaign_id = f.campaign_id AND t.contact_id = f.contact_id
         RETURNING send_id`,
        [ids, at],
      );
      return rows.length;
    },

    async releaseForResend(ids, at) {
      if (ids.length === 0) return 0;
      const rows = await db.query<{ id: number }>(
        `UPDATE campaign_sends SET status = 'failed_temp', next_attempt_at = $2, updated_at = $2,
                smtp_response = 'not in the journal after its delay: sent again with the same Message-ID'
          WHERE id = ANY ($1::int[]) AND status = 'unknown' RETURNING id`,
        [ids, at],
      );
      return rows.length;
    },

    async claim(now, limit) {
      return db.transaction(async (tx) => {
        const candidates = await tx.query<{ id: number }>(
          `SELECT s.id FROM campaign_sends s JOIN campaigns c ON c.id = s.campaign_id
            WHERE ${DUE} AND c.status_id = 3
            ORDER BY coalesce(s.next_attempt_at, s.due_at), s.id
            LIMIT $2
            FOR UPDATE OF s SKIP LOCKED`,
          [now, limit],
        );
        if (candidates.length === 0) return [];
        const rows = await tx.query<{ id: number; organization_id: number; campaign_id: number; contact_id: string | number; message_id: string; tracking_token: string; attempts: number }>(
          `UPDATE campaign_sends SET status = 'claimed', claimed_at = $2, attempts = attempts + 1, updated_at = $2
            WHERE id = ANY ($1::int[])
            RETURNING id, organization_id, campaign_id, contact_id, message_id, tracking_token, attempts`,
          [candidates.map((row) => row.id), now],
        );
        return rows
          .sort((a, b) => a.id - b.id)
          .map((row) => ({
            id: row.id,
            organizationId: row.organization_id,
            campaignId: row.campaign_id,
            contactId: Number(row.contact_id),
            messageId: row.message_id,
            trackingToken: row.tracking_token,
            attempts: row.attempts,
          }));
      });
    },

    async recipient(send) {
      const [row] = await db.query<{ email: string | null; bounced: boolean; opted_out: boolean }>(
        `SELECT nullif(btrim(p.email), '') AS email,
                EXISTS (SELECT 1 FROM email_bounces b WHERE b.organization_id = $2 AND b.email = lower(btrim(p.email))) AS bounced,
                ${contactOptedOutSql('$2', 'p.id')} AS opted_out
           FROM contacts p WHERE p.id = $1`,
        [send.contactId, send.organizationId],
      );
      return { toAddress: row?.email ?? null, bounced: row?.bounced ?? false, optedOut: row?.opted_out ?? false };
    },

    async recipients(sends) {
      const result = new Map<number, CampaignSendRecipient>();
      if (sends.length === 0) return result;
      const rows = await db.query<{
        send_id: number;
        email: string | null;
        bounced: boolean;
        opted_out: boolean;
        civility_id: number | null;
        first_name: string | null;
        last_name: string | null;
        job_label: string | null;
        company_name: string | null;
        is_visible_pme: boolean | null;
      }>(
        `SELECT x.send_id, nullif(btrim(p.email), '') AS email,
                p.civility_id, p.first_name, p.last_name, p.job_label, c.name AS company_name, p.is_visible_pme,
                EXISTS (SELECT 1 FROM email_bounces b WHERE b.organization_id = x.organization_id AND b.email = lower(btrim(p.email))) AS bounced,
                ${contactOptedOutSql('x.organization_id', 'p.id')} AS opted_out
           FROM unnest($1::int[], $2::bigint[], $3::int[]) AS x(send_id, contact_id, organization_id)
           JOIN contacts p ON p.id = x.contact_id
           LEFT JOIN companies c ON c.id = p.company_id`,
        [sends.map((send) => send.id), sends.map((send) => send.contactId), sends.map((send) => send.organizationId)],
      );
      for (const row of rows) {
        const contact = {
          civility: row.civility_id === null ? null : (CIVILITY_LABELS[row.civility_id] ?? null),
          first_name: row.first_name,
          last_name: row.last_name,
          job_title: row.job_label,
          company_name: row.company_name,
          is_visible_pme: row.is_visible_pme,
        };
        result.set(row.send_id, { toAddress: row.email, bounced: row.bounced, optedOut: row.opted_out, contact });
      }
      for (const send of sends) if (!result.has(send.id)) result.set(send.id, { toAddress: null, bounced: false, optedOut: false, contact: null });
      return result;
    },

    async recordSent(send, at, detail) {
      // One statement (no BEGIN / COMMIT round trips): the outcome right after its 250, with its event.
      const rows = await db.query<{ send_id: number }>(
        `WITH updated AS (
           UPDATE campaign_sends SET status = 'sent', sent_at = $2, smtp_response = $3, to_address = $4, subject = $5, next_attempt_at = NULL, updated_at = $2
            WHERE id = $1 AND status = 'claimed' RETURNING id)
         INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, detail, occurred_at)
         SELECT $6, $7, (SELECT id FROM campaign_targets WHERE campaign_id = $7 AND contact_id = $8), u.id, 'sent', '{}'::jsonb, $2 FROM updated u
         RETURNING send_id`,
        [send.id, at, detail.response.slice(0, 500), detail.toAddress, detail.subject, send.organizationId, send.campaignId, send.contactId],
      );
      return rows.length > 0;
    },

    async recordSentMany(sent, at) {
      if (sent.length === 0) return 0;
      const rows = await db.query<{ send_id: number }>(
        `WITH updated AS (
           UPDATE campaign_sends s SET status = 'sent', sent_at = $1, smtp_response = x.response, to_address = x.to_address, subject = x.subject,
                  next_attempt_at = NULL, updated_at = $1
             FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS x(id, response, to_address, subject)
            WHERE s.id = x.id AND s.status = 'claimed'
            RETURNING s.id, s.organization_id, s.campaign_id, s.contact_id)
         INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, detail, occurred_at)
         SELECT u.organization_id, u.campaign_id, t.id, u.id, 'sent', '{}'::jsonb, $1
           FROM updated u LEFT JOIN campaign_targets t ON t.campaign_id = u.campaign_id AND t.contact_id = u.contact_id
         RETURNING send_id`,
        [at, sent.map((item) => item.send.id), sent.map((item) => item.response.slice(0, 500)), sent.map((item) => item.toAddress), sent.map((item) => item.subject)],
      );
      return rows.length;
    },

    async recordRetry(send, at, nextAttemptAt, response) {
      await db.query(
        `UPDATE campaign_sends SET status = 'failed_temp', next_attempt_at = $3, smtp_response = $4, updated_at = $2 WHERE id = $1 AND status = 'claimed'`,
        [send.id, at, nextAttemptAt, response.slice(0, 500)],
      );
    },

    async recordBounce(send, at, detail) {
      await db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE campaign_sends SET status = 'failed_perm', smtp_response = $3, to_address = $4, next_attempt_at = NULL, updated_at = $2
            WHERE id = $1 AND status = 'claimed' RETURNING id`,
          [send.id, at, detail.response.slice(0, 500), detail.toAddress],
        );
        if (updated.length === 0) return;
        await event(tx, send, 'bounced', at, { response: detail.response.slice(0, 500) });
        if (detail.markAddress && detail.toAddress !== null) {
          await tx.query(
            `INSERT INTO email_bounces (organization_id, email, reason, bounced_at) VALUES ($1, lower($2), $3, $4)
             ON CONFLICT (organization_id, email) DO UPDATE SET reason = EXCLUDED.reason, bounced_at = EXCLUDED.bounced_at`,
            [send.organizationId, detail.toAddress, detail.response.slice(0, 500), at],
          );
        }
      });
    },

    async recordCancelled(send, at, reason) {
      await db.query(`UPDATE campaign_sends SET status = 'cancelled', smtp_response = $3, updated_at = $2 WHERE id = $1 AND status = 'claimed'`, [send.id, at, reason]);
    },

    async finishCampaigns(now, unknownSettles = true) {
      const rows = await db.query<{ id: number; organization_id: number; owner_user_id: number; name: string }>(
        `UPDATE campaigns c SET sent_date = $1, updated_at = $1
          WHERE c.status_id = 3 AND c.sent_date IS NULL
            AND NOT EXISTS (SELECT 1 FROM campaign_sends s WHERE s.campaign_id = c.id AND s.status IN ('planned', 'claimed', 'failed_temp'${unknownSettles ? '' : ", 'unknown'"}))
          RETURNING c.id, c.organization_id, c.owner_user_id, c.name`,
        [now],
      );
      return rows.map((row) => ({ id: row.id, organizationId: row.organization_id, ownerUserId: row.owner_user_id, name: row.name }));
    },
  };
}

import type { Database } from '../../db/database';
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
  /** Claims older than the lease become `unknown` (at most once: never sent again without a person's decision). */
  expireClaims(now: Date, leaseMs: number): Promise<number>;
  /**
   * Claims up to `limit` due sends of sent campaigns in one transaction (FOR UPDATE SKIP LOCKED): status claimed,
   * claimed_at, attempts + 1. Due: planned and due_at ≤ now, or failed_temp and next_attempt_at ≤ now.
   */
  claim(now: Date, limit: number): Promise<ClaimedCampaignSend[]>;
  recipient(send: ClaimedCampaignSend): Promise<CampaignSendRecipient>;
  /** The outcomes: each only changes a send still claimed (a late outcome never overwrites a decision). */
  recordSent(send: ClaimedCampaignSend, at: Date, detail: { response: string; toAddress: string; subject: string }): Promise<boolean>;
  recordRetry(send: ClaimedCampaignSend, at: Date, nextAttemptAt: Date, response: string): Promise<void>;
  /** A permanent failure: failed_perm, a `bounced` event; the address joins the organisation's bounces when `markAddress`. */
  recordBounce(send: ClaimedCampaignSend, at: Date, detail: { response: string; toAddress: string | null; markAddress: boolean }): Promise<void>;
  /** The contact opted out since the send was planned: cancelled, nothing sent. */
  recordCancelled(send: ClaimedCampaignSend, at: Date, reason: string): Promise<void>;
  /** Sent campaigns with no send left to go (planned, claimed, failed_temp) get their sent_date now; each answered once. */
  finishCampaigns(now: Date): Promise<FinishedCampaign[]>;
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

    async expireClaims(now, leaseMs) {
      const rows = await db.query<{ id: number }>(
        `UPDATE campaign_sends SET status = 'unknown', updated_at = $1,
                smtp_response = 'unknown outcome: the claim expired (the relay keeps no Sent folder); not sent again'
          WHERE status = 'claimed' AND claimed_at < $2 RETURNING id`,
        [now, new Date(now.getTime() - leaseMs)],
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

    async recordSent(send, at, detail) {
      return db.transaction(async (tx) => {
        const updated = await tx.query(
          `UPDATE campaign_sends SET status = 'sent', sent_at = $2, smtp_response = $3, to_address = $4, subject = $5, next_attempt_at = NULL, updated_at = $2
            WHERE id = $1 AND status = 'claimed' RETURNING id`,
          [send.id, at, detail.response.slice(0, 500), detail.toAddress, detail.subject],
        );
        if (updated.length === 0) return false;
        await event(tx, send, 'sent', at, {});
        return true;
      });
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

    async finishCampaigns(now) {
      const rows = await db.query<{ id: number; organization_id: number; owner_user_id: number; name: string }>(
        `UPDATE campaigns c SET sent_date = $1, updated_at = $1
          WHERE c.status_id = 3 AND c.sent_date IS NULL
            AND NOT EXISTS (SELECT 1 FROM campaign_sends s WHERE s.campaign_id = c.id AND s.status IN ('planned', 'claimed', 'failed_temp'))
          RETURNING c.id, c.organization_id, c.owner_user_id, c.name`,
        [now],
      );
      return rows.map((row) => ({ id: row.id, organizationId: row.organization_id, ownerUserId: row.owner_user_id, name: row.name }));
    },
  };
}

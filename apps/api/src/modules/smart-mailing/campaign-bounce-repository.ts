import type { Database } from '../../db/database';
import type { InboxPosition } from '../../mail/read-new-inbox-mails';

/** A campaign send a delivery report refers to. */
export interface ReportedCampaignSend {
  readonly id: number;
  readonly organizationId: number;
  readonly campaignId: number;
  readonly contactId: number;
  readonly status: string;
}

/** What a delivery report says, as recorded on the send and its `bounced` event. */
export interface CampaignBounceRecord {
  /** true: a permanent refusal of the address (5.x.x), the address joins the organisation's bounces; false: the relay gave up (4.x.x failed). */
  readonly markAddress: boolean;
  readonly reason: string;
  readonly detail: Record<string, unknown>;
}

/** SQL of the campaign bounce reader (docs/adr/042-campaign-dsn-bounces.md). */
export interface CampaignBounceRepository {
  position(mailbox: string): Promise<InboxPosition | null>;
  savePosition(mailbox: string, position: InboxPosition, at: Date): Promise<void>;
  /**
   * The campaign sends of these Message-IDs or these keys (the UUID of `<uuid@domain>`: VERP, ENVID); Message-ID
   * matches first. Any organisation: each send is changed in its own organisation only.
   */
  campaignSends(messageIds: readonly string[], keys: readonly string[]): Promise<ReportedCampaignSend[]>;
  /** The owner of the sequence send with one of these Message-IDs, null when none (the sequence reader handles it). */
  sequenceSendOwner(messageIds: readonly string[]): Promise<number | null>;
  /**
   * A permanent failure reported after the relay took the mail: the send (still `sent`, or `unknown`) becomes
   * failed_perm with a `bounced` event, and with `markAddress` its address joins the organisation's bounces; all or
   * nothing. False when the send was not `sent` / `unknown` any more (a report read twice: nothing changes).
   */
  recordBounce(send: ReportedCampaignSend, record: CampaignBounceRecord, at: Date): Promise<boolean>;
}

export function createCampaignBounceRepository(db: Database): CampaignBounceRepository {
  return {
    async position(mailbox) {
      const [row] = await db.query<{ uid_validity: string; last_uid: string }>('SELECT uid_validity, last_uid FROM campaign_bounce_mailbox_states WHERE mailbox = $1', [mailbox]);
      return row === undefined ? null : { uidValidity: Number(row.uid_validity), lastUid: Number(row.last_uid) };
    },

    async savePosition(mailbox, position, at) {
      await db.query(
        `INSERT INTO campaign_bounce_mailbox_states (mailbox, uid_validity, last_uid, read_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (mailbox) DO UPDATE SET uid_validity = EXCLUDED.uid_validity, last_uid = EXCLUDED.last_uid, read_at = EXCLUDED.read_at`,
        [mailbox, position.uidValidity, position.lastUid, at],
      );
    },

    async campaignSends(messageIds, keys) {
      if (messageIds.length === 0 && keys.length === 0) return [];
      const rows = await db.query<{ id: number; organization_id: number; campaign_id: number; contact_id: string | number; status: string; by_message_id: boolean }>(
        `SELECT s.id, s.organization_id, s.campaign_id, s.contact_id, s.status, s.message_id = ANY($1::text[]) AS by_message_id
           FROM campaign_sends s
          WHERE s.message_id = ANY($1::text[]) OR split_part(s.message_id, '@', 1) = ANY($2::text[])
          ORDER BY by_message_id DESC, s.id`,
        [[...messageIds], keys.map((key) => `<${key}`)],
      );
      return rows.map((row) => ({ id: row.id, organizationId: row.organization_id, campaignId: row.campaign_id, contactId: Number(row.contact_id), status: row.status }));
    },

    async sequenceSendOwner(messageIds) {
      if (messageIds.length === 0) return null;
      const [row] = await db.query<{ owner_user_id: number }>(
        `SELECT owner_user_id FROM sequence_sends WHERE message_id = ANY($1::text[]) AND status IN ('sent', 'failed_perm') ORDER BY id LIMIT 1`,
        [[...messageIds]],
      );
      return row?.owner_user_id ?? null;
    },

    async recordBounce(send, record, at) {
      return db.transaction(async (tx) => {
        const [updated] = await tx.query<{ address: string | null }>(
          `UPDATE campaign_sends s SET status = 'failed_perm', smtp_response = $3, next_attempt_at = NULL, updated_at = $2
             FROM contacts p
            WHERE s.id = $1 AND s.organization_id = $4 AND s.status IN ('sent', 'unknown') AND p.id = s.contact_id
            RETURNING lower(coalesce(s.to_address, nullif(btrim(p.email), ''))) AS address`,
          [send.id, at, record.reason.slice(0, 500), send.organizationId],
        );
        if (updated === undefined) return false;
        await tx.query(
          `INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, detail, occurred_at)
           SELECT $1, $2, (SELECT id FROM campaign_targets WHERE campaign_id = $2 AND contact_id = $3), $4, 'bounced', $5::jsonb, $6`,
          [send.organizationId, send.campaignId, send.contactId, send.id, JSON.stringify({ response: record.reason.slice(0, 500), ...record.detail }), at],
        );
        if (record.markAddress && updated.address !== null) {
          await tx.query(
            `INSERT INTO email_bounces (organization_id, email, reason, bounced_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (organization_id, email) DO UPDATE SET reason = EXCLUDED.reason, bounced_at = EXCLUDED.bounced_at`,
            [send.organizationId, updated.address, record.reason.slice(0, 500), at],
          );
        }
        return true;
      });
    },
  };
}

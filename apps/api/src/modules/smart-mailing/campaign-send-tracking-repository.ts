import type { Database } from '../../db/database';

/** A sent campaign mail found by its tracking token. */
export interface TrackedCampaignSend {
  readonly sendId: number;
  readonly organizationId: number;
  readonly organizationName: string;
  readonly campaignId: number;
  readonly campaignName: string;
  readonly ownerUserId: number;
  readonly targetId: number | null;
  readonly sentAt: Date | null;
  readonly links: readonly string[];
  readonly contact: { readonly id: number; readonly firstName: string; readonly lastName: string };
  readonly company: { readonly id: number; readonly name: string } | null;
}

/**
 * The tracking and unsubscription of campaign mails by tracking token (docs/adr/038-campaign-sender.md "Tracking",
 * "Unsubscribe"): the same routes as sequence mails (`/v1/t/o|c|u/{token}`) look here when the token is not a
 * sequence send's; events go to campaign_events.
 */
export interface CampaignSendTrackingRepository {
  sendByToken(token: string): Promise<TrackedCampaignSend | null>;
  /** Records the hit; true when it is the send's first person's hit of its type (bots apart). */
  recordHit(send: TrackedCampaignSend, type: 'opened' | 'clicked', isBot: boolean, detail: Record<string, unknown>, at: Date): Promise<boolean>;
  saveLinks(token: string, links: readonly string[]): Promise<void>;
  /**
   * The recipient opts out of the organisation's mailings, in one transaction: an `unsubscribed` campaign event (once),
   * the contact's waiting campaign sends of the organisation cancelled, and its targets of the organisation's sequences
   * not done yet ended `unsubscribed` (their waiting sends cancelled). Later imports read the opt-out
   * (campaign-unsubscribe-opt-out.ts). Answers true when this call recorded the event, false when it was already
   * recorded for that send (a replay: the send row is locked first, so two concurrent calls record it once).
   */
  unsubscribe(send: TrackedCampaignSend, at: Date): Promise<boolean>;
}

export function createCampaignSendTrackingRepository(db: Database): CampaignSendTrackingRepository {
  return {
    async sendByToken(token) {
      const [row] = await db.query<{
        id: number;
        organization_id: number;
        organization_name: string;
        campaign_id: number;
        campaign_name: string;
        owner_user_id: number;
        target_id: number | null;
        sent_at: Date | null;
        tracked_links: unknown;
        contact_id: string | number;
        first_name: string;
        last_name: string;
        company_id: string | number | null;
        company_name: string | null;
      }>(
        `SELECT s.id, s.organization_id, o.name AS organization_name, s.campaign_id, c.name AS campaign_name, c.owner_user_id,
                (SELECT t.id FROM campaign_targets t WHERE t.campaign_id = s.campaign_id AND t.contact_id = s.contact_id) AS target_id,
                s.sent_at, s.tracked_links, p.id AS contact_id, p.first_name, p.last_name, co.id AS company_id, co.name AS company_name
           FROM campaign_sends s
           JOIN campaigns c ON c.id = s.campaign_id
           JOIN organizations o ON o.id = s.organization_id
           JOIN contacts p ON p.id = s.contact_id
           LEFT JOIN companies co ON co.id = p.company_id
          WHERE s.tracking_token = $1 AND s.status = 'sent'`,
        [token],
      );
      if (row === undefined) return null;
      return {
        sendId: row.id,
        organizationId: row.organization_id,
        organizationName: row.organization_name,
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        ownerUserId: row.owner_user_id,
        targetId: row.target_id,
        sentAt: row.sent_at,
        links: Array.isArray(row.tracked_links) ? row.tracked_links.filter((link): link is string => typeof link === 'string') : [],
        contact: { id: Number(row.contact_id), firstName: row.first_name, lastName: row.last_name },
        company: row.company_id === null ? null : { id: Number(row.company_id), name: row.company_name ?? '' },
      };
    },

    async recordHit(send, type, isBot, detail, at) {
      const [row] = await db.query<{ first: boolean }>(
        `WITH earlier AS (
           SELECT count(*)::int AS n FROM campaign_events WHERE send_id = $4 AND type = $5 AND NOT is_bot
         ), inserted AS (
           INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, is_bot, detail, occurred_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) RETURNING id
         )
         SELECT (NOT $6 AND (SELECT n FROM earlier) = 0) AS first FROM inserted`,
        [send.organizationId, send.campaignId, send.targetId, send.sendId, type, isBot, JSON.stringify(detail), at],
      );
      return row?.first === true;
    },

    async saveLinks(token, links) {
      await db.query('UPDATE campaign_sends SET tracked_links = $2::jsonb, updated_at = now() WHERE tracking_token = $1', [token, JSON.stringify(links)]);
    },

    async unsubscribe(send, at) {
      return db.transaction(async (tx) => {
        await tx.query('SELECT id FROM campaign_sends WHERE id = $1 FOR UPDATE', [send.sendId]);
        const [already] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM campaign_events WHERE send_id = $1 AND type = 'unsubscribed'`, [send.sendId]);
        const recorded = (already?.n ?? 0) === 0;
        if (recorded) {
          await tx.query(
            `INSERT INTO campaign_events (organization_id, campaign_id, target_id, send_id, type, detail, occurred_at)
             VALUES ($1, $2, $3, $4, 'unsubscribed', '{}'::jsonb, $5)`,
            [send.organizationId, send.campaignId, send.targetId, send.sendId, at],
          );
        }
        await tx.query(
          `UPDATE campaign_sends SET status = 'cancelled', smtp_response = 'the contact opted out', updated_at = $3
            WHERE organization_id = $1 AND contact_id = $2 AND status IN ('planned', 'failed_temp')`,
          [send.organizationId, send.contact.id, at],
        );
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
        return recorded;
      });
    },
  };
}

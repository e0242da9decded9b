import type { CampaignStatistics, CampaignsStatisticsResponse } from '@cible/core';
import type { Database } from '../../db/database';

/** SQL of the campaigns' counters (tables `campaign_targets`, `campaign_sends`, `campaign_events`), scoped by organisation. */
export interface CampaignStatisticsRepository {
  /** The counters of the given campaigns of the organisation (several: summed). */
  counters(organizationId: number, campaignIds: readonly number[]): Promise<CampaignStatistics>;
  /** The ids of the organisation's campaigns sent from `from` to `to` (days, both included, in `zone`). */
  sentBetween(organizationId: number, range: { readonly from: string; readonly to: string; readonly zone: string }): Promise<number[]>;
}

/**
 * One row of counters: the targets; the mails that left (a send `sent`, or one the relay took and a delivery report
 * later bounced: its `sent` event stays); the delivered ones (left and never bounced); for each other event, the
 * distinct recipients (campaign + contact, whether the event names the target or the send) that had it at least once,
 * bot hits (`is_bot`: link scanners, image proxies) left out.
 */
const COUNTERS_SQL = `
  WITH events AS (
    SELECT e.type, e.campaign_id || ':' || coalesce(t.contact_id::text, s.contact_id::text, 'e' || e.id) AS recipient
    FROM campaign_events e
    LEFT JOIN campaign_targets t ON t.id = e.target_id
    LEFT JOIN campaign_sends s ON s.id = e.send_id
    WHERE e.organization_id = $1 AND e.campaign_id = ANY($2::int[]) AND NOT e.is_bot),
  departed AS (
    SELECT s.campaign_id || ':' || s.contact_id AS recipient FROM campaign_sends s
    WHERE s.organization_id = $1 AND s.campaign_id = ANY($2::int[])
      AND (s.status = 'sent' OR EXISTS (SELECT 1 FROM campaign_events se WHERE se.send_id = s.id AND se.type = 'sent')))
  SELECT
    (SELECT count(*)::int FROM campaign_targets t WHERE t.organization_id = $1 AND t.campaign_id = ANY($2::int[])) AS target_count,
    (SELECT count(*)::int FROM departed) AS sent_count,
    (SELECT count(*)::int FROM departed d WHERE NOT EXISTS (SELECT 1 FROM events b WHERE b.type = 'bounced' AND b.recipient = d.recipient)) AS delivered_count,
    (SELECT count(DISTINCT recipient)::int FROM events WHERE type = 'opened') AS opened_count,
    (SELECT count(DISTINCT recipient)::int FROM events WHERE type = 'clicked') AS clicked_count,
    (SELECT count(DISTINCT recipient)::int FROM events WHERE type = 'replied') AS replied_count,
    (SELECT count(DISTINCT recipient)::int FROM events WHERE type = 'bounced') AS bounced_count,
    (SELECT count(DISTINCT recipient)::int FROM events WHERE type = 'unsubscribed') AS unsubscribed_count`;

export function createCampaignStatisticsRepository(db: Database): CampaignStatisticsRepository {
  return {
    async counters(organizationId, campaignIds) {
      const [row] = await db.query<CampaignsStatisticsResponse>(COUNTERS_SQL, [organizationId, [...campaignIds]]);
      return row!;
    },
    async sentBetween(organizationId, { from, to, zone }) {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM campaigns WHERE organization_id = $1 AND status_id = 3
           AND sent_date >= ($2::date::timestamp AT TIME ZONE $4) AND sent_date < (($3::date + 1)::timestamp AT TIME ZONE $4)`,
        [organizationId, from, to, zone],
      );
      return rows.map((row) => row.id);
    },
  };
}

import type { Database } from '../../db/database';

/** SQL of the campaign preview, scoped by organisation. */
export interface CampaignPreviewRepository {
  /** The contact of the campaign's first target (the preview is written for that person), null without targets. */
  firstTargetContactId(organizationId: number, campaignId: number): Promise<number | null>;
}

export function createCampaignPreviewRepository(db: Database): CampaignPreviewRepository {
  return {
    async firstTargetContactId(organizationId, campaignId) {
      const [row] = await db.query<{ contact_id: number }>(
        `SELECT contact_id FROM campaign_targets WHERE organization_id = $1 AND campaign_id = $2 ORDER BY id LIMIT 1`,
        [organizationId, campaignId],
      );
      return row?.contact_id ?? null;
    },
  };
}

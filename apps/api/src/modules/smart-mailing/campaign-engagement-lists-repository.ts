import { QUERY_TYPE } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';

/** The engagement a list keeps: the contacts who opened, or who clicked. */
export type CampaignEngagement = 'opened' | 'clicked';

/** One saved list: its query, how many contacts had the engagement, how many the list keeps. */
export interface SavedEngagementList {
  readonly queryId: number;
  readonly contactCount: number;
  readonly keptCount: number;
}

/** SQL of a campaign's openers and clickers lists (tables `campaigns`, `campaign_events`, `queries`), scoped by organisation. */
export interface CampaignEngagementListsRepository {
  /**
   * In one transaction, the campaign row locked: creates the campaign's openers and clickers lists (the campaign
   * owner's contact lists, `openers_query_id` / `clickers_query_id`) or refreshes those it names, with the contacts
   * who opened or clicked (bot hits left out), at most `maxContacts` each, the first to open or click. `null`: no such
   * campaign in the organisation. Callable by the sender once a campaign is sent (no HTTP caller needed).
   */
  save(
    organizationId: number,
    campaignId: number,
    options: { readonly maxContacts: number; readonly nameOf: (engagement: CampaignEngagement, campaignName: string) => string },
  ): Promise<Record<CampaignEngagement, SavedEngagementList> | null>;
}

/**
 * The distinct contacts of a campaign's events of one type (`$3`), bot hits left out (as the statistics), by their
 * first such event: the event's target, else its send.
 */
const ENGAGED_CONTACTS_SQL = `
  SELECT engaged.contact_id FROM (
    SELECT coalesce(t.contact_id, s.contact_id) AS contact_id, min(e.occurred_at) AS first_at
    FROM campaign_events e
    LEFT JOIN campaign_targets t ON t.id = e.target_id
    LEFT JOIN campaign_sends s ON s.id = e.send_id
    WHERE e.organization_id = $1 AND e.campaign_id = $2 AND e.type = $3 AND NOT e.is_bot
    GROUP BY 1) engaged
  WHERE engaged.contact_id IS NOT NULL
  ORDER BY engaged.first_at, engaged.contact_id`;

const COLUMN: Record<CampaignEngagement, 'openers_query_id' | 'clickers_query_id'> = { opened: 'openers_query_id', clicked: 'clickers_query_id' };

async function saveList(
  tx: Transaction,
  campaign: { id: number; organization_id: number; owner_user_id: number; name: string; openers_query_id: number | null; clickers_query_id: number | null },
  engagement: CampaignEngagement,
  maxContacts: number,
  name: string,
): Promise<SavedEngagementList> {
  const engaged = await tx.query<{ contact_id: string | number }>(ENGAGED_CONTACTS_SQL, [campaign.organization_id, campaign.id, engagement]);
  const kept = engaged.slice(0, maxContacts).map((row) => Number(row.contact_id));
  const criteria = JSON.stringify(kept.length === 0 ? {} : { person_id_list: kept });
  const column = COLUMN[engagement];
  const current = campaign[column];
  const [updated] =
    current === null
      ? []
      : await tx.query<{ id: number }>('UPDATE queries SET criteria = $3::jsonb, updated_at = now() WHERE id = $1 AND organization_id = $2 RETURNING id', [
          current,
          campaign.organization_id,
          criteria,
        ]);
  let queryId = updated?.id;
  if (queryId === undefined) {
    const [created] = await tx.query<{ id: number }>(
      'INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, criteria) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
      [campaign.organization_id, campaign.owner_user_id, QUERY_TYPE.address_book, name, criteria],
    );
    queryId = created!.id;
    await tx.query(`UPDATE campaigns SET ${column} = $2 WHERE id = $1`, [campaign.id, queryId]);
  }
  return { queryId, contactCount: engaged.length, keptCount: kept.length };
}

export function createCampaignEngagementListsRepository(db: Database): CampaignEngagementListsRepository {
  return {
    save: (organizationId, campaignId, { maxContacts, nameOf }) =>
      db.transaction(async (tx) => {
        const [campaign] = await tx.query<{
          id: number;
          organization_id: number;
          owner_user_id: number;
          name: string;
          openers_query_id: number | null;
          clickers_query_id: number | null;
        }>('SELECT id, organization_id, owner_user_id, name, openers_query_id, clickers_query_id FROM campaigns WHERE id = $1 AND organization_id = $2 FOR UPDATE', [
          campaignId,
          organizationId,
        ]);
        if (!campaign) return null;
        return {
          opened: await saveList(tx, campaign, 'opened', maxContacts, nameOf('opened', campaign.name)),
          clicked: await saveList(tx, campaign, 'clicked', maxContacts, nameOf('clicked', campaign.name)),
        };
      }),
  };
}

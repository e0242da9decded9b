import type { CampaignEmailEvent, CampaignTarget, ImportContactFacts } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { contactOptedOutSql } from './campaign-unsubscribe-opt-out';
import { MAILING_CREDIT_KIND } from './campaign-mailing-credit';

/** The filters of a target list, as the SQL reads them. */
export interface CampaignTargetFilter {
  readonly statusId: number | null;
  /** Any of these e-mail events (empty: no filter). */
  readonly emailEvents: readonly CampaignEmailEvent[];
  readonly limit: number;
  readonly offset: number;
}

/** SQL of a campaign's targets (table `campaign_targets`, migration 0035), always scoped by organisation. */
export interface CampaignTargetsRepository {
  search(organizationId: number, campaignId: number, filter: CampaignTargetFilter): Promise<{ targets: CampaignTarget[]; total: number }>;
  find(organizationId: number, campaignId: number, targetId: number): Promise<CampaignTarget | null>;
  /** How many of the distinct `targetIds` are targets of the campaign. */
  countOfCampaign(organizationId: number, campaignId: number, targetIds: readonly number[]): Promise<number>;
  /** Sets the prospect status of the campaign's targets among `targetIds`; how many changed. */
  updateStatus(organizationId: number, campaignId: number, targetIds: readonly number[], statusId: number): Promise<number>;
  /** The ids among `ids` of contacts that exist. */
  existingContacts(ids: readonly number[]): Promise<number[]>;
  importFacts(organizationId: number, campaignId: number, contactIds: readonly number[]): Promise<ImportContactFacts[]>;
  /** The campaign owner's mailing credits left (0 without a credit row). */
  ownerMailingCredits(organizationId: number, campaignId: number): Promise<number>;
  /**
   * In one transaction, the campaign row locked: `null` when the campaign is no longer in one of `editableStatuses`;
   * else the facts read again, `decide` picks the contacts to add, each added once. `queryId`: the list imported, recorded
   * as the campaign's `used_query_id` (the last list used) and its `target_query_id` when it has none yet (ADR 041).
   */
  importTargets(
    organizationId: number,
    campaignId: number,
    contactIds: readonly number[],
    queryId: number | null,
    editableStatuses: readonly number[],
    decide: (facts: readonly ImportContactFacts[]) => readonly number[],
  ): Promise<{ insertedCount: number } | null>;
}

interface TargetRow {
  id: number;
  contact_id: string | number;
  status_id: number;
  email_event_list: CampaignEmailEvent[] | null;
  first_name: string;
  last_name: string;
  email: string | null;
  job_name: string | null;
  company_name: string | null;
}

/** The e-mail events of a target: its events (bot hits left out) and 'sent' when its send left. */
const EVENTS_SQL = `ARRAY(
    SELECT DISTINCT e.type FROM campaign_events e WHERE e.target_id = t.id AND NOT e.is_bot
    UNION SELECT 'sent' FROM campaign_sends s WHERE s.campaign_id = t.campaign_id AND s.contact_id = t.contact_id AND s.status = 'sent'
    ORDER BY 1)`;
const TARGET_COLUMNS = `t.id, t.contact_id, t.status_id, ${EVENTS_SQL} AS email_event_list, c.first_name, c.last_name, c.email, c.job_label AS job_name,
  co.name AS company_name`;
const TARGET_FROM = 'campaign_targets t JOIN contacts c ON c.id = t.contact_id LEFT JOIN companies co ON co.id = c.company_id';

function toTarget(row: TargetRow): CampaignTarget {
  const contactId = Number(row.contact_id);
  return {
    id: row.id,
    contact_id: contactId,
    status_id: row.status_id,
    email_event_list: row.email_event_list ?? [],
    contact: { id: contactId, first_name: row.first_name, last_name: row.last_name, email: row.email, job_name: row.job_name, company_name: row.company_name },
  };
}

/**
 * What the import knows of each contact: already a target of this campaign; a usable address (present, not marked
 * bounced in the organisation, no bounce recorded by one of its campaigns); opted out — an unsubscription recorded
 * by one of the organisation's sequences or campaigns (the shared `contactOptedOutSql`, ADR 038). Replies and other sequences do not exclude from a
 * campaign.
 */
const FACTS_SQL = `
  SELECT c.id AS contact_id,
    EXISTS (SELECT 1 FROM campaign_targets t WHERE t.campaign_id = $3 AND t.contact_id = c.id) AS already_targeted,
    (coalesce(btrim(c.email), '') <> ''
      AND NOT EXISTS (SELECT 1 FROM email_bounces b WHERE b.organization_id = $2 AND lower(b.email) = lower(btrim(c.email)))
      AND NOT EXISTS (SELECT 1 FROM campaign_targets t JOIN campaign_events e ON e.target_id = t.id
                      WHERE t.organization_id = $2 AND t.contact_id = c.id AND e.type = 'bounced')) AS has_email,
    ${contactOptedOutSql('$2', 'c.id')} AS opted_out
  FROM contacts c WHERE c.id = ANY($1::bigint[]) ORDER BY c.id`;

type Runner = Pick<Database, 'query'> | Transaction;

async function factsIn(runner: Runner, organizationId: number, campaignId: number, contactIds: readonly number[]): Promise<ImportContactFacts[]> {
  const rows = await runner.query<{ contact_id: string | number; already_targeted: boolean; has_email: boolean; opted_out: boolean }>(FACTS_SQL, [
    [...contactIds],
    organizationId,
    campaignId,
  ]);
  return rows.map((row) => ({
    contactId: Number(row.contact_id),
    alreadyTargeted: row.already_targeted,
    replied: false,
    hasEmail: row.has_email,
    optedOut: row.opted_out,
    inOwnOngoingSequence: false,
  }));
}

export function createCampaignTargetsRepository(db: Database): CampaignTargetsRepository {
  return {
    async search(organizationId, campaignId, filter) {
      const where = `t.campaign_id = $1 AND t.organization_id = $2 AND ($3::int IS NULL OR t.status_id = $3::int)
        AND (cardinality($4::text[]) = 0 OR ${EVENTS_SQL} && $4::text[])`;
      const values = [campaignId, organizationId, filter.statusId, [...filter.emailEvents]];
      const rows = await db.query<TargetRow>(`SELECT ${TARGET_COLUMNS} FROM ${TARGET_FROM} WHERE ${where} ORDER BY t.id LIMIT $5 OFFSET $6`, [
        ...values,
        filter.limit,
        filter.offset,
      ]);
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM campaign_targets t WHERE ${where}`, values);
      return { targets: rows.map(toTarget), total: count?.total ?? 0 };
    },
    async find(organizationId, campaignId, targetId) {
      const [row] = await db.query<TargetRow>(`SELECT ${TARGET_COLUMNS} FROM ${TARGET_FROM} WHERE t.id = $1 AND t.campaign_id = $2 AND t.organization_id = $3`, [
        targetId,
        campaignId,
        organizationId,
      ]);
      return row ? toTarget(row) : null;
    },
    async countOfCampaign(organizationId, campaignId, targetIds) {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM campaign_targets WHERE campaign_id = $1 AND organization_id = $2 AND id = ANY($3::int[])',
        [campaignId, organizationId, [...new Set(targetIds)]],
      );
      return row?.count ?? 0;
    },
    async updateStatus(organizationId, campaignId, targetIds, statusId) {
      const changed = await db.query<{ id: number }>(
        'UPDATE campaign_targets SET status_id = $4 WHERE campaign_id = $1 AND organization_id = $2 AND id = ANY($3::int[]) RETURNING id',
        [campaignId, organizationId, [...new Set(targetIds)], statusId],
      );
      return changed.length;
    },
    async existingContacts(ids) {
      const rows = await db.query<{ id: string | number }>('SELECT id FROM contacts WHERE id = ANY($1::bigint[])', [[...new Set(ids)]]);
      return rows.map((row) => Number(row.id));
    },
    importFacts: (organizationId, campaignId, contactIds) => factsIn(db, organizationId, campaignId, contactIds),
    async ownerMailingCredits(organizationId, campaignId) {
      const [row] = await db.query<{ amount: number }>(
        `SELECT coalesce((SELECT cr.amount FROM credits cr WHERE cr.user_id = c.owner_user_id AND cr.kind = $3), 0)::int AS amount
         FROM campaigns c WHERE c.id = $2 AND c.organization_id = $1`,
        [organizationId, campaignId, MAILING_CREDIT_KIND],
      );
      return row?.amount ?? 0;
    },
    importTargets: (organizationId, campaignId, contactIds, queryId, editableStatuses, decide) =>
      db.transaction(async (tx) => {
        const [campaign] = await tx.query<{ status_id: number }>('SELECT status_id FROM campaigns WHERE id = $1 AND organization_id = $2 FOR UPDATE', [
          campaignId,
          organizationId,
        ]);
        if (!campaign || !editableStatuses.includes(campaign.status_id)) return null;
        const chosen = decide(await factsIn(tx, organizationId, campaignId, contactIds));
        const inserted =
          chosen.length === 0
            ? []
            : await tx.query<{ id: number }>(
                `INSERT INTO campaign_targets (organization_id, campaign_id, contact_id)
                 SELECT $1, $2, contact_id FROM unnest($3::bigint[]) AS contact_id
                 ON CONFLICT (campaign_id, contact_id) DO NOTHING RETURNING id`,
                [organizationId, campaignId, [...chosen]],
              );
        if (queryId !== null) {
          await tx.query('UPDATE campaigns SET used_query_id = $2, target_query_id = coalesce(target_query_id, $2), updated_at = now() WHERE id = $1', [
            campaignId,
            queryId,
          ]);
        } else if (inserted.length > 0) await tx.query('UPDATE campaigns SET updated_at = now() WHERE id = $1', [campaignId]);
        return { insertedCount: inserted.length };
      }),
  };
}

import type { Database } from '../../db/database';

/** A list that may feed a campaign, before its contacts are counted. */
export interface CampaignTargetListRow {
  readonly query_id: number;
  readonly name: string;
  readonly owner_user_id: number;
  readonly list_type: 'my_contact_lists' | 'my_company_lists' | 'openers_clickers';
}

/** SQL of the lists that may feed a campaign (table `queries`), scoped by organisation. */
export interface CampaignTargetListsRepository {
  /**
   * The caller's contact lists (query types of `contactTypes`), company lists (`accountTypes`) and the
   * organisation's openers and clickers lists (named by a campaign), newest first; `kinds` keeps some of them,
   * `nameWords` (lower-cased) must all be in the name.
   */
  page(
    organizationId: number,
    userId: number,
    filter: {
      readonly kinds: readonly CampaignTargetListRow['list_type'][];
      readonly contactTypes: readonly number[];
      readonly accountTypes: readonly number[];
      readonly search: string | null;
      readonly limit: number;
      readonly offset: number;
    },
  ): Promise<{ rows: CampaignTargetListRow[]; total: number }>;
  /**
   * A list an import may read for `userId`: one of the caller's own queries (a list, a segment, a saved search, as the
   * sequence import) or one of the organisation's openers and clickers lists (named by a campaign, whoever owns it);
   * its owner, whose view reads its contacts. `null`: none of those (another's list: 404).
   */
  importableQuery(organizationId: number, userId: number, queryId: number): Promise<{ readonly ownerUserId: number } | null>;
}

const LISTS_SQL = `
  SELECT q.id AS query_id, q.name, q.owner_user_id, q.created_at,
    CASE WHEN EXISTS (SELECT 1 FROM campaigns c WHERE c.organization_id = q.organization_id AND q.id IN (c.openers_query_id, c.clickers_query_id))
           THEN 'openers_clickers'
         WHEN q.query_type_id = ANY($3::int[]) THEN 'my_contact_lists'
         ELSE 'my_company_lists' END AS list_type
  FROM queries q
  WHERE q.organization_id = $1 AND NOT q.is_alert
    AND (EXISTS (SELECT 1 FROM campaigns c WHERE c.organization_id = q.organization_id AND q.id IN (c.openers_query_id, c.clickers_query_id))
         OR (q.owner_user_id = $2 AND q.query_type_id = ANY($3::int[] || $4::int[])))`;

export function createCampaignTargetListsRepository(db: Database): CampaignTargetListsRepository {
  return {
    async page(organizationId, userId, { kinds, contactTypes, accountTypes, search, limit, offset }) {
      const where = `list_type = ANY($5::text[]) AND ($6::text IS NULL OR strpos(lower(name), lower($6::text)) > 0)`;
      const values = [organizationId, userId, [...contactTypes], [...accountTypes], [...kinds], search];
      const rows = await db.query<CampaignTargetListRow>(
        `SELECT query_id, name, owner_user_id, list_type FROM (${LISTS_SQL}) lists WHERE ${where} ORDER BY created_at DESC, query_id DESC LIMIT $7 OFFSET $8`,
        [...values, limit, offset],
      );
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${LISTS_SQL}) lists WHERE ${where}`, values);
      return { rows, total: count?.total ?? 0 };
    },
    async importableQuery(organizationId, userId, queryId) {
      const [row] = await db.query<{ owner_user_id: number }>(
        `SELECT q.owner_user_id FROM queries q
         WHERE q.id = $1 AND q.organization_id = $2
           AND (q.owner_user_id = $3
                OR EXISTS (SELECT 1 FROM campaigns c WHERE c.organization_id = q.organization_id AND q.id IN (c.openers_query_id, c.clickers_query_id)))`,
        [queryId, organizationId, userId],
      );
      return row ? { ownerUserId: row.owner_user_id } : null;
    },
  };
}

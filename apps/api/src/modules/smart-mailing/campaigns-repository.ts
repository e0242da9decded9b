import type { Campaign, CampaignCreateBody, CampaignListSort, CampaignUpdateBody } from '@cible/core';
import type { Database } from '../../db/database';

/** The content fields a creation or a change may set, by column (the contract's names are the columns'). */
export const CAMPAIGN_CONTENT_COLUMNS = [
  'name',
  'sender_id',
  'email_subject',
  'email_html_content',
  'email_header',
  'email_footer',
  'email_pre_header',
  'mirror_link',
  'mirror_link_text',
  'editor',
  'topol_template',
  'used_query_id',
  'target_query_id',
] as const satisfies readonly (keyof CampaignUpdateBody)[];

/** The fields of a campaign row the content check reads (status and the send preconditions' fields). */
export type CampaignChanges = Partial<Record<(typeof CAMPAIGN_CONTENT_COLUMNS)[number], unknown>>;

/** SQL of the campaigns (table `campaigns`, migration 0035), always scoped by organisation. */
export interface CampaignsRepository {
  list(organizationId: number, filter: { statusId: number | null; sort: CampaignListSort; limit: number; offset: number }): Promise<{ campaigns: Campaign[]; total: number }>;
  find(organizationId: number, id: number): Promise<Campaign | null>;
  create(organizationId: number, ownerUserId: number, body: CampaignCreateBody): Promise<Campaign>;
  /**
   * Changes the given fields while the campaign is in one of `editableStatuses` (checked under a row lock in the
   * same statement); null when the campaign is not found or no longer editable.
   */
  update(organizationId: number, id: number, changes: CampaignChanges, editableStatuses: readonly number[]): Promise<Campaign | null>;
  /** Copies a campaign's content (no targets, no dates, no status) as a draft of `ownerUserId` named `name`. */
  duplicate(organizationId: number, id: number, ownerUserId: number, name: string): Promise<Campaign | null>;
  /** Removes the campaign while in one of `deletableStatuses`; false when not found or not deletable any more. */
  remove(organizationId: number, id: number, deletableStatuses: readonly number[]): Promise<boolean>;
  /** The organisation's default sender (at most one, ADR 032), undefined when it has none. */
  defaultSender(organizationId: number): Promise<number | undefined>;
}

interface CampaignRow extends Omit<Campaign, 'sent_date' | 'creation_date' | 'updated_at'> {
  sent_date: Date | null;
  scheduled_at: Date | null;
  creation_date: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, status_id, owner_user_id, sender_id, sent_date, scheduled_at, email_subject, email_html_content, email_header,
  email_footer, email_pre_header, mirror_link, mirror_link_text, editor, topol_template, used_query_id, target_query_id, openers_query_id,
  clickers_query_id, organization_id, creation_date, updated_at`;

/** The contract's campaign: `sent_date` is when it was sent, or when it is scheduled. */
function toCampaign(row: CampaignRow): Campaign {
  const { scheduled_at: scheduledAt, sent_date: sentDate, creation_date: creationDate, updated_at: updatedAt, ...rest } = row;
  const sending = sentDate ?? scheduledAt;
  return {
    ...rest,
    sent_date: sending === null ? null : sending.toISOString(),
    creation_date: creationDate.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

/** A JSON object column is stored as its JSON text (both drivers read it back as an object). */
const columnValue = (column: string, value: unknown): unknown => (column === 'topol_template' && value !== null && value !== undefined ? JSON.stringify(value) : value);

export function createCampaignsRepository(db: Database): CampaignsRepository {
  const find = async (organizationId: number, id: number): Promise<Campaign | null> => {
    const [row] = await db.query<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE id = $1 AND organization_id = $2`, [id, organizationId]);
    return row ? toCampaign(row) : null;
  };
  return {
    async list(organizationId, { statusId, sort, limit, offset }) {
      const order = sort === '-sent_date' ? 'coalesce(sent_date, scheduled_at) DESC NULLS LAST, id DESC' : 'updated_at DESC, id DESC';
      const where = 'organization_id = $1 AND ($2::int IS NULL OR status_id = $2::int)';
      const rows = await db.query<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`, [organizationId, statusId, limit, offset]);
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM campaigns WHERE ${where}`, [organizationId, statusId]);
      return { campaigns: rows.map(toCampaign), total: count?.total ?? 0 };
    },
    find,
    async create(organizationId, ownerUserId, body) {
      const columns = CAMPAIGN_CONTENT_COLUMNS.filter((column) => body[column] !== undefined);
      const values = columns.map((column) => columnValue(column, body[column]));
      const [row] = await db.query<CampaignRow>(
        `INSERT INTO campaigns (organization_id, owner_user_id${columns.map((column) => `, ${column}`).join('')})
         VALUES ($1, $2${columns.map((_, index) => `, $${index + 3}`).join('')}) RETURNING ${COLUMNS}`,
        [organizationId, ownerUserId, ...values],
      );
      return toCampaign(row!);
    },
    update: (organizationId, id, changes, editableStatuses) =>
      db.transaction(async (tx) => {
        const [current] = await tx.query<{ status_id: number }>('SELECT status_id FROM campaigns WHERE id = $1 AND organization_id = $2 FOR UPDATE', [id, organizationId]);
        if (!current || !editableStatuses.includes(current.status_id)) return null;
        const columns = CAMPAIGN_CONTENT_COLUMNS.filter((column) => changes[column] !== undefined);
        const sets = columns.map((column, index) => `${column} = $${index + 3}`);
        const [row] = await tx.query<CampaignRow>(
          `UPDATE campaigns SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 AND organization_id = $2 RETURNING ${COLUMNS}`,
          [id, organizationId, ...columns.map((column) => columnValue(column, changes[column]))],
        );
        return row ? toCampaign(row) : null;
      }),
    async duplicate(organizationId, id, ownerUserId, name) {
      const [row] = await db.query<CampaignRow>(
        `INSERT INTO campaigns (organization_id, owner_user_id, name, sender_id, email_subject, email_html_content, email_header, email_footer,
           email_pre_header, mirror_link, mirror_link_text, editor, topol_template, used_query_id, target_query_id)
         SELECT organization_id, $3, $4, sender_id, email_subject, email_html_content, email_header, email_footer,
           email_pre_header, mirror_link, mirror_link_text, editor, topol_template, used_query_id, target_query_id
         FROM campaigns WHERE id = $1 AND organization_id = $2 RETURNING ${COLUMNS}`,
        [id, organizationId, ownerUserId, name],
      );
      return row ? toCampaign(row) : null;
    },
    async remove(organizationId, id, deletableStatuses) {
      const gone = await db.query<{ id: number }>('DELETE FROM campaigns WHERE id = $1 AND organization_id = $2 AND status_id = ANY($3::int[]) RETURNING id', [
        id,
        organizationId,
        [...deletableStatuses],
      ]);
      return gone.length > 0;
    },
    async defaultSender(organizationId) {
      const [row] = await db.query<{ id: number }>('SELECT id FROM senders WHERE organization_id = $1 AND is_default', [organizationId]);
      return row?.id;
    },
  };
}

import type { Database } from '../db/database';

/** The sequence tables whose rows the tenant hook checks (each row carries organization_id). */
export type SequenceTable = 'sequences' | 'sequence_steps' | 'sequence_step_links' | 'sequence_targets';
/** The smart-mailing tables an id kind names (each row carries its organisation). */
export type SmartMailingTable = 'senders' | 'sending_domains' | 'campaigns';

/** How many of the distinct `ids` belong to the tenant: the SQL of the tenant hook, one query per id kind. */
export interface TenantRepository {
  /** Users of the organisation among `ids`. */
  countUsersOfOrganization(organizationId: number, ids: readonly number[]): Promise<number>;
  /** Notifications of the user among `ids`. */
  countNotificationsOfUser(userId: number, ids: readonly number[]): Promise<number>;
  /** Support-chat conversations of the user (in his organisation) among `ids`. */
  countConversationsOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** Queries (lists, segments, alerts, saved searches) of the organisation among `ids`. */
  countQueriesOfOrganization(organizationId: number, ids: readonly number[]): Promise<number>;
  /** Email templates of the user (in his organisation) among `ids`. */
  countTemplatesOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** Template tags of the user (in his organisation) among `ids`. */
  countTemplateTagsOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** Signatures of the user (in his organisation) among `ids`. */
  countSignaturesOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** The user's own test-send addresses (`bat_emails`) among `ids`. */
  countTestAddressesOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** The user's own customer inquiries among `ids`. */
  countInquiriesOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** The user's own exports among `ids`. */
  countExportsOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
  /** Signatures of any user of the organisation among `ids`. */
  countSignaturesOfOrganization(organizationId: number, ids: readonly number[]): Promise<number>;
  /** Rows of a sequence table (sequences, steps, step links, targets) of the organisation among `ids`. */
  countSequenceRowsOfOrganization(table: SequenceTable, organizationId: number, ids: readonly number[]): Promise<number>;
  /** Rows of a smart-mailing table of the organisation among `ids`. */
  countSmartMailingRowsOfOrganization(table: SmartMailingTable, organizationId: number, ids: readonly number[]): Promise<number>;
  /** Tasks of the user (in his organisation), not deleted, among `ids`. */
  countTasksOfUser(userId: number, organizationId: number, ids: readonly number[]): Promise<number>;
}

export function createTenantRepository(db: Database): TenantRepository {
  const count = async (sql: string, owner: number, ids: readonly number[]): Promise<number> => {
    const [row] = await db.query<{ count: number }>(sql, [owner, [...ids]]);
    return row?.count ?? 0;
  };
  const countOfUser = async (table: string, ownerColumn: string, userId: number, organizationId: number, ids: readonly number[]): Promise<number> => {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE ${ownerColumn} = $1 AND organization_id = $2 AND id = ANY($3::int[])`,
      [userId, organizationId, [...ids]],
    );
    return row?.count ?? 0;
  };
  return {
    countTemplatesOfUser: (userId, organizationId, ids) => countOfUser('email_templates', 'owner_user_id', userId, organizationId, ids),
    countTemplateTagsOfUser: (userId, organizationId, ids) => countOfUser('email_template_tags', 'owner_user_id', userId, organizationId, ids),
    countSignaturesOfUser: (userId, organizationId, ids) => countOfUser('email_signatures', 'user_id', userId, organizationId, ids),
    countTestAddressesOfUser: (userId, organizationId, ids) => countOfUser('bat_emails', 'user_id', userId, organizationId, ids),
    countInquiriesOfUser: (userId, organizationId, ids) => countOfUser('customer_inquiries', 'user_id', userId, organizationId, ids),
    countExportsOfUser: (userId, organizationId, ids) => countOfUser('exports', 'user_id', userId, organizationId, ids),
    countSignaturesOfOrganization: (organizationId, ids) =>
      count('SELECT count(*)::int AS count FROM email_signatures WHERE organization_id = $1 AND id = ANY($2::int[])', organizationId, ids),
    countSequenceRowsOfOrganization: (table, organizationId, ids) =>
      count(`SELECT count(*)::int AS count FROM ${table} WHERE organization_id = $1 AND id = ANY($2::int[])`, organizationId, ids),
    countSmartMailingRowsOfOrganization: (table, organizationId, ids) =>
      count(`SELECT count(*)::int AS count FROM ${table} WHERE organization_id = $1 AND id = ANY($2::int[])`, organizationId, ids),
    countTasksOfUser: async (userId, organizationId, ids) => {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM tasks WHERE user_id = $1 AND organization_id = $2 AND deleted_at IS NULL AND id = ANY($3::int[])',
        [userId, organizationId, [...ids]],
      );
      return row?.count ?? 0;
    },
    countUsersOfOrganization: (organizationId, ids) =>
      count('SELECT count(*)::int AS count FROM users WHERE organization_id = $1 AND id = ANY($2::int[])', organizationId, ids),
    countNotificationsOfUser: (userId, ids) =>
      count('SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND id = ANY($2::int[])', userId, ids),
    countConversationsOfUser: async (userId, organizationId, ids) => {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM support_chat_conversations WHERE user_id = $1 AND organization_id = $2 AND id = ANY($3::int[])',
        [userId, organizationId, [...ids]],
      );
      return row?.count ?? 0;
    },
    countQueriesOfOrganization: (organizationId, ids) =>
      count('SELECT count(*)::int AS count FROM queries WHERE organization_id = $1 AND id = ANY($2::int[])', organizationId, ids),
  };
}

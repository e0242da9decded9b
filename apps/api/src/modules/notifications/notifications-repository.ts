import { notificationTypeId } from '@cible/core';
import type { NotificationSettings } from '@cible/core';
import type { QueryResultRow } from 'pg';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { USER_STATUS } from '../../db/schema';
import type { DeliverableNotification } from '../../realtime/deliverable-notification';
import type { NotificationRecord } from '../../realtime/notification-record';

/**
 * Whose notifications: the caller (user AND organisation, both from the verified token). Every query made for a
 * caller filters on both in the SQL itself, so another user's notification — in the same organisation or not — is
 * simply not found (404), whatever the service does.
 */
export interface NotificationOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** Filters of the notifications page. */
export interface NotificationFilters {
  /** Only these types (absent or empty: every type). */
  readonly typeIds?: readonly number[];
  /** `true` seen only, `false` unseen only, absent both. */
  readonly seen?: boolean;
  readonly limit: number;
  readonly offset: number;
}

/** A notification to create. */
export interface NewNotification {
  readonly userId: number;
  readonly notificationTypeId: number;
  readonly contactId: number | null;
  readonly companyId: number | null;
  readonly payload: Record<string, unknown> | null;
  /**
   * The alert (query) the notification comes from: not created when the user blocked that query in the
   * notification settings (`blocked_query_id_list`).
   */
  readonly queryId?: number | null;
}


/** Outcome of a bulk "viewed": how many of the listed ids are the caller's, how many changed. */
export interface BulkViewedOutcome {
  readonly owned: number;
  readonly updated: number;
}

/** SQL of notifications and notification settings (the newsletter configuration is the same row). */
export interface NotificationsRepository {
  list(owner: NotificationOwner, filters: NotificationFilters): Promise<{ notifications: NotificationRecord[]; total: number }>;
  /** Marks one notification viewed (keeps the first viewing time); `false` when it is not the owner's. */
  markViewed(owner: NotificationOwner, id: number): Promise<boolean>;
  /**
   * Marks the listed notifications (all distinct ids must be the owner's, else nothing changes) or, without a list,
   * every unseen notification of the owner.
   */
  markManyViewed(owner: NotificationOwner, ids: readonly number[] | null): Promise<BulkViewedOutcome>;
  /** The settings row; `undefined` when the owner has none yet (defaults apply), `null` when the user is not found. */
  findSettings(owner: NotificationOwner): Promise<NotificationSettings | null | undefined>;
  /** Creates or replaces the settings; `null` when the user is not found in that organisation. */
  saveSettings(owner: NotificationOwner, settings: NotificationSettings): Promise<NotificationSettings | null>;
  /**
   * Inserts notifications for users of ANY organisation (the domain decides who is notified; the organisation is
   * copied from the user row). In one transaction; the insert trigger NOTIFYs each one at commit. Users that do not
   * exist, and alert notifications of a blocked query, are skipped. Answers the created rows with their recipients'
   * state (what the socket delivery needs: no second read in the embedded mode).
   */
  insert(notifications: readonly NewNotification[]): Promise<DeliverableNotification[]>;
  /**
   * The same insert inside the caller's transaction (a job that records what it notified in the same commit); the
   * caller hands the rows to the bus once committed.
   */
  insertIn(tx: Transaction, notifications: readonly NewNotification[]): Promise<DeliverableNotification[]>;
  /** The active users among `userIds` in the organisation (list-assigned recipients). */
  activeUsersOf(organizationId: number, userIds: readonly number[]): Promise<number[]>;
  /** Unscoped read for the socket delivery: the notifications and their recipients' current state. */
  findDeliverable(ids: readonly number[]): Promise<DeliverableNotification[]>;
  /** The number of unseen notifications of each owner (list/not_viewed's count), by user id. */
  countUnseen(owners: readonly NotificationOwner[]): Promise<Map<number, number>>;
}

interface NotificationRow {
  id: number;
  notification_type_id: number;
  sent_at: Date;
  viewed_at: Date | null;
  contact_id: number | null;
  company_id: number | null;
  payload: Record<string, unknown> | null;
}

const COLUMNS = 'n.id, n.notification_type_id, n.sent_at, n.viewed_at, n.contact_id, n.company_id, n.payload';

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  notificationTypeId: row.notification_type_id,
  sentAt: row.sent_at,
  viewedAt: row.viewed_at,
  contactId: row.contact_id,
  companyId: row.company_id,
  payload: row.payload,
});

interface SettingsRow {
  blocked_query_id_list: number[];
  newsletter_aggregated: boolean;
  newsletter_disabled: boolean;
}

const toSettings = (row: SettingsRow): NotificationSettings => ({
  blocked_query_id_list: row.blocked_query_id_list,
  newsletter_aggregated: row.newsletter_aggregated,
  newsletter_disabled: row.newsletter_disabled,
});

/** At most this many notifications per insert statement (keeps parameter arrays small). */
const INSERT_BATCH = 1000;

type Run = <Row extends QueryResultRow>(text: string, values?: readonly unknown[]) => Promise<Row[]>;

interface DeliverableRow extends NotificationRow {
  user_id: number;
  organization_id: number;
  user_status: number;
  user_organization_id: number;
  tokens_valid_after: Date | null;
}

const toDeliverable = (row: DeliverableRow): DeliverableNotification => ({
  ...toRecord(row),
  userId: row.user_id,
  organizationId: row.organization_id,
  userStatus: row.user_status,
  userOrganizationId: row.user_organization_id,
  tokensValidAfter: row.tokens_valid_after,
});

/** Inserts up to INSERT_BATCH notifications in one statement (organisation copied from the user row). */
async function insertBatch(run: Run, batch: readonly NewNotification[]): Promise<DeliverableNotification[]> {
  const rows = await run<DeliverableRow>(
    `WITH inserted AS (
       INSERT INTO notifications (user_id, organization_id, notification_type_id, contact_id, company_id, payload)
       SELECT u.id, u.organization_id, i.type_id, i.contact_id, i.company_id, i.payload
       FROM unnest($1::int[], $2::smallint[], $3::int[], $4::int[], $5::jsonb[], $6::int[], $7::int[])
            AS i(user_id, type_id, contact_id, company_id, payload, query_id, ord)
       JOIN users u ON u.id = i.user_id
       WHERE i.query_id IS NULL OR i.type_id <> $8 OR NOT EXISTS (
         SELECT 1 FROM notification_settings s WHERE s.user_id = u.id AND i.query_id = ANY(s.blocked_query_id_list))
       ORDER BY i.ord
       RETURNING *)
     SELECT ${COLUMNS}, n.user_id, n.organization_id, u.status AS user_status,
            u.organization_id AS user_organization_id, u.tokens_valid_after
     FROM inserted n JOIN users u ON u.id = n.user_id
     ORDER BY n.id`,
    [
      batch.map((item) => item.userId),
      batch.map((item) => item.notificationTypeId),
      batch.map((item) => item.contactId),
      batch.map((item) => item.companyId),
      batch.map((item) => (item.payload === null ? null : JSON.stringify(item.payload))),
      batch.map((item) => item.queryId ?? null),
      batch.map((_item, index) => index),
      // Only alerts are silenced by a blocked query (the user's notification settings).
      notificationTypeId('alert'),
    ],
  );
  return rows.map(toDeliverable);
}

export function createNotificationsRepository(db: Database): NotificationsRepository {
  return {
    async list(owner, filters) {
      // $1 user, $2 organisation: always. The seen filter is written as IS [NOT] NULL so that the
      // (user_id, viewed_at, sent_at) index serves it.
      const where = [`n.user_id = $1`, `n.organization_id = $2`];
      const values: unknown[] = [owner.userId, owner.organizationId];
      if (filters.typeIds !== undefined && filters.typeIds.length > 0) {
        values.push([...new Set(filters.typeIds)]);
        where.push(`n.notification_type_id = ANY($${values.length}::smallint[])`);
      }
      if (filters.seen !== undefined) where.push(filters.seen ? 'n.viewed_at IS NOT NULL' : 'n.viewed_at IS NULL');
      const whereSql = where.join(' AND ');
      const [rows, [count]] = await Promise.all([
        db.query<NotificationRow>(
          `SELECT ${COLUMNS} FROM notifications n WHERE ${whereSql}
           ORDER BY n.sent_at DESC, n.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
          [...values, filters.limit, filters.offset],
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notifications n WHERE ${whereSql}`, values),
      ]);
      return { notifications: rows.map(toRecord), total: count?.total ?? 0 };
    },

    async markViewed(owner, id) {
      const rows = await db.query(
        `UPDATE notifications SET viewed_at = coalesce(viewed_at, now())
         WHERE id = $1 AND user_id = $2 AND organization_id = $3 RETURNING id`,
        [id, owner.userId, owner.organizationId],
      );
      return rows.length === 1;
    },

    async markManyViewed(owner, ids) {
      if (ids === null) {
        const rows = await db.query<{ updated: number }>(
          `WITH updated AS (
             UPDATE notifications SET viewed_at = now()
             WHERE user_id = $1 AND organization_id = $2 AND viewed_at IS NULL RETURNING 1)
           SELECT count(*)::int AS updated FROM updated`,
          [owner.userId, owner.organizationId],
        );
        const updated = rows[0]?.updated ?? 0;
        return { owned: updated, updated };
      }
      const distinct = [...new Set(ids)];
      // One statement: the update happens only when every listed id is the owner's.
      const [row] = await db.query<{ owned: number; updated: number }>(
        `WITH owned AS (
           SELECT count(*)::int AS n FROM notifications
           WHERE id = ANY($3::int[]) AND user_id = $1 AND organization_id = $2),
         updated AS (
           UPDATE notifications SET viewed_at = now()
           WHERE id = ANY($3::int[]) AND user_id = $1 AND organization_id = $2 AND viewed_at IS NULL
             AND (SELECT n FROM owned) = $4
           RETURNING 1)
         SELECT (SELECT n FROM owned) AS owned, (SELECT count(*)::int FROM updated) AS updated`,
        [owner.userId, owner.organizationId, distinct, distinct.length],
      );
      return { owned: row?.owned ?? 0, updated: row?.updated ?? 0 };
    },

    async findSettings(owner) {
      const rows = await db.query<SettingsRow & { has_row: boolean }>(
        `SELECT s.user_id IS NOT NULL AS has_row, s.blocked_query_id_list, s.newsletter_aggregated, s.newsletter_disabled
         FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id
         WHERE u.id = $1 AND u.organization_id = $2`,
        [owner.userId, owner.organizationId],
      );
      const row = rows[0];
      if (row === undefined) return null;
      return row.has_row ? toSettings(row) : undefined;
    },

    async saveSettings(owner, settings) {
      const rows = await db.query<SettingsRow>(
        `INSERT INTO notification_settings (user_id, blocked_query_id_list, newsletter_aggregated, newsletter_disabled)
         SELECT u.id, $3::int[], $4, $5 FROM users u WHERE u.id = $1 AND u.organization_id = $2
         ON CONFLICT (user_id) DO UPDATE SET
           blocked_query_id_list = excluded.blocked_query_id_list,
           newsletter_aggregated = excluded.newsletter_aggregated,
           newsletter_disabled = excluded.newsletter_disabled,
           updated_at = now()
         RETURNING blocked_query_id_list, newsletter_aggregated, newsletter_disabled`,
        [
          owner.userId,
          owner.organizationId,
          [...settings.blocked_query_id_list],
          settings.newsletter_aggregated,
          settings.newsletter_disabled,
        ],
      );
      return rows[0] ? toSettings(rows[0]) : null;
    },

    async insert(items) {
      if (items.length === 0) return [];
      // One statement per batch of 1000: a single batch (the usual case) needs no explicit transaction.
      if (items.length <= INSERT_BATCH) return insertBatch((text, values) => db.query(text, values), items);
      return db.transaction(async (tx) => {
        const created: DeliverableNotification[] = [];
        for (let start = 0; start < items.length; start += INSERT_BATCH) {
          created.push(...(await insertBatch((text, values) => tx.query(text, values), items.slice(start, start + INSERT_BATCH))));
        }
        return created;
      });
    },

    async insertIn(tx, items) {
      const created: DeliverableNotification[] = [];
      for (let start = 0; start < items.length; start += INSERT_BATCH) {
        created.push(...(await insertBatch((text, values) => tx.query(text, values), items.slice(start, start + INSERT_BATCH))));
      }
      return created;
    },

    async activeUsersOf(organizationId, userIds) {
      if (userIds.length === 0) return [];
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM users WHERE organization_id = $1 AND status = $3 AND id = ANY($2::int[]) ORDER BY id`,
        [organizationId, [...new Set(userIds)], USER_STATUS.active],
      );
      return rows.map((row) => row.id);
    },

    async findDeliverable(ids) {
      if (ids.length === 0) return [];
      const rows = await db.query<DeliverableRow>(
        `SELECT ${COLUMNS}, n.user_id, n.organization_id, u.status AS user_status,
                u.organization_id AS user_organization_id, u.tokens_valid_after
         FROM notifications n JOIN users u ON u.id = n.user_id
         WHERE n.id = ANY($1::int[])
         ORDER BY n.id`,
        [[...new Set(ids)]],
      );
      return rows.map(toDeliverable);
    },

    async countUnseen(owners) {
      if (owners.length === 0) return new Map();
      // Counted as list/not_viewed counts (user AND organisation, viewed_at IS NULL: the bell's index).
      const rows = await db.query<{ user_id: number; unseen: number }>(
        `SELECT o.user_id, (SELECT count(*)::int FROM notifications n
                            WHERE n.user_id = o.user_id AND n.organization_id = o.organization_id AND n.viewed_at IS NULL) AS unseen
         FROM unnest($1::int[], $2::int[]) AS o(user_id, organization_id)`,
        [owners.map((owner) => owner.userId), owners.map((owner) => owner.organizationId)],
      );
      return new Map(rows.map((row) => [row.user_id, row.unseen]));
    },
  };
}

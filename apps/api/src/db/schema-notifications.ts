/**
 * NOTIFICATIONS tables (docs/notifications.md "Storage"): the notifications shown by the bell and the
 * notifications page, and each user's notification settings (which are also the newsletter configuration).
 * Re-exported by `schema.ts`, so drizzle-kit and the typed `db.drizzle` see them. docs/notifications.md.
 *
 * Fan-out: the migration that creates `notifications` also adds an AFTER INSERT trigger that runs
 * `pg_notify('cible_notifications', '{"user_id":…,"notification_id":…}')` in the inserting transaction, so every
 * API process LISTENing on a PostgreSQL server learns of every new notification, whoever inserted it
 * (docs/adr/004-notification-fan-out-through-postgres.md). drizzle-kit does not model triggers: the trigger SQL is
 * written by hand at the end of that migration.
 *
 * Foreign keys (`user_id` → users, `organization_id` → organizations, ON DELETE CASCADE) are also written by hand in
 * that migration: declaring them here would import `schema.ts`, which re-exports this file (an import cycle).
 */
import type { NotificationTypeId } from '@cible/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** The channel of the insert trigger's NOTIFY (payload `{"user_id": n, "notification_id": n}`). */
export const NOTIFICATIONS_CHANNEL = 'cible_notifications';

/**
 * One notification of one user. `viewed_at` null means unseen. `contact_id` / `company_id` name the data-platform
 * rows the notification is about, without foreign keys: the reference data may be reloaded, the notification stays.
 * `payload` is the JSON object of core's `NotificationPayloadSchema` (extra keys kept, e.g. `query_id`).
 * Every read is scoped by `user_id` AND `organization_id` (the caller's, from the verified token).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** → users.id, ON DELETE CASCADE (foreign key in migration 0004). */
    userId: integer('user_id').notNull(),
    /** → organizations.id, ON DELETE CASCADE (foreign key in migration 0004). */
    organizationId: integer('organization_id').notNull(),
    notificationTypeId: smallint('notification_type_id').$type<NotificationTypeId>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, precision: 3 }),
    contactId: integer('contact_id'),
    companyId: integer('company_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
  },
  (table) => [
    // The bell (unseen, newest first) and the seen/unseen filters: viewed_at IS NULL is an equality for a btree.
    index('notifications_user_viewed_sent_idx').on(table.userId, table.viewedAt, table.sentAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The notifications page without the seen filter: newest first.
    index('notifications_user_sent_idx').on(table.userId, table.sentAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('notifications_type_check', sql`${table.notificationTypeId} between 1 and 15`),
    check('notifications_payload_object_check', sql`${table.payload} is null or jsonb_typeof(${table.payload}) = 'object'`),
  ],
);

/**
 * Notification settings of a user — the same three fields as the newsletter configuration, stored once
 * (docs/notifications.md "Storage"). No row: core's defaults (`DEFAULT_NOTIFICATION_SETTINGS`).
 */
export const notificationSettings = pgTable('notification_settings', {
  /** → users.id, ON DELETE CASCADE (foreign key in migration 0004). */
  userId: integer('user_id').primaryKey(),
  /** Alerts (query ids) whose notifications and newsletter entries the user does not want. */
  blockedQueryIdList: integer('blocked_query_id_list').array().notNull().default(sql`'{}'::integer[]`),
  newsletterAggregated: boolean('newsletter_aggregated').notNull().default(false),
  newsletterDisabled: boolean('newsletter_disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

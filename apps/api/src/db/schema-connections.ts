/**
 * CONNECTIONS table (docs/api.md "Connections"): the mailbox and LinkedIn account a user connected to
 * send sequence and campaign emails. Re-exported by `schema.ts`, so drizzle-kit and the typed `db.drizzle` see it.
 * Written by hand in migration 0007 (with its foreign keys, like schema-notifications.ts: declaring them here would
 * import `schema.ts`, an import cycle). docs/api.md "Connections".
 */
import type { ConnectionStatus } from '@cible/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What a connection row is: a mailbox (Nylas) or a LinkedIn account (Unipile). */
export type ConnectionKind = 'mailbox' | 'linkedin';

/**
 * One connection of one user per kind. Never connected: no row. A disconnection keeps the row and its account
 * info (`status` 'disconnected', `disconnected_at` set), so the page can say which account it was.
 * Every read is scoped by `user_id` AND `organization_id`.
 */
export const accountConnections = pgTable(
  'account_connections',
  {
    /** → users.id, ON DELETE CASCADE (foreign key in migration 0007). */
    userId: integer('user_id').notNull(),
    /** → organizations.id, ON DELETE CASCADE (foreign key in migration 0007). */
    organizationId: integer('organization_id').notNull(),
    kind: text('kind').$type<ConnectionKind>().notNull(),
    status: text('status').$type<ConnectionStatus>().notNull(),
    /** Mailbox: the address (required) and the provider (google, microsoft…). */
    email: text('email'),
    provider: text('provider'),
    /** LinkedIn: the Unipile account id (required), the profile name and URL. */
    accountId: text('account_id'),
    name: text('name'),
    profileUrl: text('profile_url'),
    connectedAt: timestamp('connected_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'account_connections_pk', columns: [table.userId, table.kind] }),
    index('account_connections_organization_idx').on(table.organizationId),
    check('account_connections_kind_check', sql`${table.kind} in ('mailbox', 'linkedin')`),
    check('account_connections_status_check', sql`${table.status} in ('connected', 'disconnected')`),
    check(
      'account_connections_account_check',
      sql`(${table.kind} = 'mailbox' and ${table.email} is not null) or (${table.kind} = 'linkedin' and ${table.accountId} is not null)`,
    ),
    check('account_connections_disconnected_check', sql`(${table.status} = 'connected') = (${table.disconnectedAt} is null)`),
  ],
);

/**
 * CONNECTIONS table (docs/api.md "Connections"): the mailbox and LinkedIn account a user connected to
 * send sequence and campaign emails. Re-exported by `schema.ts`, so drizzle-kit and the typed `db.drizzle` see it.
 * Written by hand in migration 0007 (with its foreign keys, like schema-notifications.ts: declaring them here would
 * import `schema.ts`, an import cycle). docs/api.md "Connections".
 */
import type { ConnectionStatus } from '@cible/core';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** A `bytea` column (drizzle 0.45 has no built-in one): a Buffer both ways. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Who connected a mailbox's credentials: SMTP + IMAP (migration 0021), an OAuth provider (migration 0022), or the local
 * test mailbox of the embedded default (migration 0023, no servers nor password stored).
 */
export type MailboxProvider = 'smtp_imap' | 'nylas' | 'google' | 'microsoft' | 'local_test';

/**
 * The credentials of a connected mailbox (migration 0021, docs/adr/017-smtp-imap-mailbox.md): one row per user, the
 * servers in `settings` (not secret) and the passwords sealed with AES-256-GCM in `secret` (`key_id` names the key).
 * Foreign keys to users and organizations (ON DELETE CASCADE) are in the migration, like the table above.
 */
export const mailboxCredentials = pgTable(
  'mailbox_credentials',
  {
    userId: integer('user_id').notNull().primaryKey(),
    organizationId: integer('organization_id').notNull(),
    provider: text('provider').$type<MailboxProvider>().notNull(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    settings: jsonb('settings').notNull(),
    secret: bytea('secret').notNull(),
    keyId: text('key_id').notNull(),
    lastFailure: text('last_failure'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('mailbox_credentials_organization_idx').on(table.organizationId),
    check('mailbox_credentials_provider_check', sql`${table.provider} in ('smtp_imap', 'nylas', 'google', 'microsoft', 'local_test')`),
    check('mailbox_credentials_settings_check', sql`jsonb_typeof(${table.settings}) = 'object'`),
  ],
);

/**
 * The pending OAuth connections (migration 0022, docs/adr/021-oauth-mailbox.md): one row per authorize link, keyed
 * by the SHA-256 of its state (the state itself is never stored), valid 10 minutes, used once. Foreign keys to users
 * and organizations (ON DELETE CASCADE) are in the migration.
 */
export const mailboxOauthStates = pgTable(
  'mailbox_oauth_states',
  {
    stateHash: bytea('state_hash').notNull().primaryKey(),
    callerUserId: integer('caller_user_id').notNull(),
    targetUserId: integer('target_user_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    provider: text('provider').$type<'google' | 'microsoft'>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('mailbox_oauth_states_expires_idx').on(table.expiresAt),
    check('mailbox_oauth_states_provider_check', sql`${table.provider} in ('google', 'microsoft')`),
  ],
);

/**
 * The database schema (PostgreSQL dialect, SQL accepted by PostgreSQL 15 and by PGlite).
 * Change it here, then run `npm run -w @cible/api db:generate -- --name=<what_changed>` and commit the new migration.
 * Repositories (modules/<area>/*.repository.ts) are the only code that reads or writes these tables.
 */
import type { LicenceId, TesterLevel } from '@cible/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Customer organisations; every user belongs to one. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * User status values (core's `UserSchema`: 1 = active). 0: invited, waiting for activation; 2: disabled.
 * Colleagues are the active users of the same organisation.
 */
export const USER_STATUS = { pending: 0, active: 1, disabled: 2 } as const;

/** Users. The e-mail is unique whatever its case (unique index on lower(email)). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    /** Password hash, argon2id PHC string (algorithm, parameters, salt, hash); null until the account is activated. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    civilityId: smallint('civility_id'),
    status: smallint('status').notNull().default(USER_STATUS.pending),
    testerLevel: text('tester_level').$type<TesterLevel>(),
    isOrganizationManager: boolean('is_organization_manager').notNull().default(false),
    /** Platform administrator (support staff): may act as ("connected as") another user; every such action is audited. */
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    canExport: boolean('can_export').notNull().default(false),
    canExportLocation: boolean('can_export_location').notNull().default(false),
    /** After this instant the user may only change the password (password-expired token). */
    passwordExpiresAt: timestamp('password_expires_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** SHA-256 of the activation token sent by mail (the token itself is never stored). */
    activationTokenHash: text('activation_token_hash'),
    activationTokenExpiresAt: timestamp('activation_token_expires_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Session tokens issued before this instant are refused (logout, password change): the revocation of stateless
     * JWTs, see docs/adr/002-stateless-jwt-with-revocation-timestamp.md. Null: no token revoked.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, precision: 3 }),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_activation_token_hash_key').on(table.activationTokenHash),
    index('users_organization_id_idx').on(table.organizationId, table.status),
    check('users_status_check', sql`${table.status} in (0, 1, 2)`),
    check('users_tester_level_check', sql`${table.testerLevel} is null or ${table.testerLevel} in ('Alpha', 'Beta')`),
  ],
);

/**
 * A user's licences (the `organization_user_license_list` of the user payload, core's `UserSchema`): the first entry
 * decides the licence, the latest by licence id is the current one. Licence ids come from core's catalogue (0..15).
 */
export const userLicences = pgTable(
  'user_licences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenceId: smallint('licence_id').$type<LicenceId>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull().default(sql`current_date`),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_licences_user_id_idx').on(table.userId, table.id),
    check('user_licences_licence_id_check', sql`${table.licenceId} between 0 and 15`),
  ],
);

/** Login attempts, for throttling per account (normalised e-mail) and per client address. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** lower(trim(login)) as typed, whether or not an account exists. */
    email: text('email'),
    ipAddress: inet('ip_address'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    succeeded: boolean('succeeded').notNull(),
    /** Which flow: login, reset_password, change_password, token_renewal… */
    kind: text('kind').notNull().default('login'),
  },
  (table) => [
    index('auth_attempts_email_at_idx').on(table.email, table.at),
    index('auth_attempts_ip_address_at_idx').on(table.ipAddress, table.at),
  ],
);

/**
 * Security audit trail: who did what, and as whom. `actingAsUserId` is set while an administrator is
 * "connected as" another user (app-shell: impersonation); `actorUserId` is always the real person.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actingAsUserId: integer('acting_as_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Dotted action code, e.g. `AUTH.CONNECTED_AS`, `USER.UPDATED`. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ipAddress: inet('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_actor_user_id_at_idx').on(table.actorUserId, table.at),
    index('audit_log_acting_as_user_id_at_idx').on(table.actingAsUserId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);

/** Password reset tokens: only the SHA-256 hash is stored; a token is single-use (`usedAt`) and expires. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Product-analytics events (page views and leaves of identified users: `POST /v1/analytics/events`, docs/api.md
 * "Routes").
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the browser says the event happened (`at` is when the API received it). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    name: text('name').notNull(),
    path: text('path'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('analytics_events_user_id_at_idx').on(table.userId, table.at),
    index('analytics_events_name_at_idx').on(table.name, table.at),
    index('analytics_events_at_idx').on(table.at),
  ],
);

/**
 * Daily analytics counts (migration 0010, docs/analytics.md): per French day, kind (`page` | `feature`), key (a page's
 * route pattern or a feature event's name) and user, the number of events. The usage page reads only this table.
 */
export const analyticsDailyUsage = pgTable(
  'analytics_daily_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'page' | 'feature'>().notNull(),
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventCount: integer('event_count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'analytics_daily_usage_pkey', columns: [table.day, table.kind, table.key, table.userId] }),
    check('analytics_daily_usage_kind_check', sql`${table.kind} IN ('page', 'feature')`),
    check('analytics_daily_usage_event_count_check', sql`${table.eventCount} > 0`),
  ],
);

// ── Data platform: companies, offices, contacts, news, conferences (src/db/schema-data.ts, docs/data.md) ──────────
export * from './schema-data';

// ── Notifications and notification settings (src/db/schema-notifications.ts, docs/notifications.md) ──────────────
export * from './schema-notifications';

// ── Mailbox and LinkedIn connections (src/db/schema-connections.ts, docs/api.md "Connections") ────────────────────
export * from './schema-connections';

// ── Customer inquiries (src/db/schema-inquiries.ts, docs/api.md "Customer inquiries") ──────────────────────────────
export * from './schema-inquiries';

// ── Queries: lists, segments, alerts, saved searches (src/db/schema-queries.ts) ───────────────────────────────────
export * from './schema-queries';

// ── Rate limits (src/db/schema-rate-limits.ts) ─────────────────────────────────────────────────────────────────────
export * from './schema-rate-limits';

// ── Support chat: conversations, messages, socket presence (src/db/schema-support-chat.ts, docs/support-chat.md) ───
export * from './schema-support-chat';

// ── Alerts: watermarks, matches, digest outbox (src/db/schema-alerts.ts, docs/notifications.md "Alerts") ──────────────
export * from './schema-alerts';

// ── Templates, tags, template events, signatures, test addresses (src/db/schema-templates.ts, migration 0020) ─────
export * from './schema-templates';

// ── Credit ledger: credits per user and kind, credit history (src/db/schema-credits.ts, migration 0025) ───────────
export * from './schema-credits';

// ── Exports and email rental (src/db/schema-exports.ts, migration 0028) ──────────────────────────────────────────────
export * from './schema-exports';
// ── Sequences: sequences, steps, step links, settings, targets (src/db/schema-sequences.ts, migration 0029) ─────────
export * from './schema-sequences';

// ── Sequence runner: sends, events, tasks, bounced addresses (src/db/schema-sequence-runner.ts, migration 0030) ─────
export * from './schema-sequence-runner';
// ── Sequence replies: the reply reader's place in each mailbox (src/db/schema-sequence-replies.ts, migration 0034) ──
export * from './schema-sequence-replies';

// ── Sequence target lists: the lists that feed a sequence (src/db/schema-sequence-target-lists.ts, migration 0031) ──
export * from './schema-sequence-target-lists';

// ── Campaigns: settings, sending domains, senders, campaigns, targets, sends, events (src/db/schema-campaigns.ts, migration 0035) ──
export * from './schema-campaigns';
// ── Campaign bounces: the bounce reader's place in the bounce mailbox (src/db/schema-campaign-bounces.ts, migration 0040) ──
export * from './schema-campaign-bounces';

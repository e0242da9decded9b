/**
 * The credit ledger (migration 0025, docs/adr/024-credit-ledger.md): one credit row per user and kind, and one history
 * row per change, written in the same transaction as the change. Re-exported by `schema.ts`. Written by hand in the
 * migration (foreign keys, checks).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const credits = pgTable(
  'credits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** → organizations.id, ON DELETE CASCADE. */
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE. */
    userId: integer('user_id').notNull(),
    /** A credit kind code of core's catalogue: sequence, email-rental, export, consultation. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull().default(0),
    isRenewed: boolean('is_renewed').notNull().default(false),
    renewalAmount: integer('renewal_amount').notNull().default(0),
    initialAmount: integer('initial_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    unique('credits_user_kind_unique').on(table.userId, table.kind),
    index('credits_organization_kind_idx').on(table.organizationId, table.kind),
    check('credits_kind_check', sql`${table.kind} in ('sequence', 'email-rental', 'export', 'consultation')`),
    check('credits_amounts_check', sql`${table.amount} >= 0 AND ${table.renewalAmount} >= 0 AND ${table.initialAmount} >= 0`),
  ],
);

export const creditHistory = pgTable(
  'credit_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** → credits.id, ON DELETE CASCADE. */
    creditId: integer('credit_id').notNull(),
    organizationId: integer('organization_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    /** creation, top_up, consumption, renewal. */
    type: text('type').notNull(),
    oldAmount: integer('old_amount').notNull(),
    newAmount: integer('new_amount').notNull(),
    comment: text('comment'),
    /** → users.id, ON DELETE SET NULL: who made the change (a manager's top-up); null for the system. */
    authorUserId: integer('author_user_id'),
    /** What the change paid for (`export:12`, `contact:345`, `sequence-email:7`…), for the history page. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_history_user_kind_idx').on(table.userId, table.kind, table.createdAt.desc(), table.id.desc()),
    index('credit_history_organization_idx').on(table.organizationId, table.createdAt),
    check('credit_history_type_check', sql`${table.type} in ('creation', 'top_up', 'consumption', 'renewal')`),
    check('credit_history_amounts_check', sql`${table.oldAmount} >= 0 AND ${table.newAmount} >= 0`),
  ],
);

/**
 * The contacts whose full details a user opened (migration 0026): the first opening of a metered user takes one
 * consultation credit, in the same transaction as this row (`INSERT … ON CONFLICT DO NOTHING`).
 */
export const contactConsultations = pgTable(
  'contact_consultations',
  {
    /** → users.id, ON DELETE CASCADE. */
    userId: integer('user_id').notNull(),
    /** → contacts.id, ON DELETE CASCADE. */
    contactId: bigint('contact_id', { mode: 'number' }).notNull(),
    /** → organizations.id, ON DELETE CASCADE. */
    organizationId: integer('organization_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'contact_consultations_pkey', columns: [table.userId, table.contactId] })],
);

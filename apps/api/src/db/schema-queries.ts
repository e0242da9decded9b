/**
 * QUERIES table (core's `QuerySchema`; docs/rules/ports.md "queries"): the lists, segments, alerts and saved searches
 * of the users. Re-exported by `schema.ts`. Written by hand in migration 0008 (foreign keys there, like
 * schema-connections.ts). Every read is scoped by `organization_id`; the owner decides who may change a query.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const queries = pgTable(
  'queries',
  {
    id: serial('id').primaryKey(),
    /** → organizations.id, ON DELETE CASCADE. */
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE. */
    ownerUserId: integer('owner_user_id').notNull(),
    /** Core's QUERY_TYPES id (1–13). */
    queryTypeId: smallint('query_type_id').notNull(),
    name: text('name').notNull(),
    /** Core's search criteria (SearchCriteriaSchema). */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull().default({}),
    isAlert: boolean('is_alert').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('queries_organization_owner_idx').on(table.organizationId, table.ownerUserId, table.createdAt.desc()),
    check('queries_query_type_check', sql`${table.queryTypeId} between 1 and 13`),
    check('queries_name_check', sql`length(${table.name}) between 1 and 255`),
  ],
);

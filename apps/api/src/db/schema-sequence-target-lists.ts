/**
 * The lists (queries) that feed a sequence's targets (migration 0031, docs/adr/028-sequence-targets-and-tasks.md):
 * one row per sequence and list. Re-exported by `schema.ts`. Written by hand in the migration (foreign keys).
 */
import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';

export const sequenceTargetLists = pgTable(
  'sequence_target_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationId: integer('organization_id').notNull(),
    /** → sequences.id, ON DELETE CASCADE. */
    sequenceId: integer('sequence_id').notNull(),
    /** → queries.id, ON DELETE CASCADE. */
    queryId: integer('query_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [unique('sequence_target_lists_unique').on(table.sequenceId, table.queryId), index('sequence_target_lists_query_idx').on(table.queryId)],
);

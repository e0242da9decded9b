/**
 * Exports and email rental (migration 0028, docs/adr/025-exports.md): one row per export with its state, its counts
 * and where its file is. Re-exported by `schema.ts`. Written by hand in the migration (foreign keys, checks).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const exports = pgTable(
  'exports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** → organizations.id, ON DELETE CASCADE. */
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE: who asked (the only one who may read and download it). */
    userId: integer('user_id').notNull(),
    /** individual, team, prospecting_lists, subscription, email_rental (core's EXPORT_TYPES). */
    type: text('type').notNull(),
    /** pending, processing, success, failure. */
    status: text('status').notNull().default('pending'),
    /** csv, xlsx. */
    fileFormat: text('file_format').notNull(),
    /** What to export (the request body, ids checked). */
    params: jsonb('params').notNull().default(sql`'{}'::jsonb`),
    startDate: timestamp('start_date', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    endDate: timestamp('end_date', { withTimezone: true, precision: 3 }),
    totalRowCount: integer('total_row_count'),
    processedRowCount: integer('processed_row_count').notNull().default(0),
    rowCount: integer('row_count'),
    /** The file's key in the export store (local folder or S3 bucket). */
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    errorCode: text('error_code'),
  },
  (table) => [
    index('exports_user_start_idx').on(table.userId, table.startDate.desc(), table.id.desc()),
    index('exports_organization_type_idx').on(table.organizationId, table.type, table.startDate.desc(), table.id.desc()),
    check('exports_type_check', sql`${table.type} in ('individual', 'team', 'prospecting_lists', 'subscription', 'email_rental')`),
    check('exports_status_check', sql`${table.status} in ('pending', 'processing', 'success', 'failure')`),
    check('exports_file_format_check', sql`${table.fileFormat} in ('csv', 'xlsx')`),
  ],
);

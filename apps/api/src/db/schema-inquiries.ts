/**
 * CUSTOMER INQUIRIES table (docs/api.md "Customer inquiries"): a user asks the analysts to
 * investigate a company (type 2) or a contact of it (type 1). Re-exported by `schema.ts`. Written by hand in migration
 * 0005 with its users and organisations foreign keys (declaring them here would import `schema.ts`, an import cycle).
 * company_id and contact_id point into the data platform (replaced by a data load): checked at insert, no foreign key.
 * Every read is scoped by `organization_id` (and the user for the caller's own list and quota).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const customerInquiries = pgTable(
  'customer_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** → organizations.id, ON DELETE CASCADE (foreign key in migration 0005). */
    organizationId: integer('organization_id').notNull(),
    /** → users.id, ON DELETE CASCADE (foreign key in migration 0005). */
    userId: integer('user_id').notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    contactId: bigint('contact_id', { mode: 'number' }),
    /** 1 contact, 2 company (catalogues/inquiry-types.ts). */
    inquiryTypeId: smallint('inquiry_type_id').notNull(),
    inquirySubTypeId: smallint('inquiry_sub_type_id'),
    /** Inquiry status (catalogues/inquiry-statuses.ts), todo (1) when created. */
    statusId: smallint('status_id').notNull().default(1),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_inquiries_user_status_idx').on(table.userId, table.statusId),
    index('customer_inquiries_organization_idx').on(table.organizationId),
    check('customer_inquiries_type_check', sql`${table.inquiryTypeId} in (1, 2)`),
    check('customer_inquiries_sub_type_check', sql`${table.inquirySubTypeId} is null or ${table.inquirySubTypeId} between 1 and 15`),
    check('customer_inquiries_status_check', sql`${table.statusId} between 1 and 11`),
    check('customer_inquiries_contact_check', sql`${table.inquiryTypeId} <> 1 or ${table.contactId} is not null`),
  ],
);

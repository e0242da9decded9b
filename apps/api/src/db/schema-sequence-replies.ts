/**
 * What the reply reader keeps (migration 0034, docs/adr/031-sequence-replies-and-tracking.md): per owner's mailbox,
 * the INBOX's UIDVALIDITY and the last UID read. The same migration adds `sequence_sends.tracked_links` (the original
 * URLs of a sent mail's links, in order; declared in schema-sequence-runner.ts's table). Written by hand in the
 * migration.
 */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailboxReadStates = pgTable(
  'mailbox_read_states',
  {
    /** → users.id: the owner of the mailbox (one mailbox per user). */
    userId: integer('user_id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    /** The address read: another mailbox connected later starts over. */
    mailboxEmail: text('mailbox_email').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('mailbox_read_states_organization_idx').on(table.organizationId)],
);

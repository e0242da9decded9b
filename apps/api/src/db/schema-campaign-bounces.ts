/**
 * What the campaign bounce reader keeps (migration 0040, docs/adr/042-campaign-dsn-bounces.md): per bounce mailbox
 * (CAMPAIGN_BOUNCE_IMAP_URL without its password), the folder's UIDVALIDITY and the last UID read. The same migration
 * adds the index `campaign_sends_message_key_idx` on `split_part(message_id, '@', 1)` (a report found by its VERP key).
 * Written by hand in the migration.
 */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const campaignBounceMailboxStates = pgTable('campaign_bounce_mailbox_states', {
  /** `user@host:port/folder` of the bounce mailbox: another mailbox or folder starts over. */
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull(),
  readAt: timestamp('read_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

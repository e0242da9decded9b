/**
 * ALERTS tables (docs/notifications.md "Alerts"): each alert's watermark in the news, what each alert found, and the
 * outbox of the daily digest e-mails. Re-exported by `schema.ts`. Written by hand in migration 0013 with their foreign
 * keys (queries, news, users: ON DELETE CASCADE) and the trigger of `queries` that keeps the watermarks
 * (`alert_watermark_follow`: a query becoming an alert starts at the newest news piece; one that stops loses it).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Where an alert stands: the news up to `last_news_id` have been looked at. */
export const alertWatermarks = pgTable('alert_watermarks', {
  /** → queries.id, ON DELETE CASCADE. */
  queryId: integer('query_id').primaryKey(),
  lastNewsId: bigint('last_news_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** A news piece an alert found (once per alert and piece); `digested_at`: settled by a digest. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    /** → queries.id, ON DELETE CASCADE. */
    queryId: integer('query_id').notNull(),
    /** → news.id, ON DELETE CASCADE. */
    newsId: bigint('news_id', { mode: 'number' }).notNull(),
    /** → users.id, ON DELETE CASCADE: the alert's owner when it matched. */
    userId: integer('user_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    digestedAt: timestamp('digested_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ name: 'alert_matches_pkey', columns: [table.queryId, table.newsId] }),
    index('alert_matches_undigested_idx').on(table.userId, table.queryId, table.newsId).where(sql`${table.digestedAt} IS NULL`),
  ],
);

/** A digest e-mail, written with the marks of its matches and sent afterwards (`sent_at`). */
export const alertDigestMails = pgTable(
  'alert_digest_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** → users.id, ON DELETE CASCADE. */
    userId: integer('user_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [index('alert_digest_mails_unsent_idx').on(table.id).where(sql`${table.sentAt} IS NULL`)],
);

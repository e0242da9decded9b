/**
 * RATE_LIMITS table (migration 0008): one fixed-window counter per key, shared by every API process
 * (security/rate-limit-repository.ts).
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, precision: 3 }).notNull(),
  count: integer('count').notNull(),
});

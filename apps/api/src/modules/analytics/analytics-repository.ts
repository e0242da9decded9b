import type { AnalyticsPeriod } from '@cible/core';
import type { Database } from '../../db/database';

/** What the usage page counts: page views by page, feature-usage events by name. */
export type AnalyticsCountKind = 'page' | 'feature';

/** One raw event as stored (the browser's instant, name, path and properties). */
export interface StoredAnalyticsEvent {
  readonly occurredAt: Date;
  readonly name: string;
  readonly path: string | null;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** What a batch adds to the daily counts of its user: events of one day, kind and key. */
export interface DailyCountIncrement {
  readonly day: string;
  readonly kind: AnalyticsCountKind;
  readonly key: string;
  readonly eventCount: number;
}

/** One line of the usage over a period: a day of a page or feature, or (`day` null) its total over the period. */
export interface UsageRow {
  readonly kind: AnalyticsCountKind;
  readonly key: string;
  readonly day: string | null;
  readonly eventCount: number;
  readonly userCount: number;
}

/** The `analytics_events` (raw) and `analytics_daily_usage` (daily counts per user) tables. */
export interface AnalyticsRepository {
  /** Stores a batch of one user's events and adds its counts, in one transaction. */
  recordEvents(userId: number, events: readonly StoredAnalyticsEvent[], counts: readonly DailyCountIncrement[]): Promise<void>;
  /** Events and distinct users per page or feature, per day and over the period (both ends included). */
  usage(period: AnalyticsPeriod): Promise<UsageRow[]>;
  /** Deletes raw events received before `eventsBefore` and daily counts of days before `daysBefore`. */
  purge(cutoffs: { readonly eventsBefore: Date; readonly daysBefore: string }): Promise<{ readonly events: number; readonly dailyRows: number }>;
}

export function createAnalyticsRepository(db: Database): AnalyticsRepository {
  return {
    async recordEvents(userId, events, counts) {
      if (events.length === 0) return;
      // Same order for every batch (day, kind, key): two batches of one user never wait for each other crosswise.
      const sorted = [...counts].sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || a.key.localeCompare(b.key));
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO analytics_events (user_id, occurred_at, name, path, properties)
           SELECT $1, e.occurred_at, e.name, e.path, e.properties
           FROM unnest($2::timestamptz[], $3::text[], $4::text[], $5::jsonb[]) AS e(occurred_at, name, path, properties)`,
          [
            userId,
            events.map((event) => event.occurredAt),
            events.map((event) => event.name),
            events.map((event) => event.path),
            events.map((event) => JSON.stringify(event.properties)),
          ],
        );
        if (sorted.length === 0) return;
        await tx.query(
          `INSERT INTO analytics_daily_usage (day, kind, key, user_id, event_count)
           SELECT c.day, c.kind, c.key, $1, c.event_count
           FROM unnest($2::date[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS c(day, kind, key, event_count, position)
           ORDER BY c.position
           ON CONFLICT (day, kind, key, user_id) DO UPDATE SET event_count = analytics_daily_usage.event_count + excluded.event_count`,
          [userId, sorted.map((count) => count.day), sorted.map((count) => count.kind), sorted.map((count) => count.key), sorted.map((count) => count.eventCount)],
        );
      });
    },

    async usage(period) {
      const rows = await db.query<{ kind: AnalyticsCountKind; key: string; day: string | null; event_count: string; user_count: number }>(
        `SELECT kind, key, day::text AS day, sum(event_count)::bigint AS event_count, count(DISTINCT user_id)::int AS user_count
         FROM analytics_daily_usage
         WHERE day BETWEEN $1::date AND $2::date
         GROUP BY GROUPING SETS ((kind, key, day), (kind, key))`,
        [period.from, period.to],
      );
      return rows.map((row) => ({ kind: row.kind, key: row.key, day: row.day, eventCount: Number(row.event_count), userCount: row.user_count }));
    },

    async purge({ eventsBefore, daysBefore }) {
      const [events] = await db.query<{ count: number }>(
        'WITH deleted AS (DELETE FROM analytics_events WHERE at < $1 RETURNING 1) SELECT count(*)::int AS count FROM deleted',
        [eventsBefore],
      );
      const [dailyRows] = await db.query<{ count: number }>(
        'WITH deleted AS (DELETE FROM analytics_daily_usage WHERE day < $1::date RETURNING 1) SELECT count(*)::int AS count FROM deleted',
        [daysBefore],
      );
      return { events: events?.count ?? 0, dailyRows: dailyRows?.count ?? 0 };
    },
  };
}

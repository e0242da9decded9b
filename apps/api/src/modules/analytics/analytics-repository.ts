import type { AnalyticsEvent } from '@cible/core';
import type { Database } from '../../db/database';

/** The `analytics_events` table (self-hosted product analytics). */
export interface AnalyticsRepository {
  insertEvents(userId: number, events: readonly AnalyticsEvent[]): Promise<void>;
}

export function createAnalyticsRepository(db: Database): AnalyticsRepository {
  return {
    async insertEvents(userId, events) {
      if (events.length === 0) return;
      await db.query(
        `INSERT INTO analytics_events (user_id, occurred_at, name, path, properties)
         SELECT $1, e.occurred_at, e.name, e.path, e.properties
         FROM unnest($2::timestamptz[], $3::text[], $4::text[], $5::jsonb[]) AS e(occurred_at, name, path, properties)`,
        [
          userId,
          events.map((event) => new Date(event.occurred_at)),
          events.map((event) => event.name),
          events.map((event) => event.path ?? null),
          events.map((event) => JSON.stringify(event.properties ?? {})),
        ],
      );
    },
  };
}

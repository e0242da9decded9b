import type { AnalyticsEvent } from '@cible/core';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

/** The `analytics_events` table (self-hosted product analytics). */
export interface AnalyticsRepository {
  insertEvents(userId: number, events: readonly AnalyticsEvent[]): Promise<void>;
}

export function createAnalyticsRepository(db: Database): AnalyticsRepository {
  return {
    async insertEvents(userId, events) {
      if (events.length === 0) return;
      await db.drizzle.insert(analyticsEvents).values(
        events.map((event) => ({
          userId,
          occurredAt: new Date(event.occurred_at),
          name: event.name,
          path: event.path ?? null,
          properties: { ...(event.properties ?? {}) },
        })),
      );
    },
  };
}

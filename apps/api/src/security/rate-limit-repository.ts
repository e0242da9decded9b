import type { Database } from '../db/database';

/** The outcome of spending from a rate limit. */
export type RateLimitOutcome = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Fixed-window counters shared by every API process (table `rate_limits`, migration 0008). */
export interface RateLimitRepository {
  /**
   * Spends `cost` from the counter `key` (at most `max` per window of `windowSeconds`), atomically: a refused spend
   * counts nothing, so a refused caller is not kept out longer.
   */
  spend(key: string, cost: number, max: number, windowSeconds: number): Promise<RateLimitOutcome>;
}

export function createRateLimitRepository(db: Database): RateLimitRepository {
  return {
    async spend(key, cost, max, windowSeconds) {
      if (cost <= max) {
        // The condition is evaluated on the locked row: two concurrent spends cannot both pass the limit.
        const spent = await db.query<{ count: number }>(
          `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), $2)
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN r.window_start > now() - make_interval(secs => $4) THEN r.count + $2 ELSE $2 END,
             window_start = CASE WHEN r.window_start > now() - make_interval(secs => $4) THEN r.window_start ELSE now() END
           WHERE r.window_start <= now() - make_interval(secs => $4) OR r.count + $2 <= $3
           RETURNING count`,
          [key, cost, max, windowSeconds],
        );
        if (spent.length > 0) return { allowed: true };
      }
      const [row] = await db.query<{ retry_after: number | null }>(
        `SELECT ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now())))::int AS retry_after
         FROM rate_limits WHERE key = $1`,
        [key, windowSeconds],
      );
      return { allowed: false, retryAfterSeconds: Math.max(1, row?.retry_after ?? windowSeconds) };
    },
  };
}

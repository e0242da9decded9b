import type { Database } from '../../db/database';
import { authAttempts } from '../../db/schema';

/** Which flow an attempt belongs to. */
export type AuthAttemptKind = 'login' | 'change_password' | 'reset_password';

export interface AuthAttempt {
  readonly kind: AuthAttemptKind;
  /** lower(trim(login)) as typed, whether or not an account exists. */
  readonly email: string | null;
  readonly ipAddress: string | null;
  readonly userId: number | null;
  readonly succeeded: boolean;
}

/** One throttling question: is this account or address over its limit within the window? */
export interface ThrottleQuery {
  readonly kind: AuthAttemptKind;
  readonly key: { readonly email: string } | { readonly ipAddress: string };
  /** Which attempts count: failures (login, password change), successes (reset mails sent) or all. */
  readonly count: 'failures' | 'successes' | 'all';
  /** Forget the failures that precede the latest success of the same key (login per account). */
  readonly resetOnSuccess: boolean;
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * The `auth_attempts` table: a shared record of login, password-change and reset attempts, so that several API
 * processes throttle together. Times are the database's (`now()`), one clock for every process.
 */
export interface AuthAttemptsRepository {
  record(attempt: AuthAttempt): Promise<void>;
  /**
   * Seconds until the key is under its limit again (when the `max`-th most recent counted attempt leaves the
   * window), or `null` when it is under the limit now.
   */
  lockedForSeconds(query: ThrottleQuery): Promise<number | null>;
}

export function createAuthAttemptsRepository(db: Database): AuthAttemptsRepository {
  return {
    async record(attempt) {
      await db.drizzle.insert(authAttempts).values({
        kind: attempt.kind,
        email: attempt.email,
        ipAddress: attempt.ipAddress,
        userId: attempt.userId,
        succeeded: attempt.succeeded,
      });
    },
    async lockedForSeconds(query) {
      const byEmail = 'email' in query.key;
      const keyValue = byEmail ? (query.key as { email: string }).email : (query.key as { ipAddress: string }).ipAddress;
      const keyMatch = byEmail ? 'email = $2' : 'ip_address = $2::inet';
      const counted = { failures: 'AND NOT succeeded', successes: 'AND succeeded', all: '' }[query.count];
      const sinceSuccess = query.resetOnSuccess
        ? `AND at > coalesce((SELECT max(at) FROM auth_attempts WHERE kind = $1 AND ${keyMatch} AND succeeded), '-infinity')`
        : '';
      const rows = await db.query<{ retry_after: number }>(
        `SELECT greatest(1, ceil(extract(epoch FROM (at + make_interval(secs => $3) - now()))))::int AS retry_after
         FROM auth_attempts
         WHERE kind = $1 AND ${keyMatch} ${counted} ${sinceSuccess}
           AND at > now() - make_interval(secs => $3)
         ORDER BY at DESC
         OFFSET $4 LIMIT 1`,
        [query.kind, keyValue, query.windowSeconds, query.max - 1],
      );
      return rows[0]?.retry_after ?? null;
    },
  };
}

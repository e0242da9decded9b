import type { Database } from '../../db/database';
import type { LoginThrottleState } from './login-retry-after';
import type { LoginThrottlePolicy } from './throttle-policy';

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
  /**
   * Opens a login attempt. Under a lock on the login (one transaction; concurrent attempts on an account wait for
   * each other, across processes), reads the counters of the (login, address) pair with the policy's windows and
   * asks `refusal` for a wait: with one, records nothing and resolves with it; without, records the attempt as a
   * failure before the password is checked (so that concurrent guesses count each other) and resolves with its id,
   * to settle with {@link settleLogin}.
   */
  openLogin(
    email: string,
    ipAddress: string,
    policy: LoginThrottlePolicy,
    refusal: (state: LoginThrottleState) => number | null,
  ): Promise<{ readonly retryAfterSeconds: number } | { readonly attemptId: number }>;
  /** Settles an opened login: a failure stays one, a success is marked so, an uncounted outcome is forgotten. */
  settleLogin(attemptId: number, outcome: 'failed' | 'succeeded' | 'not_counted', userId: number | null): Promise<void>;
}

interface LoginThrottleRow {
  pair_failures: number;
  pair_last_failure_age: number | null;
  account_failures: number;
  account_ceiling_release: number | null;
  address_failed_on_account: boolean;
  address_failed_accounts: number;
  address_last_failure_age: number | null;
  known_pair: boolean;
}

function toLoginThrottleState(row: LoginThrottleRow): LoginThrottleState {
  return {
    pairFailures: row.pair_failures,
    pairLastFailureAgeSeconds: row.pair_last_failure_age,
    accountFailures: row.account_failures,
    accountCeilingReleaseSeconds: row.account_ceiling_release,
    addressFailedOnAccount: row.address_failed_on_account,
    addressFailedAccounts: row.address_failed_accounts,
    addressLastFailureAgeSeconds: row.address_last_failure_age,
    knownPair: row.known_pair,
  };
}

/** First key of the advisory lock taken per login (`hashtext(login)` is the second): its own key space. */
const LOGIN_LOCK_NAMESPACE = 0x6c6f67;

/**
 * $1 login, $2 address, $3 pair window, $4 account window, $5 address window, $6 known-pair period (seconds),
 * $7 account ceiling. Uses the (email, at) and (ip_address, at) indexes. `statement_timestamp()`, not `now()`: it
 * runs in a transaction that may have waited for the login's lock.
 */
const LOGIN_THROTTLE_SQL = `
WITH account_success AS (
  SELECT coalesce(max(at), '-infinity') AS at FROM auth_attempts
  WHERE kind = 'login' AND email = $1 AND succeeded AND at > statement_timestamp() - make_interval(secs => $4)
), pair_success AS (
  SELECT coalesce(max(at), '-infinity') AS at FROM auth_attempts
  WHERE kind = 'login' AND email = $1 AND ip_address = $2::inet AND succeeded AND at > statement_timestamp() - make_interval(secs => $6)
), account_failures AS (
  SELECT at, ip_address FROM auth_attempts
  WHERE kind = 'login' AND email = $1 AND NOT succeeded
    AND at > greatest(statement_timestamp() - make_interval(secs => $4), (SELECT at FROM account_success))
), pair_failures AS (
  SELECT count(*)::int AS n, extract(epoch FROM statement_timestamp() - max(at))::float8 AS age FROM auth_attempts
  WHERE kind = 'login' AND email = $1 AND ip_address = $2::inet AND NOT succeeded
    AND at > greatest(statement_timestamp() - make_interval(secs => $3), (SELECT at FROM pair_success))
), address_failures AS (
  SELECT failure.email, max(failure.at) AS at FROM auth_attempts failure
  WHERE failure.kind = 'login' AND failure.ip_address = $2::inet AND NOT failure.succeeded
    AND failure.at > statement_timestamp() - make_interval(secs => $5)
    AND NOT EXISTS (
      SELECT 1 FROM auth_attempts success
      WHERE success.kind = 'login' AND success.email = failure.email AND success.ip_address = failure.ip_address
        AND success.succeeded AND success.at > failure.at)
  GROUP BY failure.email
)
SELECT
  (SELECT n FROM pair_failures) AS pair_failures,
  (SELECT age FROM pair_failures) AS pair_last_failure_age,
  (SELECT count(*)::int FROM account_failures) AS account_failures,
  (SELECT extract(epoch FROM at + make_interval(secs => $4) - statement_timestamp())::float8 FROM account_failures
   ORDER BY at DESC OFFSET $7::int - 1 LIMIT 1) AS account_ceiling_release,
  EXISTS (SELECT 1 FROM account_failures WHERE ip_address = $2::inet) AS address_failed_on_account,
  (SELECT count(*)::int FROM address_failures) AS address_failed_accounts,
  (SELECT extract(epoch FROM statement_timestamp() - max(at))::float8 FROM address_failures) AS address_last_failure_age,
  (SELECT at > '-infinity' FROM pair_success) AS known_pair`;

export function createAuthAttemptsRepository(db: Database): AuthAttemptsRepository {
  return {
    async record(attempt) {
      await db.query('INSERT INTO auth_attempts (kind, email, ip_address, user_id, succeeded) VALUES ($1, $2, $3::inet, $4, $5)', [
        attempt.kind,
        attempt.email,
        attempt.ipAddress,
        attempt.userId,
        attempt.succeeded,
      ]);
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
    openLogin(email, ipAddress, { pair, account, address }, refusal) {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOGIN_LOCK_NAMESPACE, email]);
        const [row] = await tx.query<LoginThrottleRow>(LOGIN_THROTTLE_SQL, [
          email,
          ipAddress,
          pair.windowSeconds,
          account.windowSeconds,
          address.windowSeconds,
          address.knownPairSeconds,
          account.ceiling,
        ]);
        if (!row) throw new Error('The login throttle query answered no row.');
        const retryAfterSeconds = refusal(toLoginThrottleState(row));
        if (retryAfterSeconds !== null) return tx.rollback({ retryAfterSeconds });
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO auth_attempts (kind, email, ip_address, succeeded, at)
           VALUES ('login', $1, $2::inet, false, statement_timestamp()) RETURNING id`,
          [email, ipAddress],
        );
        return { attemptId: Number(inserted!.id) };
      });
    },
    async settleLogin(attemptId, outcome, userId) {
      if (outcome === 'not_counted') {
        await db.query('DELETE FROM auth_attempts WHERE id = $1', [attemptId]);
        return;
      }
      await db.query('UPDATE auth_attempts SET succeeded = $2, user_id = $3 WHERE id = $1', [attemptId, outcome === 'succeeded', userId]);
    },
  };
}

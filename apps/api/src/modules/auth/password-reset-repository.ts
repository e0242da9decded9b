import type { Database } from '../../db/database';
import { USER_STATUS } from '../../db/schema';

/**
 * The `password_reset_tokens` table: only the SHA-256 hash of a token is stored; a token expires and is single use.
 */
export interface PasswordResetRepository {
  create(userId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  /** The user of an unused, unexpired token, if the account is active. */
  findUsable(tokenHash: string): Promise<{ readonly userId: number } | null>;
  /**
   * In one statement: marks the token used (only if still unused and unexpired), sets the new password, clears its
   * expiry and revokes the older tokens of an ACTIVE user; also voids the user's other open reset tokens.
   * Resolves with the user id, or `null` when the token was not usable (used meanwhile, expired, unknown).
   */
  consume(tokenHash: string, passwordHash: string, at: Date): Promise<number | null>;
}

export function createPasswordResetRepository(db: Database): PasswordResetRepository {
  return {
    async create(userId, tokenHash, expiresAt) {
      await db.query('INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
        userId,
        tokenHash,
        expiresAt,
      ]);
    },
    async findUsable(tokenHash) {
      const [row] = await db.query<{ user_id: number }>(
        `SELECT t.user_id FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.status = $2`,
        [tokenHash, USER_STATUS.active],
      );
      return row ? { userId: row.user_id } : null;
    },
    async consume(tokenHash, passwordHash, at) {
      const [row] = await db.query<{ id: number }>(
        `WITH consumed AS (
           UPDATE password_reset_tokens SET used_at = $3
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
           RETURNING user_id
         ), changed AS (
           UPDATE users SET password_hash = $2, password_changed_at = $3, password_expires_at = NULL,
                            tokens_valid_after = $3, updated_at = $3
           FROM consumed WHERE users.id = consumed.user_id AND users.status = $4
           RETURNING users.id
         ), voided AS (
           UPDATE password_reset_tokens SET used_at = $3
           FROM changed WHERE password_reset_tokens.user_id = changed.id AND password_reset_tokens.used_at IS NULL
             AND password_reset_tokens.token_hash <> $1
         )
         SELECT id FROM changed`,
        [tokenHash, passwordHash, at, USER_STATUS.active],
      );
      return row?.id ?? null;
    },
  };
}

import type { Database } from '../../db/database';
import { USER_STATUS } from '../../db/schema';

/** The credential side of a user: what login, password changes and account activation read. */
export interface CredentialRecord {
  readonly id: number;
  readonly organizationId: number;
  readonly email: string;
  readonly firstName: string;
  readonly passwordHash: string | null;
  /** 0 pending activation, 1 active, 2 disabled. */
  readonly status: number;
  readonly passwordExpiresAt: Date | null;
  readonly tokensValidAfter: Date | null;
}

/**
 * SQL of credentials: lookups by login (case-insensitive e-mail) or id, password changes (which also revoke the
 * user's older tokens), logouts, account activation by its e-mailed token (stored as a SHA-256 hash).
 */
export interface CredentialsRepository {
  findByLogin(login: string): Promise<CredentialRecord | null>;
  findById(id: number): Promise<CredentialRecord | null>;
  recordLogin(userId: number, at: Date): Promise<void>;
  /** Sets a new password; clears its expiry; revokes the tokens issued before `at`. */
  changePassword(userId: number, passwordHash: string, at: Date): Promise<void>;
  /** Revokes the user's tokens issued before `at` (logout). */
  revokeTokens(userId: number, at: Date): Promise<void>;
  /** The pending account whose unexpired activation token has this hash. */
  findPendingActivation(tokenHash: string): Promise<CredentialRecord | null>;
  /** Activates the pending account of an unexpired token (single use): password, status 1; `null` if none. */
  activate(tokenHash: string, passwordHash: string, at: Date): Promise<CredentialRecord | null>;
}

interface CredentialRow {
  id: number;
  organization_id: number;
  email: string;
  first_name: string;
  password_hash: string | null;
  status: number;
  password_expires_at: Date | null;
  tokens_valid_after: Date | null;
}

const COLUMNS = 'id, organization_id, email, first_name, password_hash, status, password_expires_at, tokens_valid_after';

function toRecord(row: CredentialRow): CredentialRecord {
  return {
    id: row.id,
    organizationId: row.organization_id,
    email: row.email,
    firstName: row.first_name,
    passwordHash: row.password_hash,
    status: row.status,
    passwordExpiresAt: row.password_expires_at,
    tokensValidAfter: row.tokens_valid_after,
  };
}

export function createCredentialsRepository(db: Database): CredentialsRepository {
  const one = async (sql: string, values: unknown[]) => {
    const [row] = await db.query<CredentialRow>(sql, values);
    return row ? toRecord(row) : null;
  };
  return {
    findByLogin: (login) => one(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [login]),
    findById: (id) => one(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]),
    async recordLogin(userId, at) {
      await db.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [userId, at]);
    },
    async changePassword(userId, passwordHash, at) {
      await db.query(
        `UPDATE users SET password_hash = $2, password_changed_at = $3, password_expires_at = NULL,
                          tokens_valid_after = $3, updated_at = $3
         WHERE id = $1`,
        [userId, passwordHash, at],
      );
    },
    async revokeTokens(userId, at) {
      await db.query('UPDATE users SET tokens_valid_after = greatest(tokens_valid_after, $2) WHERE id = $1', [userId, at]);
    },
    findPendingActivation: (tokenHash) =>
      one(
        `SELECT ${COLUMNS} FROM users
         WHERE activation_token_hash = $1 AND status = $2 AND activation_token_expires_at > now()`,
        [tokenHash, USER_STATUS.pending],
      ),
    activate: (tokenHash, passwordHash, at) =>
      one(
        `UPDATE users SET password_hash = $2, status = $4, activation_token_hash = NULL, activation_token_expires_at = NULL,
                          password_changed_at = $3, password_expires_at = NULL, tokens_valid_after = $3, updated_at = $3
         WHERE activation_token_hash = $1 AND status = $5 AND activation_token_expires_at > now()
         RETURNING ${COLUMNS}`,
        [tokenHash, passwordHash, at, USER_STATUS.active, USER_STATUS.pending],
      ),
  };
}

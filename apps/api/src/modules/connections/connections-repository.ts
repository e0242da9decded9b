import type { ConnectionStatus, EmailCredentials, LinkedinCredentials } from '@cible/core';
import type { Database } from '../../db/database';
import type { ConnectionKind } from '../../db/schema-connections';

/**
 * Whose connection: a user AND the caller's organisation (from the verified token). Every query filters on both in
 * the SQL itself, so a user of another organisation is simply not found.
 */
export interface ConnectionOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** A connection as stored (one row of `account_connections`). */
export interface ConnectionRecord {
  readonly kind: ConnectionKind;
  readonly status: ConnectionStatus;
  readonly email: string | null;
  readonly provider: string | null;
  readonly accountId: string | null;
  readonly name: string | null;
  readonly profileUrl: string | null;
  readonly connectedAt: Date;
  readonly disconnectedAt: Date | null;
}

/** SQL of the mailbox and LinkedIn connections (table `account_connections`, migration 0007). */
export interface ConnectionsRepository {
  /** The connection of that kind; `null` when the user never connected one (or is not in the organisation). */
  find(owner: ConnectionOwner, kind: ConnectionKind): Promise<ConnectionRecord | null>;
  /**
   * Marks the connection disconnected and keeps its account info; the first disconnection time is kept (idempotent).
   * Answers the connection this call disconnected (it was connected until now), or `null` when there was none or it
   * was already disconnected — read and changed in one statement, so two callers never both see it connected.
   */
  disconnect(owner: ConnectionOwner, kind: ConnectionKind): Promise<ConnectionRecord | null>;
}

interface ConnectionRow {
  kind: ConnectionKind;
  status: ConnectionStatus;
  email: string | null;
  provider: string | null;
  account_id: string | null;
  name: string | null;
  profile_url: string | null;
  connected_at: Date;
  disconnected_at: Date | null;
}

const toRecord = (row: ConnectionRow): ConnectionRecord => ({
  kind: row.kind,
  status: row.status,
  email: row.email,
  provider: row.provider,
  accountId: row.account_id,
  name: row.name,
  profileUrl: row.profile_url,
  connectedAt: row.connected_at,
  disconnectedAt: row.disconnected_at,
});

/** When the account was connected and disconnected (ISO 8601, core's designed `account_infos` fields). */
const datesOf = (record: ConnectionRecord) => ({
  connected_at: record.connectedAt.toISOString(),
  disconnected_at: record.disconnectedAt?.toISOString() ?? null,
});

/** Core's `EmailCredentials`: never connected → disconnected with no account info. */
export function toEmailCredentials(record: ConnectionRecord | null): EmailCredentials {
  if (record === null || record.email === null) return { status: 'disconnected', account_infos: null };
  return { status: record.status, account_infos: { email: record.email, provider: record.provider, ...datesOf(record) } };
}

/** Core's `LinkedinCredentials`: never connected → disconnected with no account info. */
export function toLinkedinCredentials(record: ConnectionRecord | null): LinkedinCredentials {
  if (record === null || record.accountId === null) return { status: 'disconnected', account_infos: null };
  return {
    status: record.status,
    account_infos: { account_id: record.accountId, name: record.name, profile_url: record.profileUrl, ...datesOf(record) },
  };
}

export function createConnectionsRepository(db: Database): ConnectionsRepository {
  return {
    async find(owner, kind) {
      const [row] = await db.query<ConnectionRow>(
        `SELECT c.kind, c.status, c.email, c.provider, c.account_id, c.name, c.profile_url, c.connected_at, c.disconnected_at
         FROM account_connections c
         WHERE c.user_id = $1 AND c.organization_id = $2 AND c.kind = $3`,
        [owner.userId, owner.organizationId, kind],
      );
      return row ? toRecord(row) : null;
    },

    async disconnect(owner, kind) {
      const [row] = await db.query<ConnectionRow & { previous_status: ConnectionStatus }>(
        `WITH previous AS (
           SELECT user_id, kind, status FROM account_connections
           WHERE user_id = $1 AND organization_id = $2 AND kind = $3
           FOR UPDATE
         )
         UPDATE account_connections c
         SET status = 'disconnected', disconnected_at = coalesce(c.disconnected_at, now()),
             updated_at = CASE WHEN c.status = 'connected' THEN now() ELSE c.updated_at END
         FROM previous
         WHERE c.user_id = previous.user_id AND c.kind = previous.kind
         RETURNING previous.status AS previous_status, c.kind, c.status, c.email, c.provider, c.account_id, c.name,
                   c.profile_url, c.connected_at, c.disconnected_at`,
        [owner.userId, owner.organizationId, kind],
      );
      return row?.previous_status === 'connected' ? toRecord(row) : null;
    },
  };
}

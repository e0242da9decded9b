import type { MailSecurity } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import type { MailboxProvider } from '../../db/schema-connections';
import type { ConnectionOwner, ConnectionRecord } from './connections-repository';

/** One server of a stored mailbox, without its password (column `settings`). */
export interface StoredMailServer {
  readonly host: string;
  readonly port: number;
  readonly security: MailSecurity;
  readonly user: string;
}

/** What is stored of a mailbox's servers, in the clear (JSON column `settings`). */
export interface MailboxSettings {
  readonly smtp: StoredMailServer;
  readonly imap: StoredMailServer;
}

/** A mailbox to store: who, which provider, the sender identity, the servers and the sealed passwords. */
export interface NewMailboxCredentials {
  readonly provider: MailboxProvider;
  readonly email: string;
  readonly displayName: string | null;
  /** The servers; none (`{}`) for the local test mailbox, whose catcher changes port at each start (ADR 022). */
  readonly settings: MailboxSettings | Record<string, never>;
  /** The passwords sealed by the secret box (never the clear text); empty for the local test mailbox, which has none. */
  readonly secret: Buffer;
  readonly keyId: string;
}

/** A stored mailbox as the sender will read it: settings and the sealed passwords. */
export interface StoredMailboxCredentials extends NewMailboxCredentials {
  readonly userId: number;
  readonly organizationId: number;
  readonly lastFailure: string | null;
}

/** SQL of the mailbox credentials (table `mailbox_credentials`, migration 0021) and their connection row (0007). */
export interface MailboxCredentialsRepository {
  /**
   * Stores the credentials (replacing earlier ones) and marks the mailbox connected (row of `account_connections`:
   * new connection time, disconnection cleared), then runs `alongside` in the same transaction (the notification):
   * all commit, or nothing does.
   */
  connect(
    owner: ConnectionOwner,
    credentials: NewMailboxCredentials,
    alongside: (tx: Transaction, connection: ConnectionRecord) => Promise<void>,
  ): Promise<ConnectionRecord>;
  /** The stored credentials of a user (any organisation: the sender's own use), `null` when none. */
  find(userId: number): Promise<StoredMailboxCredentials | null>;
  /**
   * Marks a connected mailbox disconnected and records why (`last_failure`); answers the connection it disconnected,
   * or `null` when there was none or it was already disconnected (read and changed in one statement).
   */
  markDisconnected(userId: number, reason: string): Promise<ConnectionRecord | null>;
  /** Forgets the stored credentials of a user of that organisation (an explicit disconnection). */
  forget(owner: ConnectionOwner): Promise<void>;
  /**
   * Renews a user's sealed secret one caller at a time: locks the row (SELECT … FOR UPDATE) in a transaction, hands
   * what is stored to `decide`, stores the secret it answers (nothing when it answers `null`) and answers the row as it
   * now is; `null` when none is stored. A concurrent renewal waits for the lock, then sees the renewed secret. When
   * `decide` throws, nothing changes and the error goes on.
   */
  renew(
    userId: number,
    decide: (stored: StoredMailboxCredentials) => Promise<{ readonly secret: Buffer; readonly keyId: string } | null>,
  ): Promise<StoredMailboxCredentials | null>;
}

interface CredentialsRow {
  user_id: number;
  organization_id: number;
  provider: MailboxProvider;
  email: string;
  display_name: string | null;
  settings: MailboxSettings | Record<string, never>;
  secret: Buffer;
  key_id: string;
  last_failure: string | null;
}

interface ConnectionRow {
  status: 'connected' | 'disconnected';
  email: string | null;
  provider: string | null;
  connected_at: Date;
  disconnected_at: Date | null;
}

const toConnection = (row: ConnectionRow): ConnectionRecord => ({
  kind: 'mailbox',
  status: row.status,
  email: row.email,
  provider: row.provider,
  accountId: null,
  name: null,
  profileUrl: null,
  connectedAt: row.connected_at,
  disconnectedAt: row.disconnected_at,
});

const SELECT_CREDENTIALS =
  'SELECT user_id, organization_id, provider, email, display_name, settings, secret, key_id, last_failure FROM mailbox_credentials';

const toStored = (row: CredentialsRow): StoredMailboxCredentials => ({
  userId: row.user_id,
  organizationId: row.organization_id,
  provider: row.provider,
  email: row.email,
  displayName: row.display_name,
  settings: row.settings,
  secret: row.secret,
  keyId: row.key_id,
  lastFailure: row.last_failure,
});

/** Longest failure reason kept (a server's answer may be long). */
const REASON_MAX_LENGTH = 500;

export function createMailboxCredentialsRepository(db: Database): MailboxCredentialsRepository {
  return {
    async connect(owner, credentials, alongside) {
      return db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO mailbox_credentials (user_id, organization_id, provider, email, display_name, settings, secret, key_id)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
           ON CONFLICT (user_id) DO UPDATE SET
             organization_id = EXCLUDED.organization_id, provider = EXCLUDED.provider, email = EXCLUDED.email,
             display_name = EXCLUDED.display_name, settings = EXCLUDED.settings, secret = EXCLUDED.secret,
             key_id = EXCLUDED.key_id, last_failure = NULL, updated_at = now()`,
          [
            owner.userId,
            owner.organizationId,
            credentials.provider,
            credentials.email,
            credentials.displayName,
            JSON.stringify(credentials.settings),
            credentials.secret,
            credentials.keyId,
          ],
        );
        const [row] = await tx.query<ConnectionRow>(
          `INSERT INTO account_connections (user_id, organization_id, kind, status, email, provider, connected_at, disconnected_at, updated_at)
           VALUES ($1, $2, 'mailbox', 'connected', $3, $4, now(), NULL, now())
           ON CONFLICT (user_id, kind) DO UPDATE SET
             organization_id = EXCLUDED.organization_id, status = 'connected', email = EXCLUDED.email,
             provider = EXCLUDED.provider, connected_at = now(), disconnected_at = NULL, updated_at = now()
           RETURNING status, email, provider, connected_at, disconnected_at`,
          [owner.userId, owner.organizationId, credentials.email, credentials.provider],
        );
        const connection = toConnection(row!);
        await alongside(tx, connection);
        return connection;
      });
    },

    async find(userId) {
      const [row] = await db.query<CredentialsRow>(`${SELECT_CREDENTIALS} WHERE user_id = $1`, [userId]);
      return row ? toStored(row) : null;
    },

    async renew(userId, decide) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<CredentialsRow>(`${SELECT_CREDENTIALS} WHERE user_id = $1 FOR UPDATE`, [userId]);
        if (!row) return null;
        const stored = toStored(row);
        const renewed = await decide(stored);
        if (renewed === null) return stored;
        await tx.query('UPDATE mailbox_credentials SET secret = $2, key_id = $3, updated_at = now() WHERE user_id = $1', [
          userId,
          renewed.secret,
          renewed.keyId,
        ]);
        return { ...stored, secret: renewed.secret, keyId: renewed.keyId };
      });
    },

    async markDisconnected(userId, reason) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<ConnectionRow & { previous_status: string }>(
          `WITH previous AS (
             SELECT user_id, kind, status FROM account_connections
             WHERE user_id = $1 AND kind = 'mailbox'
             FOR UPDATE
           )
           UPDATE account_connections c
           SET status = 'disconnected', disconnected_at = coalesce(c.disconnected_at, now()),
               updated_at = CASE WHEN c.status = 'connected' THEN now() ELSE c.updated_at END
           FROM previous
           WHERE c.user_id = previous.user_id AND c.kind = previous.kind
           RETURNING previous.status AS previous_status, c.status, c.email, c.provider, c.connected_at, c.disconnected_at`,
          [userId],
        );
        if (row?.previous_status !== 'connected') return null;
        await tx.query('UPDATE mailbox_credentials SET last_failure = $2, updated_at = now() WHERE user_id = $1', [
          userId,
          [...reason].slice(0, REASON_MAX_LENGTH).join(''),
        ]);
        return toConnection(row);
      });
    },

    async forget(owner) {
      await db.query('DELETE FROM mailbox_credentials WHERE user_id = $1 AND organization_id = $2', [owner.userId, owner.organizationId]);
    },
  };
}

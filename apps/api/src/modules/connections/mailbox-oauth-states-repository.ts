import type { MailboxOauthProvider } from '@cible/core';
import type { Database } from '../../db/database';
import type { ConnectionOwner } from './connections-repository';

/** A pending OAuth connection to store: the state's hash, who asked, for whose mailbox, the PKCE verifier. */
export interface NewOauthState {
  readonly stateHash: Buffer;
  /** The caller and his organisation. */
  readonly caller: ConnectionOwner;
  /** Whose mailbox it connects (the caller, or a colleague he manages). */
  readonly targetUserId: number;
  readonly provider: MailboxOauthProvider;
  readonly codeVerifier: string;
  readonly redirectUri: string;
  /** How long it can be used, in seconds. */
  readonly ttlSeconds: number;
}

/** A state taken for its one use. */
export interface ConsumedOauthState {
  readonly targetUserId: number;
  readonly provider: MailboxOauthProvider;
  readonly codeVerifier: string;
  readonly redirectUri: string;
}

/** SQL of the pending OAuth connections (table `mailbox_oauth_states`, migration 0022). */
export interface MailboxOauthStatesRepository {
  /** Stores a pending connection (and forgets those expired for a day). */
  create(state: NewOauthState): Promise<void>;
  /**
   * Takes the state for its one use: found only when it exists, was made by this caller in this organisation, has not
   * expired and was never used; it is marked used in the same statement, so of two concurrent uses one only gets it.
   */
  consume(stateHash: Buffer, caller: ConnectionOwner): Promise<ConsumedOauthState | null>;
}

interface StateRow {
  target_user_id: number;
  provider: MailboxOauthProvider;
  code_verifier: string;
  redirect_uri: string;
}

export function createMailboxOauthStatesRepository(db: Database): MailboxOauthStatesRepository {
  return {
    async create(state) {
      await db.query("DELETE FROM mailbox_oauth_states WHERE expires_at < now() - interval '1 day'");
      await db.query(
        `INSERT INTO mailbox_oauth_states (state_hash, caller_user_id, target_user_id, organization_id, provider, code_verifier, redirect_uri, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
        [
          state.stateHash,
          state.caller.userId,
          state.targetUserId,
          state.caller.organizationId,
          state.provider,
          state.codeVerifier,
          state.redirectUri,
          state.ttlSeconds,
        ],
      );
    },

    async consume(stateHash, caller) {
      const [row] = await db.query<StateRow>(
        `UPDATE mailbox_oauth_states SET used_at = now()
         WHERE state_hash = $1 AND caller_user_id = $2 AND organization_id = $3 AND used_at IS NULL AND expires_at > now()
         RETURNING target_user_id, provider, code_verifier, redirect_uri`,
        [stateHash, caller.userId, caller.organizationId],
      );
      if (!row) return null;
      return { targetUserId: row.target_user_id, provider: row.provider, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri };
    },
  };
}

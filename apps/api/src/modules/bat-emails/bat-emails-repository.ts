import type { BatEmail } from '@cible/core';
import type { Database } from '../../db/database';

/** Whose test addresses: a user AND the caller's organisation. */
export interface BatEmailOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** SQL of the test-send addresses (table `bat_emails`, migration 0020); the user's own address is not stored. */
export interface BatEmailsRepository {
  /** The user's own address (users.email), `null` when the user is not in that organisation. */
  ownAddress(owner: BatEmailOwner): Promise<string | null>;
  /** The stored addresses, in their order. */
  list(owner: BatEmailOwner): Promise<BatEmail[]>;
  /**
   * Replaces the stored addresses by `emails` (in that order) in one transaction: an address already there (case
   * ignored) keeps its id, the others are removed or added.
   */
  replace(owner: BatEmailOwner, emails: readonly string[]): Promise<BatEmail[]>;
}

export function createBatEmailsRepository(db: Database): BatEmailsRepository {
  const list = async (owner: BatEmailOwner, runner: Pick<Database, 'query'> = db): Promise<BatEmail[]> =>
    runner.query<BatEmail>('SELECT id, email FROM bat_emails WHERE user_id = $1 AND organization_id = $2 ORDER BY position, id', [
      owner.userId,
      owner.organizationId,
    ]);
  return {
    async ownAddress(owner) {
      const [row] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1 AND organization_id = $2', [owner.userId, owner.organizationId]);
      return row?.email ?? null;
    },
    list: (owner) => list(owner),
    replace: (owner, emails) =>
      db.transaction(async (tx) => {
        const values = [owner.userId, owner.organizationId];
        // The user's row, locked: two replacements of one user's addresses run one after the other.
        await tx.query('SELECT id FROM users WHERE id = $1 AND organization_id = $2 FOR UPDATE', values);
        await tx.query('DELETE FROM bat_emails WHERE user_id = $1 AND organization_id = $2 AND NOT (lower(email) = ANY($3::text[]))', [
          ...values,
          emails.map((email) => email.toLowerCase()),
        ]);
        for (const [position, email] of emails.entries()) {
          await tx.query(
            `INSERT INTO bat_emails (organization_id, user_id, email, position) VALUES ($2, $1, $3, $4)
             ON CONFLICT (user_id, lower(email)) DO UPDATE SET email = excluded.email, position = excluded.position`,
            [...values, email, position],
          );
        }
        return list(owner, tx);
      }),
  };
}

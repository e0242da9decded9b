import type { Signature } from '@cible/core';
import type { Database } from '../../db/database';

/** The stored fields of a signature (HTML already sanitised by the service). */
export interface SignatureFields {
  readonly name: string;
  readonly htmlContent: string;
  readonly plainContent: string | null;
}

/** SQL of the email signatures (table `email_signatures`, migration 0020): every statement names the organisation. */
export interface SignaturesRepository {
  /** The signatures of these users of the organisation, by user then creation. */
  listOfUsers(organizationId: number, userIds: readonly number[]): Promise<Signature[]>;
  /** A signature of the organisation, `null` when none. */
  find(organizationId: number, id: number): Promise<Signature | null>;
  insert(organizationId: number, userId: number, fields: SignatureFields): Promise<Signature>;
  /** Replaces a signature of that user of the organisation; `null` when it is not his. */
  replace(organizationId: number, userId: number, id: number, fields: SignatureFields): Promise<Signature | null>;
}

interface SignatureRow {
  id: number;
  name: string;
  html_content: string;
  plain_content: string | null;
  user_id: number;
}

const COLUMNS = 'id, name, html_content, plain_content, user_id';

const toSignature = (row: SignatureRow): Signature => ({
  id: row.id,
  name: row.name,
  html_content: row.html_content,
  plain_content: row.plain_content,
  user_id: row.user_id,
});

export function createSignaturesRepository(db: Database): SignaturesRepository {
  return {
    async listOfUsers(organizationId, userIds) {
      if (userIds.length === 0) return [];
      const rows = await db.query<SignatureRow>(
        `SELECT ${COLUMNS} FROM email_signatures WHERE organization_id = $1 AND user_id = ANY($2::int[]) ORDER BY user_id, id`,
        [organizationId, [...userIds]],
      );
      return rows.map(toSignature);
    },
    async find(organizationId, id) {
      const [row] = await db.query<SignatureRow>(`SELECT ${COLUMNS} FROM email_signatures WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
      return row ? toSignature(row) : null;
    },
    async insert(organizationId, userId, fields) {
      const [row] = await db.query<SignatureRow>(
        `INSERT INTO email_signatures (organization_id, user_id, name, html_content, plain_content)
         SELECT $1, u.id, $3, $4, $5 FROM users u WHERE u.id = $2 AND u.organization_id = $1
         RETURNING ${COLUMNS}`,
        [organizationId, userId, fields.name, fields.htmlContent, fields.plainContent],
      );
      if (!row) throw new Error(`user ${userId} is not in organisation ${organizationId}`);
      return toSignature(row);
    },
    async replace(organizationId, userId, id, fields) {
      const [row] = await db.query<SignatureRow>(
        `UPDATE email_signatures SET name = $4, html_content = $5, plain_content = $6, updated_at = now()
         WHERE organization_id = $1 AND user_id = $2 AND id = $3 RETURNING ${COLUMNS}`,
        [organizationId, userId, id, fields.name, fields.htmlContent, fields.plainContent],
      );
      return row ? toSignature(row) : null;
    },
  };
}

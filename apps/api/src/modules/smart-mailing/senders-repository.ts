import type { Sender } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';

/** A sender's stored fields (the domain part is the domain row's name, `domainId` its id). */
export interface SenderFields {
  readonly senderName: string;
  readonly localPart: string;
  readonly domainId: number;
  readonly domainName: string;
  readonly replyToEmail: string | null;
  readonly isDefault: boolean;
}

/** SQL of the campaign senders (table `senders`, migration 0035), always scoped by organisation. */
export interface SendersRepository {
  list(organizationId: number): Promise<Sender[]>;
  /** The senders at least one campaign of the organisation names. */
  listUsed(organizationId: number): Promise<Sender[]>;
  find(organizationId: number, id: number): Promise<Sender | null>;
  /** The organisation's domain of that name (case ignored), or null. */
  findDomainId(organizationId: number, domainName: string): Promise<{ id: number; name: string } | null>;
  /**
   * Adds a sender in one transaction: when it is the default (or the organisation has no default yet) the previous
   * default stops being one first (the partial unique index keeps one default per organisation).
   */
  create(organizationId: number, fields: SenderFields): Promise<Sender>;
  /** Replaces a sender's fields in one transaction, moving the default like {@link create}; null when not found. */
  update(organizationId: number, id: number, fields: SenderFields): Promise<Sender | null>;
  /** Removes a sender; false when not found. Campaigns that named it keep no sender (ON DELETE SET NULL). */
  remove(organizationId: number, id: number): Promise<boolean>;
}

const COLUMNS = `id, sender_name, sender_email_local_part, sender_email_domain_name_part, reply_to_email, is_default, organization_id`;

export function createSendersRepository(db: Database): SendersRepository {
  /** Locks the organisation's senders, then clears its default when `fields` takes it (or marks it when none). */
  const settleDefault = async (tx: Transaction, organizationId: number, fields: SenderFields, exceptId: number | null): Promise<boolean> => {
    await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
    if (fields.isDefault) {
      await tx.query('UPDATE senders SET is_default = false, updated_at = now() WHERE organization_id = $1 AND is_default AND id IS DISTINCT FROM $2', [
        organizationId,
        exceptId,
      ]);
      return true;
    }
    if (exceptId !== null) return false;
    const [other] = await tx.query<{ id: number }>('SELECT id FROM senders WHERE organization_id = $1 AND is_default', [organizationId]);
    return other === undefined;
  };
  const values = (fields: SenderFields, isDefault: boolean) => [
    fields.senderName,
    fields.localPart,
    fields.domainName,
    fields.domainId,
    fields.replyToEmail,
    isDefault,
  ];
  return {
    list: (organizationId) => db.query<Sender>(`SELECT ${COLUMNS} FROM senders WHERE organization_id = $1 ORDER BY is_default DESC, sender_name, id`, [organizationId]),
    listUsed: (organizationId) =>
      db.query<Sender>(
        `SELECT ${COLUMNS} FROM senders s WHERE organization_id = $1
           AND EXISTS (SELECT 1 FROM campaigns c WHERE c.sender_id = s.id AND c.organization_id = $1)
         ORDER BY sender_name, id`,
        [organizationId],
      ),
    async find(organizationId, id) {
      const [row] = await db.query<Sender>(`SELECT ${COLUMNS} FROM senders WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
      return row ?? null;
    },
    async findDomainId(organizationId, domainName) {
      const [row] = await db.query<{ id: number; name: string }>('SELECT id, name FROM sending_domains WHERE organization_id = $1 AND lower(name) = lower($2)', [
        organizationId,
        domainName,
      ]);
      return row ?? null;
    },
    create: (organizationId, fields) =>
      db.transaction(async (tx) => {
        const isDefault = await settleDefault(tx, organizationId, fields, null);
        const [row] = await tx.query<Sender>(
          `INSERT INTO senders (organization_id, sender_name, sender_email_local_part, sender_email_domain_name_part, domain_id, reply_to_email, is_default)
           VALUES ($7, $1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [...values(fields, isDefault), organizationId],
        );
        return row!;
      }),
    update: (organizationId, id, fields) =>
      db.transaction(async (tx) => {
        const isDefault = await settleDefault(tx, organizationId, fields, id);
        const [row] = await tx.query<Sender>(
          `UPDATE senders SET sender_name = $1, sender_email_local_part = $2, sender_email_domain_name_part = $3, domain_id = $4,
                  reply_to_email = $5, is_default = $6, updated_at = now()
           WHERE organization_id = $7 AND id = $8 RETURNING ${COLUMNS}`,
          [...values(fields, isDefault), organizationId, id],
        );
        return row ?? null;
      }),
    async remove(organizationId, id) {
      const rows = await db.query('DELETE FROM senders WHERE organization_id = $1 AND id = $2 RETURNING id', [organizationId, id]);
      return rows.length > 0;
    },
  };
}

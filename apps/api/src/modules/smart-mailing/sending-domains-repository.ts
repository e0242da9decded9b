import type { DomainCheck } from '@cible/core';
import type { Database } from '../../db/database';

/** A stored sending domain (table `sending_domains`, migration 0035): the DKIM private key stays sealed. */
export interface SendingDomainRow {
  readonly id: number;
  readonly organizationId: number;
  readonly name: string;
  readonly dkimSelector: string;
  readonly dkimPrivateKey: Buffer;
  readonly dkimKeyId: string;
  readonly dkimPublicKey: string;
  readonly checks: { readonly spf: DomainCheck; readonly dkim: DomainCheck; readonly dmarc: DomainCheck } | null;
  readonly checkedAt: Date | null;
  readonly isVerified: boolean;
}

export interface NewSendingDomain {
  readonly name: string;
  readonly dkimSelector: string;
  readonly dkimPrivateKey: Buffer;
  readonly dkimKeyId: string;
  readonly dkimPublicKey: string;
}

/** SQL of the sending domains, always scoped by organisation. */
export interface SendingDomainsRepository {
  list(organizationId: number): Promise<SendingDomainRow[]>;
  find(organizationId: number, id: number): Promise<SendingDomainRow | null>;
  /** Adds a domain; null when the organisation already has one of that name (case ignored). */
  create(organizationId: number, domain: NewSendingDomain): Promise<SendingDomainRow | null>;
  /** Stores a check's results; null when the domain is gone. */
  saveCheck(organizationId: number, id: number, checks: NonNullable<SendingDomainRow['checks']>, isVerified: boolean, at: Date): Promise<SendingDomainRow | null>;
  /** Removes a domain no sender uses: `removed`, `in-use` (a sender names it) or `missing`. */
  remove(organizationId: number, id: number): Promise<'removed' | 'in-use' | 'missing'>;
}

interface Raw {
  id: number;
  organization_id: number;
  name: string;
  dkim_selector: string;
  dkim_private_key: Buffer;
  dkim_key_id: string;
  dkim_public_key: string;
  spf_result: DomainCheck['result'] | null;
  dkim_result: DomainCheck['result'] | null;
  dmarc_result: DomainCheck['result'] | null;
  check_details: { spf?: string | null; dkim?: string | null; dmarc?: string | null } | null;
  checked_at: Date | null;
  is_verified: boolean;
}

const COLUMNS = `id, organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key, spf_result, dkim_result,
  dmarc_result, check_details, checked_at, is_verified`;

function toRow(raw: Raw): SendingDomainRow {
  const check = (result: DomainCheck['result'] | null, reason: string | null | undefined): DomainCheck => ({ result: result ?? 'unknown', reason: reason ?? null });
  return {
    id: raw.id,
    organizationId: raw.organization_id,
    name: raw.name,
    dkimSelector: raw.dkim_selector,
    dkimPrivateKey: raw.dkim_private_key,
    dkimKeyId: raw.dkim_key_id,
    dkimPublicKey: raw.dkim_public_key,
    checks:
      raw.checked_at === null
        ? null
        : {
            spf: check(raw.spf_result, raw.check_details?.spf),
            dkim: check(raw.dkim_result, raw.check_details?.dkim),
            dmarc: check(raw.dmarc_result, raw.check_details?.dmarc),
          },
    checkedAt: raw.checked_at,
    isVerified: raw.is_verified,
  };
}

export function createSendingDomainsRepository(db: Database): SendingDomainsRepository {
  return {
    async list(organizationId) {
      return (await db.query<Raw>(`SELECT ${COLUMNS} FROM sending_domains WHERE organization_id = $1 ORDER BY name, id`, [organizationId])).map(toRow);
    },
    async find(organizationId, id) {
      const [raw] = await db.query<Raw>(`SELECT ${COLUMNS} FROM sending_domains WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
      return raw ? toRow(raw) : null;
    },
    async create(organizationId, domain) {
      const [raw] = await db.query<Raw>(
        `INSERT INTO sending_domains (organization_id, name, dkim_selector, dkim_private_key, dkim_key_id, dkim_public_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (organization_id, lower(name)) DO NOTHING RETURNING ${COLUMNS}`,
        [organizationId, domain.name, domain.dkimSelector, domain.dkimPrivateKey, domain.dkimKeyId, domain.dkimPublicKey],
      );
      return raw ? toRow(raw) : null;
    },
    async saveCheck(organizationId, id, checks, isVerified, at) {
      const [raw] = await db.query<Raw>(
        `UPDATE sending_domains SET spf_result = $3, dkim_result = $4, dmarc_result = $5, check_details = $6, checked_at = $7, is_verified = $8
         WHERE organization_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          organizationId,
          id,
          checks.spf.result,
          checks.dkim.result,
          checks.dmarc.result,
          { spf: checks.spf.reason, dkim: checks.dkim.reason, dmarc: checks.dmarc.reason },
          at,
          isVerified,
        ],
      );
      return raw ? toRow(raw) : null;
    },
    remove: (organizationId, id) =>
      db.transaction(async (tx) => {
        const [domain] = await tx.query<{ id: number }>('SELECT id FROM sending_domains WHERE organization_id = $1 AND id = $2 FOR UPDATE', [organizationId, id]);
        if (!domain) return 'missing';
        const [user] = await tx.query<{ id: number }>('SELECT id FROM senders WHERE domain_id = $1 LIMIT 1', [id]);
        if (user) return 'in-use';
        await tx.query('DELETE FROM sending_domains WHERE id = $1', [id]);
        return 'removed';
      }),
  };
}

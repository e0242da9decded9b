import type { BlurrableItem } from '@cible/core';
import type { Database } from '../../db/database';
import { CIVILITY_LABELS } from '../../db/schema-data';

/** Whose template, signature and test addresses: a user AND the caller's organisation. */
export interface TestSendOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** A contact of the data as a template reads it, with what the blur rule reads. */
export interface TemplateContact extends BlurrableItem {
  readonly civility: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly job_title: string | null;
  readonly company_name: string | null;
}

/** What a preview or a test send reads besides the template (the template and test addresses have their own repositories). */
export interface TemplateTestSendRepository {
  /** A contact of the shared data (any organisation), `null` when unknown. */
  contact(id: number): Promise<TemplateContact | null>;
  /** The user's names, `null` when the user is not in that organisation. */
  sender(owner: TestSendOwner): Promise<{ first_name: string; last_name: string } | null>;
  /** The user's most recently changed signature, `null` when he has none. */
  latestSignature(owner: TestSendOwner): Promise<{ html_content: string; plain_content: string | null } | null>;
  /** Whether the user's mailbox connection is `connected` (a lost one keeps its credentials but is not). */
  mailboxConnected(userId: number): Promise<boolean>;
}

interface ContactRow {
  civility_id: number | null;
  first_name: string | null;
  last_name: string | null;
  job_label: string | null;
  company_name: string | null;
  is_visible_pme: boolean | null;
}

/** The contact as `modules/company-pages` reads it: the printed job label, the employer's name, the short civility. */
const CONTACT_SQL = `
SELECT p.civility_id, p.first_name, p.last_name, p.job_label, c.name AS company_name, p.is_visible_pme
FROM contacts p JOIN companies c ON c.id = p.company_id
WHERE p.id = $1`;

export function createTemplateTestSendRepository(db: Database): TemplateTestSendRepository {
  return {
    async contact(id) {
      const [row] = await db.query<ContactRow>(CONTACT_SQL, [id]);
      if (!row) return null;
      return {
        civility: row.civility_id === null ? null : (CIVILITY_LABELS[row.civility_id] ?? null),
        first_name: row.first_name,
        last_name: row.last_name,
        job_title: row.job_label,
        company_name: row.company_name,
        is_visible_pme: row.is_visible_pme,
      };
    },
    async sender(owner) {
      const [row] = await db.query<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM users WHERE id = $1 AND organization_id = $2',
        [owner.userId, owner.organizationId],
      );
      return row ?? null;
    },
    async latestSignature(owner) {
      const [row] = await db.query<{ html_content: string; plain_content: string | null }>(
        `SELECT html_content, plain_content FROM email_signatures WHERE user_id = $1 AND organization_id = $2
         ORDER BY updated_at DESC, id DESC LIMIT 1`,
        [owner.userId, owner.organizationId],
      );
      return row ?? null;
    },
    async mailboxConnected(userId) {
      const [row] = await db.query<{ status: string }>("SELECT status FROM account_connections WHERE user_id = $1 AND kind = 'mailbox'", [userId]);
      return row?.status === 'connected';
    },
  };
}

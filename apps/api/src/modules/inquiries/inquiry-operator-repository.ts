import type { Inquiry } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { INQUIRY_COLUMNS, INQUIRY_FROM, toInquiry } from './inquiries-repository';
import type { InquiryRow } from './inquiries-repository';

/** An inquiry as the support staff see it: the inquiry, its organisation and its author. */
export interface OperatorInquiryRecord {
  readonly inquiry: Inquiry;
  readonly organizationId: number;
  readonly organizationName: string;
  readonly userFirstName: string | null;
  readonly userLastName: string | null;
  readonly userEmail: string;
  /** The author's licence entries, oldest first (core's decidingLicenceOf reads the first): the blur rule of his notification. */
  readonly userLicenceIds: readonly number[];
  /** Whether the inquiry's company is visible to the sales PME licence. */
  readonly companyIsVisiblePme: boolean | null;
}

/** The operator's filters (statuses, one organisation) and page. */
export interface OperatorInquiryFilters {
  readonly statusIds?: readonly number[];
  readonly organizationId?: number;
  readonly limit: number;
  readonly offset: number;
}

/** What a status change does inside its transaction once the new status is known to be allowed (the author's notification). */
export type StatusChangeEffect = (tx: Transaction, before: OperatorInquiryRecord, after: OperatorInquiryRecord) => Promise<void>;

/**
 * SQL of the support staff's view of the customer inquiries (every organisation's: the routes are platform-admin only).
 */
export interface InquiryOperatorRepository {
  /** A page of inquiries, newest first, with the total and the organisations that have inquiries. */
  list(filters: OperatorInquiryFilters): Promise<{ inquiries: OperatorInquiryRecord[]; total: number; organizations: { id: number; name: string }[] }>;
  /**
   * Moves an inquiry to `status` in one transaction that locks its row: `check(currentStatus)` throws to refuse (nothing
   * changes), then the update, then `effect` (in the same transaction). `null` when the inquiry does not exist.
   */
  changeStatus(inquiryId: number, status: number, check: (currentStatus: number) => void, effect: StatusChangeEffect): Promise<OperatorInquiryRecord | null>;
}

interface OperatorRow extends InquiryRow {
  organization_id: number;
  organization_name: string;
  user_first_name: string | null;
  user_last_name: string | null;
  user_email: string;
  user_licence_ids: number[];
}

const toRecord = (row: OperatorRow): OperatorInquiryRecord => ({
  inquiry: toInquiry(row),
  organizationId: row.organization_id,
  organizationName: row.organization_name,
  userFirstName: row.user_first_name,
  userLastName: row.user_last_name,
  userEmail: row.user_email,
  userLicenceIds: row.user_licence_ids,
  companyIsVisiblePme: row.company_is_visible_pme,
});

const SELECT = `SELECT ${INQUIRY_COLUMNS}, i.organization_id, o.name AS organization_name, u.first_name AS user_first_name,
  u.last_name AS user_last_name, u.email AS user_email,
  coalesce((SELECT array_agg(l.licence_id::int ORDER BY l.id) FROM user_licences l
            WHERE l.user_id = u.id AND (l.end_date IS NULL OR l.end_date >= current_date)), '{}') AS user_licence_ids
  FROM ${INQUIRY_FROM} JOIN organizations o ON o.id = i.organization_id JOIN users u ON u.id = i.user_id`;

export function createInquiryOperatorRepository(db: Database): InquiryOperatorRepository {
  return {
    async list({ statusIds, organizationId, limit, offset }) {
      const statuses = statusIds && statusIds.length > 0 ? statusIds : null;
      const rows = await db.query<OperatorRow & { total: string }>(
        `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
         WHERE ($1::smallint[] IS NULL OR i.status_id = ANY($1::smallint[])) AND ($2::integer IS NULL OR i.organization_id = $2)
         ORDER BY i.created_at DESC, i.id DESC LIMIT $3 OFFSET $4`,
        [statuses, organizationId ?? null, limit, offset],
      );
      const organizations = await db.query<{ id: number; name: string }>(
        'SELECT o.id, o.name FROM organizations o WHERE EXISTS (SELECT 1 FROM customer_inquiries i WHERE i.organization_id = o.id) ORDER BY o.name, o.id',
      );
      return { inquiries: rows.map(toRecord), total: rows[0] ? Number(rows[0].total) : 0, organizations };
    },

    changeStatus(inquiryId, status, check, effect) {
      return db.transaction(async (tx) => {
        const [locked] = await tx.query<{ status_id: number }>('SELECT status_id FROM customer_inquiries WHERE id = $1 FOR UPDATE', [inquiryId]);
        if (locked === undefined) return null;
        check(locked.status_id);
        const [before] = await tx.query<OperatorRow>(`${SELECT} WHERE i.id = $1`, [inquiryId]);
        await tx.query('UPDATE customer_inquiries SET status_id = $2, updated_at = now() WHERE id = $1', [inquiryId, status]);
        const [after] = await tx.query<OperatorRow>(`${SELECT} WHERE i.id = $1`, [inquiryId]);
        const changed = { before: toRecord(before!), after: toRecord(after!) };
        await effect(tx, changed.before, changed.after);
        return changed.after;
      });
    },
  };
}

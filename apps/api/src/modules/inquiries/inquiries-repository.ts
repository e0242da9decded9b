import { OPEN_INQUIRY_STATUS_IDS } from '@cible/core';
import type { Inquiry } from '@cible/core';
import type { Database } from '../../db/database';

/** Whose inquiries: a user AND the caller's organisation (from the verified token), both checked in the SQL. */
export interface InquiryOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** A new inquiry (the company and contact are checked against the data platform in the insert itself). */
export interface NewInquiry {
  readonly companyId: number;
  readonly contactId: number | null;
  readonly inquiryTypeId: 1 | 2;
  readonly inquirySubTypeId: number | null;
  readonly message: string | null;
}

/** An inquiry and whether its company and contact are visible to the sales PME licence (the service applies core's blur rule). */
export interface InquiryRecord {
  readonly inquiry: Inquiry;
  readonly companyIsVisiblePme: boolean | null;
  readonly contactIsVisiblePme: boolean | null;
}

/** What the data platform says of the subject of a new inquiry (core's InquirySubject). */
export interface InquirySubjectRow {
  readonly company: { readonly is_visible_pme: boolean } | null;
  /** Absent when no contact is named; null when it is not a contact of that company. */
  readonly contact?: { readonly is_visible_pme: boolean } | null;
}

/** The outcome of an insert: created, or why not (no such company or contact of it, quota reached). */
export type InsertInquiryOutcome =
  | { readonly kind: 'created'; readonly inquiry: InquiryRecord }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'quota-reached'; readonly openCount: number };

/** SQL of the customer inquiries (table `customer_inquiries`, migration 0005). */
export interface InquiriesRepository {
  /** The owner's inquiries, newest first, with the statuses filter; `null` when the user is not in the organisation. */
  list(owner: InquiryOwner, filters: { statusIds?: readonly number[]; limit: number; offset: number }): Promise<{ inquiries: InquiryRecord[]; total: number }>;
  /** One of the owner's inquiries, or null (another user's, another organisation's, none). */
  find(owner: InquiryOwner, inquiryId: number): Promise<InquiryRecord | null>;
  /** The company and, when named, the contact of a new inquiry (reference data: no organisation scope). */
  findSubject(companyId: number, contactId: number | null): Promise<InquirySubjectRow>;
  /** The owner's open inquiries (todo, draft, in progress); `null` when the user is not in that organisation. */
  countOpen(owner: InquiryOwner): Promise<number | null>;
  /**
   * Creates the inquiry unless the owner already has `maxOpen` open ones, in one transaction that locks the owner's
   * user row (two concurrent requests cannot both pass the quota).
   */
  insert(owner: InquiryOwner, inquiry: NewInquiry, maxOpen: number): Promise<InsertInquiryOutcome>;
}

/** A row of the inquiry SELECT (shared with the operator's repository). */
export interface InquiryRow {
  id: number;
  user_id: number;
  company_id: string | number;
  company_name: string | null;
  contact_id: string | number | null;
  contact_name: string | null;
  inquiry_type_id: number;
  inquiry_sub_type_id: number | null;
  status_id: number;
  message: string | null;
  created_at: Date;
  company_is_visible_pme: boolean | null;
  contact_is_visible_pme: boolean | null;
}

const toRecord = (row: InquiryRow): InquiryRecord => ({
  inquiry: toInquiry(row),
  companyIsVisiblePme: row.company_is_visible_pme,
  contactIsVisiblePme: row.contact_is_visible_pme,
});

/** The wire inquiry of a row. */
export const toInquiry = (row: InquiryRow): Inquiry => ({
  id: row.id,
  user_id: row.user_id,
  company_id: Number(row.company_id),
  company_name: row.company_name,
  contact_id: row.contact_id === null ? null : Number(row.contact_id),
  contact_name: row.contact_name,
  inquiry_type_id: row.inquiry_type_id,
  inquiry_sub_type_id: row.inquiry_sub_type_id,
  status: row.status_id,
  comment: row.message,
  creation_date: row.created_at.toISOString(),
});

/** The columns of an inquiry (InquiryRow), from `customer_inquiries i` joined to its company `c` and contact `p`. */
export const INQUIRY_COLUMNS = `i.id, i.user_id, i.company_id, c.name AS company_name, i.contact_id,
  CASE WHEN p.id IS NULL THEN NULL ELSE p.first_name || ' ' || p.last_name END AS contact_name, i.inquiry_type_id, i.inquiry_sub_type_id,
  i.status_id, i.message, i.created_at, c.is_visible_pme AS company_is_visible_pme, p.is_visible_pme AS contact_is_visible_pme`;

/** The inquiries with their company and contact (data platform rows, absent once a data load removed them). */
export const INQUIRY_FROM = `customer_inquiries i LEFT JOIN companies c ON c.id = i.company_id LEFT JOIN contacts p ON p.id = i.contact_id`;

const SELECT = `SELECT ${INQUIRY_COLUMNS} FROM ${INQUIRY_FROM}`;

const OPEN = `i.status_id = ANY($3::smallint[])`;

export function createInquiriesRepository(db: Database): InquiriesRepository {
  const openIds = [...OPEN_INQUIRY_STATUS_IDS];
  return {
    async list(owner, { statusIds, limit, offset }) {
      const filter = statusIds && statusIds.length > 0 ? statusIds : null;
      const rows = await db.query<InquiryRow & { total: string }>(
        `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
         WHERE i.user_id = $1 AND i.organization_id = $2 AND ($3::smallint[] IS NULL OR i.status_id = ANY($3::smallint[]))
         ORDER BY i.created_at DESC, i.id DESC LIMIT $4 OFFSET $5`,
        [owner.userId, owner.organizationId, filter, limit, offset],
      );
      const total = rows[0] ? Number(rows[0].total) : 0;
      return { inquiries: rows.map(toRecord), total };
    },

    async find(owner, inquiryId) {
      const [row] = await db.query<InquiryRow>(`${SELECT} WHERE i.id = $1 AND i.user_id = $2 AND i.organization_id = $3`, [inquiryId, owner.userId, owner.organizationId]);
      return row ? toRecord(row) : null;
    },

    async findSubject(companyId, contactId) {
      const [row] = await db.query<{ company_visible: boolean | null; contact_visible: boolean | null }>(
        `SELECT c.is_visible_pme AS company_visible, p.is_visible_pme AS contact_visible
         FROM companies c LEFT JOIN contacts p ON p.id = $2 AND p.company_id = c.id WHERE c.id = $1`,
        [companyId, contactId],
      );
      if (!row || row.company_visible === null) return { company: null };
      const company = { is_visible_pme: row.company_visible };
      if (contactId === null) return { company };
      return { company, contact: row.contact_visible === null ? null : { is_visible_pme: row.contact_visible } };
    },

    async countOpen(owner) {
      const [row] = await db.query<{ open: string | null }>(
        `SELECT (SELECT count(*) FROM customer_inquiries i WHERE i.user_id = u.id AND i.organization_id = u.organization_id AND ${OPEN}) AS open
         FROM users u WHERE u.id = $1 AND u.organization_id = $2`,
        [owner.userId, owner.organizationId, openIds],
      );
      return row ? Number(row.open) : null;
    },

    insert(owner, inquiry, maxOpen) {
      // The owner's row is locked: two concurrent requests cannot both pass the quota.
      return db.transaction(async (tx) => {
        const users = await tx.query<{ id: number }>('SELECT id FROM users WHERE id = $1 AND organization_id = $2 FOR UPDATE', [
          owner.userId,
          owner.organizationId,
        ]);
        if (users.length === 0) return tx.rollback<InsertInquiryOutcome>({ kind: 'not-found' });
        const [open] = await tx.query<{ open: string }>(
          `SELECT count(*) AS open FROM customer_inquiries i WHERE i.user_id = $1 AND i.organization_id = $2 AND ${OPEN}`,
          [owner.userId, owner.organizationId, openIds],
        );
        const openCount = Number(open?.open ?? 0);
        if (openCount >= maxOpen) return tx.rollback<InsertInquiryOutcome>({ kind: 'quota-reached', openCount });
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO customer_inquiries (organization_id, user_id, company_id, contact_id, inquiry_type_id, inquiry_sub_type_id, message)
           SELECT $1, $2, c.id, $4, $5, $6, $7 FROM companies c
           WHERE c.id = $3 AND ($4::bigint IS NULL OR EXISTS (SELECT 1 FROM contacts p WHERE p.id = $4 AND p.company_id = c.id))
           RETURNING id`,
          [owner.organizationId, owner.userId, inquiry.companyId, inquiry.contactId, inquiry.inquiryTypeId, inquiry.inquirySubTypeId, inquiry.message],
        );
        if (inserted === undefined) return tx.rollback<InsertInquiryOutcome>({ kind: 'not-found' });
        const [created] = await tx.query<InquiryRow>(`${SELECT} WHERE i.id = $1`, [inserted.id]);
        return { kind: 'created', inquiry: toRecord(created!) };
      });
    },
  };
}

import { CREDIT_DAY_ZONE } from '@cible/core';
import type { CreditHistoryEvent, CreditHistoryType, CreditKindCode, DailyCreditConsumption, UserCredit } from '@cible/core';
import type { Database } from '../../db/database';

/** History filters: event type and a range of days (both included, in CREDIT_DAY_ZONE), a page. */
export interface CreditHistoryFilters {
  readonly type: CreditHistoryType | null;
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly limit: number;
  readonly offset: number;
}

/** SQL reading the credit ledger's tables (the ledger, credit-ledger.ts, is the only writer). */
export interface CreditsRepository {
  /** The credit of every active user of the organisation for a kind, by user id; zeros for a user without a credit. */
  usersCredits(organizationId: number, kind: CreditKindCode, userIds?: readonly number[]): Promise<UserCredit[]>;
  /** One user's credit, `null` when he has none of that kind. */
  userCredit(organizationId: number, userId: number, kind: CreditKindCode): Promise<UserCredit | null>;
  history(organizationId: number, userId: number, kind: CreditKindCode, filters: CreditHistoryFilters): Promise<{ rows: CreditHistoryEvent[]; total: number }>;
  /** Credits consumed per day (in CREDIT_DAY_ZONE) over a range of days, both included. */
  dailyConsumption(organizationId: number, userId: number, kind: CreditKindCode, dateFrom: string, dateTo: string): Promise<DailyCreditConsumption[]>;
}

interface UserCreditRow {
  user_id: number;
  amount: number;
  is_renewed: boolean;
  renewal_amount: number;
  initial_amount: number;
}

const userCreditOf = (row: UserCreditRow): UserCredit => ({
  user_id: row.user_id,
  amount: row.amount,
  is_renewed: row.is_renewed,
  renewal_amount: row.renewal_amount,
  initial_amount: row.initial_amount,
});

interface HistoryRow {
  id: number;
  type: CreditHistoryType;
  old_amount: number;
  new_amount: number;
  comment: string | null;
  author_user_id: number | null;
  created_at: Date;
  total: number;
}

/** `created_at` falls on a day of [from, to] in the credit zone ($n: from, $n+1: to, $n+2: zone; nulls: open). */
const dayRange = (first: number) =>
  `($${first}::date IS NULL OR (h.created_at AT TIME ZONE $${first + 2})::date >= $${first}::date)
   AND ($${first + 1}::date IS NULL OR (h.created_at AT TIME ZONE $${first + 2})::date <= $${first + 1}::date)`;

export function createCreditsRepository(db: Database): CreditsRepository {
  return {
    async usersCredits(organizationId, kind, userIds) {
      const rows = await db.query<UserCreditRow>(
        `SELECT u.id AS user_id, COALESCE(c.amount, 0) AS amount, COALESCE(c.is_renewed, false) AS is_renewed,
                COALESCE(c.renewal_amount, 0) AS renewal_amount, COALESCE(c.initial_amount, 0) AS initial_amount
           FROM users u
           LEFT JOIN credits c ON c.user_id = u.id AND c.kind = $2 AND c.organization_id = u.organization_id
          WHERE u.organization_id = $1 AND ($3::int[] IS NULL AND u.status = 1 OR u.id = ANY($3::int[]))
          ORDER BY u.id`,
        [organizationId, kind, userIds === undefined ? null : [...userIds]],
      );
      return rows.map(userCreditOf);
    },

    async userCredit(organizationId, userId, kind) {
      const [row] = await db.query<UserCreditRow>(
        `SELECT user_id, amount, is_renewed, renewal_amount, initial_amount FROM credits WHERE organization_id = $1 AND user_id = $2 AND kind = $3`,
        [organizationId, userId, kind],
      );
      return row ? userCreditOf(row) : null;
    },

    async history(organizationId, userId, kind, filters) {
      const rows = await db.query<HistoryRow>(
        `SELECT h.id, h.type, h.old_amount, h.new_amount, h.comment, h.author_user_id, h.created_at, count(*) OVER ()::int AS total
           FROM credit_history h
          WHERE h.organization_id = $1 AND h.user_id = $2 AND h.kind = $3 AND ($4::text IS NULL OR h.type = $4)
            AND ${dayRange(5)}
          ORDER BY h.created_at DESC, h.id DESC
          LIMIT $8 OFFSET $9`,
        [organizationId, userId, kind, filters.type, filters.dateFrom, filters.dateTo, CREDIT_DAY_ZONE, filters.limit, filters.offset],
      );
      const total = rows[0]?.total ?? (filters.offset > 0 ? await countHistory(organizationId, userId, kind, filters) : 0);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          type: row.type,
          old_amount: row.old_amount,
          new_amount: row.new_amount,
          comment: row.comment,
          author_user_id: row.author_user_id,
          creation_date: new Date(row.created_at).toISOString(),
        })),
        total,
      };
    },

    async dailyConsumption(organizationId, userId, kind, dateFrom, dateTo) {
      const rows = await db.query<{ day: string; amount: number }>(
        `SELECT to_char((h.created_at AT TIME ZONE $6)::date, 'YYYY-MM-DD') AS day, sum(h.old_amount - h.new_amount)::int AS amount
           FROM credit_history h
          WHERE h.organization_id = $1 AND h.user_id = $2 AND h.kind = $3 AND h.type = 'consumption' AND ${dayRange(4)}
          GROUP BY 1
          ORDER BY 1`,
        [organizationId, userId, kind, dateFrom, dateTo, CREDIT_DAY_ZONE],
      );
      return rows;
    },
  };

  async function countHistory(organizationId: number, userId: number, kind: CreditKindCode, filters: CreditHistoryFilters): Promise<number> {
    const [row] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM credit_history h
        WHERE h.organization_id = $1 AND h.user_id = $2 AND h.kind = $3 AND ($4::text IS NULL OR h.type = $4) AND ${dayRange(5)}`,
      [organizationId, userId, kind, filters.type, filters.dateFrom, filters.dateTo, CREDIT_DAY_ZONE],
    );
    return row?.total ?? 0;
  }
}

import type { Query, QueryLight, QueryLimitGroup, SearchCriteria } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { USER_STATUS } from '../../db/schema';

/** A query (list, segment, alert, saved search) as the other features need it. */
export interface QueryRecord {
  readonly id: number;
  readonly organizationId: number;
  readonly ownerUserId: number;
  readonly queryTypeId: number;
  readonly name: string;
}

/** Whose queries: a user AND the caller's organisation (from the verified token), both checked in the SQL. */
export interface QueryOwner {
  readonly userId: number;
  readonly organizationId: number;
}

/** The list filters: types (null: all) and alert flag (null: both). */
export interface QueryFilters {
  readonly typeIds: readonly number[] | null;
  readonly isAlert: boolean | null;
}

/** A query to store (the alert flag already normalised by core's storedAlertFlag). */
export interface NewQuery {
  readonly name: string;
  readonly queryTypeId: number;
  readonly criteria: SearchCriteria;
  readonly isAlert: boolean;
}

/** What a change stores: the query's new name, criteria and alert flag. */
export interface QueryUpdate {
  readonly name: string;
  readonly criteria: SearchCriteria;
  readonly isAlert: boolean;
}

/**
 * Run inside the transaction, with the owner's row locked: the owner's counts by type and alert flag (the limits'
 * input). Throws to refuse (the transaction rolls back, nothing is written).
 */
export type InsertCheck = (groups: readonly QueryLimitGroup[]) => void;
/** Work done in the insert's transaction once the query exists (a sharing's notification): both commit, or neither. */
export type AfterInsert = (tx: Transaction, created: Query) => Promise<void>;

/** Run inside the transaction with the owner's row locked: the query as stored and the owner's counts; returns the change or throws. */
export type UpdateDecision = (current: Query, groups: readonly QueryLimitGroup[]) => QueryUpdate;

/** SQL of the queries (table `queries`, migration 0008); every statement is scoped by organisation and owner. */
export interface QueriesRepository {
  /** The query of the organisation, or null (another organisation's, or none). */
  findQuery(scope: { readonly organizationId: number }, id: number): Promise<QueryRecord | null>;
  /** The owner's queries, newest creation first, with the filters and paging, and how many match. */
  list(owner: QueryOwner, filters: QueryFilters, page: { readonly limit: number; readonly offset: number }): Promise<{ queries: Query[]; total: number }>;
  /** The same without the criteria (pickers). */
  listLight(owner: QueryOwner, filters: QueryFilters, page: { readonly limit: number; readonly offset: number }): Promise<{ queries: QueryLight[]; total: number }>;
  /** How many of the owner's queries match the filters. */
  count(owner: QueryOwner, filters: QueryFilters): Promise<number>;
  /** The owner's query, or null (none, another user's, another organisation's). */
  get(owner: QueryOwner, id: number): Promise<Query | null>;
  /**
   * Creates the query for an ACTIVE user of the organisation, in one transaction that locks the owner's user row
   * (`FOR UPDATE`) before `check` reads his counts: two concurrent creations cannot both pass a limit. `null` when
   * the owner is not an active user of that organisation. `afterInsert` runs in the same transaction.
   */
  insert(owner: QueryOwner, query: NewQuery, check: InsertCheck, afterInsert?: AfterInsert): Promise<Query | null>;
  /** Changes the owner's query under the same lock (`decide` sees it as stored); `null` when it is not his. */
  update(owner: QueryOwner, id: number, decide: UpdateDecision): Promise<Query | null>;
  /** Deletes the owner's query (and drops it from his notification settings' blocked alerts); false when it is not his. */
  remove(owner: QueryOwner, id: number): Promise<boolean>;
}

interface QueryRow {
  id: number;
  name: string;
  query_type_id: number;
  criteria: SearchCriteria;
  is_alert: boolean;
  owner_user_id: number;
  organization_id: number;
  created_at: Date;
  updated_at: Date | null;
}

const COLUMNS = 'id, name, query_type_id, criteria, is_alert, owner_user_id, organization_id, created_at, updated_at';
const LIGHT_COLUMNS = 'id, name, query_type_id, is_alert, owner_user_id';

/** The owner's queries matching the filters ($1 owner, $2 organisation, $3 type ids or null, $4 alert flag or null). */
const MATCHING = `FROM queries WHERE owner_user_id = $1 AND organization_id = $2
  AND ($3::smallint[] IS NULL OR query_type_id = ANY($3::smallint[])) AND ($4::boolean IS NULL OR is_alert = $4)`;
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6';

const toQuery = (row: QueryRow): Query => ({
  id: row.id,
  name: row.name,
  query_type_id: row.query_type_id,
  criteria: row.criteria,
  is_alert: row.is_alert,
  owner_user_id: row.owner_user_id,
  organization_id: row.organization_id,
  creation_date: row.created_at.toISOString(),
  modification_date: row.updated_at === null ? null : row.updated_at.toISOString(),
});

const filterValues = (owner: QueryOwner, filters: QueryFilters): unknown[] => [
  owner.userId,
  owner.organizationId,
  filters.typeIds && filters.typeIds.length > 0 ? [...new Set(filters.typeIds)] : null,
  filters.isAlert,
];

/** Locks the owner's row (an active user of the organisation) for the rest of the transaction; false when there is none. */
async function lockOwner(tx: Transaction, owner: QueryOwner): Promise<boolean> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM users WHERE id = $1 AND organization_id = $2 AND status = $3 FOR UPDATE', [
    owner.userId,
    owner.organizationId,
    USER_STATUS.active,
  ]);
  return rows.length > 0;
}

/** The owner's counts by type and alert flag (read after the lock). */
async function limitGroups(tx: Transaction, owner: QueryOwner): Promise<QueryLimitGroup[]> {
  const rows = await tx.query<{ query_type_id: number; is_alert: boolean; count: string }>(
    'SELECT query_type_id, is_alert, count(*) AS count FROM queries WHERE owner_user_id = $1 AND organization_id = $2 GROUP BY query_type_id, is_alert',
    [owner.userId, owner.organizationId],
  );
  return rows.map((row) => ({ query_type_id: row.query_type_id, is_alert: row.is_alert, count: Number(row.count) }));
}

export function createQueriesRepository(db: Database): QueriesRepository {
  const total = async (owner: QueryOwner, filters: QueryFilters): Promise<number> => {
    const [row] = await db.query<{ total: string }>(`SELECT count(*) AS total ${MATCHING}`, filterValues(owner, filters));
    return Number(row?.total ?? 0);
  };

  return {
    async findQuery(scope, id) {
      const [row] = await db.query<{ id: number; organization_id: number; owner_user_id: number; query_type_id: number; name: string }>(
        'SELECT id, organization_id, owner_user_id, query_type_id, name FROM queries WHERE id = $1 AND organization_id = $2',
        [id, scope.organizationId],
      );
      return row
        ? { id: row.id, organizationId: row.organization_id, ownerUserId: row.owner_user_id, queryTypeId: row.query_type_id, name: row.name }
        : null;
    },

    async list(owner, filters, { limit, offset }) {
      const rows = await db.query<QueryRow>(`SELECT ${COLUMNS} ${MATCHING} ${NEWEST_FIRST}`, [...filterValues(owner, filters), limit, offset]);
      return { queries: rows.map(toQuery), total: await total(owner, filters) };
    },

    async listLight(owner, filters, { limit, offset }) {
      const rows = await db.query<QueryLight>(`SELECT ${LIGHT_COLUMNS} ${MATCHING} ${NEWEST_FIRST}`, [...filterValues(owner, filters), limit, offset]);
      return { queries: rows.map((row) => ({ ...row })), total: await total(owner, filters) };
    },

    count: total,

    async get(owner, id) {
      const [row] = await db.query<QueryRow>(`SELECT ${COLUMNS} FROM queries WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3`, [
        id,
        owner.userId,
        owner.organizationId,
      ]);
      return row ? toQuery(row) : null;
    },

    insert(owner, query, check, afterInsert) {
      return db.transaction(async (tx) => {
        if (!(await lockOwner(tx, owner))) return tx.rollback<Query | null>(null);
        check(await limitGroups(tx, owner));
        const [row] = await tx.query<QueryRow>(
          `INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, criteria, is_alert)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING ${COLUMNS}`,
          [owner.organizationId, owner.userId, query.queryTypeId, query.name, JSON.stringify(query.criteria), query.isAlert],
        );
        const created = toQuery(row!);
        await afterInsert?.(tx, created);
        return created;
      });
    },

    update(owner, id, decide) {
      return db.transaction(async (tx) => {
        if (!(await lockOwner(tx, owner))) return tx.rollback<Query | null>(null);
        const [current] = await tx.query<QueryRow>(`SELECT ${COLUMNS} FROM queries WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3`, [
          id,
          owner.userId,
          owner.organizationId,
        ]);
        if (current === undefined) return tx.rollback<Query | null>(null);
        const change = decide(toQuery(current), await limitGroups(tx, owner));
        const [row] = await tx.query<QueryRow>(
          `UPDATE queries SET name = $4, criteria = $5::jsonb, is_alert = $6, updated_at = now()
           WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3 RETURNING ${COLUMNS}`,
          [id, owner.userId, owner.organizationId, change.name, JSON.stringify(change.criteria), change.isAlert],
        );
        return toQuery(row!);
      });
    },

    remove(owner, id) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>('DELETE FROM queries WHERE id = $1 AND owner_user_id = $2 AND organization_id = $3 RETURNING id', [
          id,
          owner.userId,
          owner.organizationId,
        ]);
        if (rows.length === 0) return false;
        // The owner's notification settings may block this alert: a deleted id would be refused when sent back (404).
        await tx.query('UPDATE notification_settings SET blocked_query_id_list = array_remove(blocked_query_id_list, $1) WHERE user_id = $2', [
          id,
          owner.userId,
        ]);
        return true;
      });
    },
  };
}

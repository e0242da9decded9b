import type { Database } from '../../db/database';

/** A query (list, segment, alert, saved search) as the other features need it. */
export interface QueryRecord {
  readonly id: number;
  readonly organizationId: number;
  readonly ownerUserId: number;
  readonly queryTypeId: number;
  readonly name: string;
}

/** SQL of the queries (table `queries`, migration 0008); every read is scoped by organisation. */
export interface QueriesRepository {
  /** The query of the organisation, or null (another organisation's, or none). */
  findQuery(scope: { readonly organizationId: number }, id: number): Promise<QueryRecord | null>;
}

export function createQueriesRepository(db: Database): QueriesRepository {
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
  };
}

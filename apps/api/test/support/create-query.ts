import type { Database } from '../../src/db/database';

/** Inserts a query (list, segment, alert, saved search) owned by a user of an organisation; returns its id. */
export async function createQuery(
  db: Database,
  query: { readonly organizationId: number; readonly ownerUserId: number; readonly name: string; readonly queryTypeId?: number; readonly isAlert?: boolean },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO queries (organization_id, owner_user_id, query_type_id, name, is_alert) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [query.organizationId, query.ownerUserId, query.queryTypeId ?? 4, query.name, query.isAlert ?? false],
  );
  if (!row) throw new Error('query not created');
  return row.id;
}

import { CRITERIA_MAX_QUERY_DEPTH, criterionItems, DomainFailure, QUERY_TYPES, SearchCriteriaSchema } from '@cible/core';
import type { SearchCriteria } from '@cible/core';
import type { QueryOwner, SavedQueryRow } from './advanced-search-repository';
import { queriesTooDeep } from './criteria-to-sql';

const QUERY_FIELDS = ['query_id_list', 'segment_id_list'] as const;
const TARGET_OF_QUERY_TYPE = new Map<number, string>(QUERY_TYPES.map((type) => [type.id, type.target]));

/** Reads the owner's saved queries among `ids` (another user's or organisation's are not returned). */
export type SavedQueriesReader = (owner: QueryOwner, ids: readonly number[]) => Promise<SavedQueryRow[]>;

/**
 * The saved queries the criteria name (`query_id_list`, `segment_id_list`), recursively, each as criteria (`null`: a
 * list without members): the caller's own only (another's: 404 NOT_FOUND), CRITERIA_MAX_QUERY_DEPTH deep at most and
 * no cycle (400 CRITERIA.QUERIES_TOO_DEEP). Shared by the advanced search and the business alerts.
 */
export async function resolveSavedQueries(read: SavedQueriesReader, owner: QueryOwner, criteria: SearchCriteria): Promise<Map<number, SearchCriteria | null>> {
  const resolved = new Map<number, SearchCriteria | null>();
  async function visit(current: SearchCriteria, path: readonly number[]): Promise<void> {
    for (const field of QUERY_FIELDS) {
      const ids = criterionItems(current[field]);
      if (ids.length === 0) continue;
      if (path.length >= CRITERIA_MAX_QUERY_DEPTH || ids.some((id) => path.includes(id))) throw queriesTooDeep(field);
      const missing = ids.filter((id) => !resolved.has(id));
      const rows = await read(owner, missing);
      if (rows.length !== missing.length) throw new DomainFailure('NOT_FOUND', 'No such query.');
      for (const row of rows) resolved.set(row.id, criteriaOfQuery(row));
      for (const id of ids) {
        const named = resolved.get(id);
        if (named !== null && named !== undefined) await visit(named, [...path, id]);
      }
    }
  }
  await visit(criteria, []);
  return resolved;
}

/** A saved query as criteria: a list query its members (none: `null`), a criteria query its criteria. */
function criteriaOfQuery(row: SavedQueryRow): SearchCriteria | null {
  const parsed = SearchCriteriaSchema.safeParse(row.criteria);
  if (!parsed.success) throw new DomainFailure('VALIDATION.INVALID_VALUE', `The criteria of query ${row.id} are not valid any more.`, { details: { query_id: row.id } });
  const target = TARGET_OF_QUERY_TYPE.get(row.query_type_id);
  if (target === 'account') {
    const ids = criterionItems(parsed.data.company_id_list);
    return ids.length === 0 ? null : { company_id_list: ids };
  }
  if (target === 'contact') {
    const ids = criterionItems(parsed.data.person_id_list);
    return ids.length === 0 ? null : { person_id_list: ids };
  }
  return parsed.data;
}

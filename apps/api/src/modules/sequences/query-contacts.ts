import type { AdvancedSearchRepository, QueryOwner } from '../advanced-search/advanced-search-repository';
import { resolveSavedQueries } from '../advanced-search/resolve-saved-queries';

/** Every contact of one of the owner's lists, segments or saved searches, ascending (another's list: 404 NOT_FOUND). */
export type QueryContactsReader = (owner: QueryOwner, queryId: number) => Promise<number[]>;

/**
 * Reads a list's contacts the way the exports do (exports-service.ts, export-row-sql.ts): the saved queries resolved
 * recursively (the owner's own only), then the one criteria translation of the advanced search for contacts — a list
 * of companies gives their contacts, a segment its members, a saved search its matches.
 */
export function createQueryContactsReader(search: Pick<AdvancedSearchRepository, 'ids' | 'savedQueries'>): QueryContactsReader {
  return async (owner, queryId) => {
    const criteria = { query_id_list: [queryId] };
    const queries = await resolveSavedQueries((reader, ids) => search.savedQueries(reader, ids), owner, criteria);
    return search.ids('contact', criteria, queries);
  };
}

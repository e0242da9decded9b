import { DomainFailure } from '@cible/core';
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

/**
 * Whose view reads a list an import names for `userId`: the caller's own list, or a list of the organisation that
 * any colleague may import (a campaign's openers and clickers lists, ADR 041), read as its owner; `null`: neither.
 */
export type ImportableQueryOwner = (organizationId: number, userId: number, queryId: number) => Promise<{ readonly ownerUserId: number } | null>;

/**
 * The reader of the imports (sequence and campaign targets): the caller's lists as the caller reads them, the
 * organisation's shared lists (`ownerOf`) as their owner reads them; any other list: 404 NOT_FOUND.
 */
export function createImportQueryContactsReader(read: QueryContactsReader, ownerOf: ImportableQueryOwner): QueryContactsReader {
  return async (caller, queryId) => {
    const owner = await ownerOf(caller.organizationId, caller.userId, queryId);
    if (owner === null) throw new DomainFailure('NOT_FOUND', 'No such query.');
    return read({ organizationId: caller.organizationId, userId: owner.ownerUserId }, queryId);
  };
}

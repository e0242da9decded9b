import { QUERY_TYPE, QUERY_TYPES, SEARCH_CRITERIA_MAX_LIST_LENGTH, type QueriesGateway, type Query } from '@cible/core';

/** What a list holds: contacts (contact lists, the speakers of a conference) or companies. */
export type ListTarget = 'contacts' | 'companies';

/** Where selected items go: an existing list of the user, or a new one (an address book or a prospects list). */
export type ListChoice = { readonly listId: number } | { readonly newName: string };

/** The list types that hold what a search lists: contact lists for contacts, company lists for companies. */
export function listTypeIdsOf(target: ListTarget): readonly number[] {
  const wanted = target === 'contacts' ? 'contact' : 'account';
  return QUERY_TYPES.filter((type) => type.target === wanted).map((type) => type.id);
}

/** The ids field of a list of this target, and the type a new list gets (address book, prospects). */
function listFieldOf(target: ListTarget): { readonly field: 'person_id_list' | 'company_id_list'; readonly newTypeId: number } {
  return target === 'contacts' ? { field: 'person_id_list', newTypeId: QUERY_TYPE.address_book } : { field: 'company_id_list', newTypeId: QUERY_TYPE.prospects };
}

/** A list addition ready to send: the list (existing or new), its name, the ids it will hold and how many are new. */
export interface ListAddition {
  readonly existing: Query | undefined;
  readonly name: string;
  readonly field: 'person_id_list' | 'company_id_list';
  readonly newTypeId: number;
  readonly merged: readonly number[];
  readonly added: number;
}

/**
 * Plans adding ids to a list: an existing one keeps its items and gains the new ones (once each), a new one is an
 * address book (contacts) or a prospects list (companies). A list holds at most 1 000 items (core's criteria limit):
 * past that, `'tooMany'`. `null` when there is nothing to add or the choice names no known list or an empty name.
 */
export function planListAddition(target: ListTarget, lists: readonly Query[], choice: ListChoice, ids: readonly number[]): ListAddition | 'tooMany' | null {
  if (ids.length === 0) return null;
  const { field, newTypeId } = listFieldOf(target);
  const existing = 'listId' in choice ? lists.find((list) => list.id === choice.listId) : undefined;
  if ('listId' in choice && existing === undefined) return null;
  const name = existing ? existing.name : 'newName' in choice ? choice.newName.trim() : '';
  if (name === '') return null;
  const before = existing ? ((existing.criteria[field] as readonly number[] | undefined) ?? []) : [];
  const merged = [...new Set([...before, ...ids])];
  if (merged.length > SEARCH_CRITERIA_MAX_LIST_LENGTH) return 'tooMany';
  return { existing, name, field, newTypeId, merged, added: merged.length - before.length };
}

/** Sends a planned addition through the queries gateway (updates the existing list, or creates the new one). */
export async function applyListAddition(queries: QueriesGateway, plan: ListAddition): Promise<void> {
  if (plan.existing) await queries.updateQuery({ params: { id: plan.existing.id }, body: { criteria: { ...plan.existing.criteria, [plan.field]: [...plan.merged] } } });
  else await queries.createQuery({ body: { name: plan.name, query_type_id: plan.newTypeId, criteria: { [plan.field]: [...plan.merged] } } });
}

/** The user's lists that can take items of this target. */
export async function listsFor(queries: QueriesGateway, target: ListTarget): Promise<readonly Query[]> {
  return (await queries.listQueries({ query: { query_type_id_list: [...listTypeIdsOf(target)], limit: 1000, offset: 0 } })).query_list;
}

import { describe, expect, it, vi } from 'vitest';
import { QUERY_TYPE, type QueriesGateway, type Query } from '@cible/core';
import type { AdvancedSearchSearch } from './advancedSearchSearch';
import { AdvancedSearchViewModel } from './AdvancedSearchViewModel';
import type { CriteriaSearch, CriteriaSearchPage } from './CriteriaSearch';

function list(id: number, query_type_id: number, criteria: Query['criteria']): Query {
  return { id, name: `Liste ${id}`, query_type_id, criteria, is_alert: false, owner_user_id: 7, organization_id: 1, creation_date: '2026-11-20T10:00:00.000Z', modification_date: null };
}

function setup(counts: Partial<Record<number, number>> = {}, lists: Query[] = []) {
  const page: CriteriaSearchPage = { target: 'contacts', items: [], total: 45, totalCapped: false };
  const criteriaSearch = { search: vi.fn(async () => page) } satisfies CriteriaSearch;
  const queries = {
    countQueries: vi.fn(async ({ query }: { query: { query_type_id_list: number[] } }) => ({ query_count: counts[query.query_type_id_list[0]!] ?? 0 })),
    createQuery: vi.fn(async () => ({})),
    updateQuery: vi.fn(async () => ({})),
    listQueries: vi.fn(async () => ({ query_list: lists, query_count: lists.length })),
  };
  const effects = { navigate: vi.fn(), saved: vi.fn(), addedToList: vi.fn() };
  const vm = new AdvancedSearchViewModel(criteriaSearch, queries as unknown as QueriesGateway, effects);
  return { vm, criteriaSearch, queries, effects };
}

const lastNavigation = (effects: { navigate: ReturnType<typeof vi.fn> }) => effects.navigate.mock.lastCall?.[0] as AdvancedSearchSearch;

describe('AdvancedSearchViewModel (/advanced-search)', () => {
  it('asks nothing without a criterion', async () => {
    const { vm, criteriaSearch } = setup();
    await vm.load({});
    expect(vm.hasCriteria).toBe(false);
    expect(criteriaSearch.search).not.toHaveBeenCalled();
    expect(vm.results.status).toBe('idle');
  });

  it('searches the page of the URL: target, kept criteria, sort, offset', async () => {
    const { vm, criteriaSearch } = setup();
    await vm.load({ target: 'companies', criteria: { company_size_id_list: [211], bogus: 1, job_type_id_list: 'x' }, sort: 'workforce_desc', page: 3 });
    expect(criteriaSearch.search).toHaveBeenCalledWith({ target: 'companies', criteria: { company_size_id_list: [211] }, sort: 'workforce_desc', limit: 20, offset: 40 });
    expect(vm.droppedCriteria).toEqual(['bogus', 'job_type_id_list']);
    expect(vm.lastPage).toBe(3);
  });

  it('shows the criteria as tags by group; removing a tag removes all its fields and goes back to page 1', async () => {
    const { vm, effects } = setup();
    await vm.load({ criteria: { company_workforce_lower_min: 50, company_workforce_upper_max: 200, job_type_id_list: [1], has_direct_email: true }, page: 2 });
    expect(vm.tagGroups.map((group) => group.id)).toEqual(['company', 'contact']);
    const workforce = vm.tagGroups[0]!.tags[0]!;
    expect(workforce.fields).toEqual(expect.arrayContaining(['company_workforce_lower_min', 'company_workforce_upper_max']));
    vm.removeTag(workforce);
    expect(lastNavigation(effects)).toEqual({ criteria: { job_type_id_list: [1], has_direct_email: true }, page: undefined });
  });

  it('sets and clears criteria: an empty value or a false flag leaves the URL', async () => {
    const { vm, effects } = setup();
    await vm.load({ criteria: { job_type_id_list: [1] } });
    vm.setCriterion('company_size_id_list', [211, 245]);
    expect(lastNavigation(effects).criteria).toEqual({ job_type_id_list: [1], company_size_id_list: [211, 245] });
    vm.setCriterion('job_type_id_list', []);
    expect(lastNavigation(effects).criteria).toBeUndefined();
    vm.setCriterion('has_direct_email', false);
    expect(lastNavigation(effects).criteria).toEqual({ job_type_id_list: [1] });
    vm.clearCriteria();
    expect(lastNavigation(effects).criteria).toBeUndefined();
  });

  it('changes target (default sort again), sort and page through the URL', async () => {
    const { vm, effects } = setup();
    await vm.load({ criteria: { job_type_id_list: [1] }, sort: 'company_name_asc', page: 4 });
    vm.setTarget('companies');
    expect(lastNavigation(effects)).toEqual({ criteria: { job_type_id_list: [1] }, target: 'companies', sort: undefined, page: undefined });
    vm.setSort('name_desc');
    expect(lastNavigation(effects)).toMatchObject({ sort: 'name_desc', page: undefined });
    vm.setPage(2);
    expect(lastNavigation(effects)).toMatchObject({ page: 2 });
    vm.setPage(1);
    expect(lastNavigation(effects).page).toBeUndefined();
  });

  it('saves as a saved search or as a segment of what it lists, below the limit of 10 of that kind', async () => {
    const { vm, queries, effects } = setup({ [QUERY_TYPE.search]: 3, [QUERY_TYPE.account_segment]: 10 });
    await vm.load({ target: 'companies', criteria: { company_size_id_list: [211] } });
    await vm.loadSavedCounts();
    expect(vm.canSave('saved_search')).toBe(true);
    expect(vm.canSave('segment')).toBe(false);
    expect(await vm.save('segment', 'PME')).toBe(false);
    expect(await vm.save('saved_search', '   ')).toBe(false);
    expect(queries.createQuery).not.toHaveBeenCalled();
    expect(await vm.save('saved_search', ' PME lyonnaises ')).toBe(true);
    expect(queries.createQuery).toHaveBeenCalledWith({ body: { name: 'PME lyonnaises', query_type_id: QUERY_TYPE.search, criteria: { company_size_id_list: [211] } } });
    expect(effects.saved).toHaveBeenCalledWith('saved_search', 'PME lyonnaises');

    const contacts = setup();
    await contacts.vm.load({ criteria: { job_type_id_list: [1] } });
    await contacts.vm.save('segment', 'Directeurs');
    expect(contacts.queries.createQuery).toHaveBeenCalledWith({ body: { name: 'Directeurs', query_type_id: QUERY_TYPE.contact_segment, criteria: { job_type_id_list: [1] } } });
  });

  it('keeps a refused save in the dialog (its error) and saves nothing else', async () => {
    const { vm, queries } = setup();
    await vm.load({ criteria: { job_type_id_list: [1] } });
    const refusal = { kind: 'api', status: 409, error: { code: 'LIMIT.QUERIES_REACHED', message: 'limit' } };
    queries.createQuery.mockRejectedValueOnce(refusal);
    expect(await vm.save('saved_search', 'X')).toBe(false);
    expect(vm.saveError).toBe(refusal);
    expect(vm.saving).toBe(false);
  });

  it('adds the chosen contacts to an existing contact list (each once) or to a new address book, then clears the choice', async () => {
    const { vm, queries, effects } = setup({}, [list(5, QUERY_TYPE.address_book, { person_id_list: [1, 2] })]);
    await vm.load({ criteria: { job_type_id_list: [1] } });
    vm.toggleSelected(2, true);
    vm.toggleSelected(3, true);
    vm.toggleSelected(4, true);
    vm.toggleSelected(4, false);
    expect(vm.selectedIds).toEqual([2, 3]);
    await vm.listAddition.loadLists();
    expect(queries.listQueries).toHaveBeenCalledWith({ query: { query_type_id_list: [QUERY_TYPE.address_book, 9, 10, 12], limit: 1000, offset: 0 } });
    expect(await vm.listAddition.addToList({ listId: 5 })).toBe(true);
    expect(queries.updateQuery).toHaveBeenCalledWith({ params: { id: 5 }, body: { criteria: { person_id_list: [1, 2, 3] } } });
    expect(effects.addedToList).toHaveBeenCalledWith(1, 'Liste 5');
    expect(vm.selectedIds).toEqual([]);

    vm.toggleSelected(8, true);
    expect(await vm.listAddition.addToList({ newName: '  Salon 2027 ' })).toBe(true);
    expect(queries.createQuery).toHaveBeenCalledWith({ body: { name: 'Salon 2027', query_type_id: QUERY_TYPE.address_book, criteria: { person_id_list: [8] } } });
  });

  it('adds companies to a company list; refuses past 1 000 items and a blank name, sending nothing', async () => {
    const full = list(6, QUERY_TYPE.prospects, { company_id_list: Array.from({ length: 1000 }, (_, index) => index + 1) });
    const { vm, queries } = setup({}, [full]);
    await vm.load({ target: 'companies', criteria: { company_size_id_list: [211] } });
    await vm.listAddition.loadLists();
    expect(queries.listQueries).toHaveBeenCalledWith({ query: { query_type_id_list: [5, 6, 7, 8, 13], limit: 1000, offset: 0 } });
    vm.toggleSelected(5000, true);
    expect(await vm.listAddition.addToList({ listId: 6 })).toBe(false);
    expect(vm.listAddition.addToListError).toBe('tooMany');
    expect(await vm.listAddition.addToList({ newName: '  ' })).toBe(false);
    expect(queries.updateQuery).not.toHaveBeenCalled();
    expect(queries.createQuery).not.toHaveBeenCalled();
    expect(await vm.listAddition.addToList({ newName: 'Prospects' })).toBe(true);
    expect(queries.createQuery).toHaveBeenCalledWith({ body: { name: 'Prospects', query_type_id: QUERY_TYPE.prospects, criteria: { company_id_list: [5000] } } });
  });

  it('forgets the selection when the target changes', async () => {
    const { vm } = setup();
    await vm.load({ criteria: { job_type_id_list: [1] } });
    vm.toggleSelected(2, true);
    vm.setTarget('companies');
    expect(vm.selectedIds).toEqual([]);
  });
});

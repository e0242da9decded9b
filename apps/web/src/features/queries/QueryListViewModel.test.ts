import { describe, expect, it, vi } from 'vitest';
import { QUERY_TYPE, type Query, type QueriesGateway } from '@cible/core';
import type { CriteriaSearch } from '../advanced-search/CriteriaSearch';
import { QueryListViewModel, type QueryPreview } from './QueryListViewModel';
import type { QueryListKind } from './queryListKinds';

function query(id: number, overrides: Partial<Query> = {}): Query {
  return {
    id,
    name: `Recherche ${id}`,
    query_type_id: QUERY_TYPE.search,
    criteria: { company_size_id_list: [id] },
    is_alert: false,
    owner_user_id: 7,
    organization_id: 1,
    creation_date: '2026-11-20T10:00:00.000Z',
    modification_date: null,
    ...overrides,
  };
}

/** A server holding the user's queries: the list answers what the changes left. */
function setup(kind: QueryListKind = 'saved-searches', initial: Query[] = [query(1), query(2)]) {
  let rows = [...initial];
  let nextId = 100;
  const gateway = {
    listQueries: vi.fn(async () => ({ query_list: [...rows], query_count: rows.length })),
    updateQuery: vi.fn(async ({ params, body }: { params: { id: number }; body: Partial<Query> }) => {
      rows = rows.map((row) => (row.id === params.id ? { ...row, ...body } : row));
      return rows.find((row) => row.id === params.id)!;
    }),
    createQuery: vi.fn(async ({ body }: { body: Pick<Query, 'name' | 'query_type_id' | 'criteria' | 'is_alert'> }) => {
      const created = query(nextId++, body);
      rows = [created, ...rows];
      return created;
    }),
    deleteQuery: vi.fn(async ({ params }: { params: { id: number } }) => {
      rows = rows.filter((row) => row.id !== params.id);
    }),
    shareUserQuery: vi.fn(async ({ params, body }: { params: { id: number }; body: { shared_user_id: number } }) => ({
      query_id: params.id,
      shared_user_id: body.shared_user_id,
      shared_query_id: 500,
    })),
  };
  const preview: QueryPreview = { target: 'contacts', items: [], total: 0, totalCapped: false };
  const previewSource = { search: vi.fn(async () => preview) } satisfies CriteriaSearch;
  const effects = { succeeded: vi.fn(), failed: vi.fn(), copyName: (name: string) => `${name} (copie)` };
  const vm = new QueryListViewModel(kind, 7, gateway as unknown as QueriesGateway, previewSource, effects);
  return { vm, gateway, previewSource, effects, rows: () => rows };
}

describe('QueryListViewModel (saved searches, segments, alerts)', () => {
  it('lists the queries of its kind (the filter of each page) and states how many of the 10 are used', async () => {
    const cases: [QueryListKind, object][] = [
      ['saved-searches', { query_type_id_list: [QUERY_TYPE.search] }],
      ['company-segments', { query_type_id_list: [QUERY_TYPE.account_segment] }],
      ['contact-segments', { query_type_id_list: [QUERY_TYPE.contact_segment] }],
      ['alerts', { is_alert: true }],
    ];
    for (const [kind, filter] of cases) {
      const { vm, gateway } = setup(kind);
      await vm.load();
      expect(gateway.listQueries).toHaveBeenCalledWith({ query: { ...filter, limit: 1000, offset: 0 } });
      expect(vm.status).toBe('ready');
      expect(vm.used).toBe(2);
      expect(vm.limit).toBe(10);
      expect(vm.isAtLimit).toBe(false);
    }
  });

  it('loads a preview of 3 items per query, companies for company segments and contacts otherwise', async () => {
    const { vm, previewSource } = setup('company-segments', [query(1, { query_type_id: QUERY_TYPE.account_segment })]);
    await vm.load();
    expect(previewSource.search).toHaveBeenCalledWith({ target: 'companies', criteria: { company_size_id_list: [1] }, limit: 3, offset: 0 });
    expect(vm.previewOf(1)?.status).toBe('ready');
    const contacts = setup('contact-segments', [query(2, { query_type_id: QUERY_TYPE.contact_segment })]);
    await contacts.vm.load();
    expect(contacts.previewSource.search).toHaveBeenCalledWith({ target: 'contacts', criteria: { company_size_id_list: [2] }, limit: 3, offset: 0 });
  });

  it('keeps a preview across a rename but makes it again when the criteria changed', async () => {
    const { vm, previewSource, gateway } = setup();
    await vm.load();
    expect(previewSource.search).toHaveBeenCalledTimes(2);
    await vm.rename(1, 'Nouveau nom');
    expect(previewSource.search).toHaveBeenCalledTimes(2);
    expect(vm.queries.find((row) => row.id === 1)?.name).toBe('Nouveau nom');
    await vm.setAlert(2, true);
    expect(previewSource.search).toHaveBeenCalledTimes(2);
    gateway.listQueries.mockResolvedValueOnce({ query_list: [query(1, { criteria: { company_size_id_list: [4] } }), query(2)], query_count: 2 });
    await vm.load();
    expect(previewSource.search).toHaveBeenCalledTimes(3);
    expect(previewSource.search).toHaveBeenLastCalledWith({ target: 'contacts', criteria: { company_size_id_list: [4] }, limit: 3, offset: 0 });
  });

  it('renames with a trimmed name, refuses a blank one before any call, toasts the spec\'s success', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load();
    expect(await vm.rename(1, '   ')).toBe(false);
    expect(gateway.updateQuery).not.toHaveBeenCalled();
    expect(await vm.rename(1, '  Directeurs IDF  ')).toBe(true);
    expect(gateway.updateQuery).toHaveBeenCalledWith({ params: { id: 1 }, body: { name: 'Directeurs IDF' } });
    expect(effects.succeeded).toHaveBeenCalledWith('saved');
  });

  it('duplicates with the same type, criteria and alert flag under a copy name; not at the limit', async () => {
    const { vm, gateway, effects } = setup('alerts', [query(3, { is_alert: true, query_type_id: QUERY_TYPE.contact_segment })]);
    await vm.load();
    expect(await vm.duplicate(3)).toBe(true);
    expect(gateway.createQuery).toHaveBeenCalledWith({
      body: { name: 'Recherche 3 (copie)', query_type_id: QUERY_TYPE.contact_segment, criteria: { company_size_id_list: [3] }, is_alert: true },
    });
    expect(effects.succeeded).toHaveBeenCalledWith('duplicated');
    expect(vm.used).toBe(2);

    const full = setup('saved-searches', Array.from({ length: 10 }, (_, index) => query(index + 1)));
    await full.vm.load();
    expect(full.vm.isAtLimit).toBe(true);
    expect(await full.vm.duplicate(1)).toBe(false);
    expect(full.gateway.createQuery).not.toHaveBeenCalled();
  });

  it('deletes, shares with a colleague, turns into an alert; the list is what the server kept', async () => {
    const { vm, gateway, effects, rows } = setup();
    await vm.load();
    expect(await vm.delete(2)).toBe(true);
    expect(vm.queries.map((row) => row.id)).toEqual([1]);
    expect(effects.succeeded).toHaveBeenLastCalledWith('deleted');
    expect(await vm.share(1, 9)).toBe(true);
    expect(gateway.shareUserQuery).toHaveBeenCalledWith({ params: { user: 7, id: 1 }, body: { shared_user_id: 9 } });
    expect(effects.succeeded).toHaveBeenLastCalledWith('shared');
    expect(await vm.setAlert(1, true)).toBe(true);
    expect(rows()[0]?.is_alert).toBe(true);
    expect(vm.queries[0]?.is_alert).toBe(true);
  });

  it('reports a failed change with its error, keeps the list, and lets one change run at a time', async () => {
    const { vm, gateway, effects } = setup();
    await vm.load();
    const refusal = new Error('LIMIT.QUERIES_REACHED');
    gateway.deleteQuery.mockRejectedValueOnce(refusal);
    expect(await vm.delete(1)).toBe(false);
    expect(effects.failed).toHaveBeenCalledWith(refusal);
    expect(vm.queries.map((row) => row.id)).toEqual([1, 2]);
    expect(vm.busy).toBeNull();

    let release!: () => void;
    gateway.deleteQuery.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const first = vm.delete(1);
    expect(vm.isBusy(1, 'delete')).toBe(true);
    expect(await vm.rename(2, 'Autre')).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(vm.isBusy(1)).toBe(false);
  });

  it('shows the error state when the list cannot be loaded', async () => {
    const { vm, gateway } = setup();
    gateway.listQueries.mockRejectedValueOnce(new Error('down'));
    await vm.load();
    expect(vm.status).toBe('error');
    await vm.load();
    expect(vm.status).toBe('ready');
  });
});

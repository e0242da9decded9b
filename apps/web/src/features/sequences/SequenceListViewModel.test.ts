import { describe, expect, it, vi } from 'vitest';
import type { Sequence, SequenceListQuery, SequencesGateway } from '@cible/core';
import { SEQUENCE_PAGE_SIZE, SequenceListViewModel, type SequenceListGateway } from './SequenceListViewModel';
import { sequenceFixture } from './sequenceTestData';

const apiError = (status: number, code: string) => ({ kind: 'api', status, error: { code, message: code } });

/** A server holding sequences, filtered by status, owner and name, paged as asked. */
function setup(rows: Sequence[]) {
  const store = [...rows];
  const matching = (query: Partial<SequenceListQuery>) =>
    store.filter(
      (row) =>
        (query.status_id_list === undefined || query.status_id_list.includes(row.status_id)) &&
        (query.owner_user_id === undefined || row.owner_user_id === query.owner_user_id) &&
        (query.name === undefined || row.name.toLowerCase().includes(query.name.toLowerCase())),
    );
  const fake = {
    listSequences: vi.fn(async ({ query }: { query: SequenceListQuery }) => {
      const found = matching(query);
      return { sequence_list: found.slice(query.offset, query.offset + query.limit), sequence_count: found.length };
    }),
    createSequence: vi.fn(async ({ body }: { body: { name: string; template_id?: number } }) => {
      const created = sequenceFixture(100, { name: body.name, template_id: body.template_id ?? null });
      store.push(created);
      return created;
    }),
    updateSequence: vi.fn(async ({ params, body }: { params: { id: number }; body: { status_id?: number } }) => {
      const row = store.find((entry) => entry.id === params.id)!;
      if (body.status_id === 2) throw apiError(409, 'SEQUENCE.NO_TARGET');
      Object.assign(row, body);
      return row;
    }),
    deleteSequence: vi.fn(async ({ params }: { params: { id: number } }) => {
      store.splice(store.findIndex((entry) => entry.id === params.id), 1);
    }),
    duplicateSequence: vi.fn(async ({ params }: { params: { id: number } }) => {
      const copy = sequenceFixture(200, { name: `${store.find((entry) => entry.id === params.id)!.name} (copie)` });
      store.push(copy);
      return copy;
    }),
    listSequenceTemplates: vi.fn(async () => ({ template_list: [{ id: 1, name: 'Premier contact', description: null, step_count: 3 }] })),
    getSequenceSettings: vi.fn(async () => ({ setting_list: [{ user_id: 7, email: 'a@atlas.demo', first_name: 'Anne', last_name: 'Martin', daily_threshold: 50 }] })),
  };
  const notices = { done: vi.fn(), failed: vi.fn() };
  const vm = new SequenceListViewModel('draft', fake as unknown as SequenceListGateway & SequencesGateway, notices);
  return { fake, notices, vm, store };
}

describe('SequenceListViewModel', () => {
  it('lists the status’s sequences 20 a page with a count per status tab, the filters sent to the server', async () => {
    const rows = [
      ...Array.from({ length: 25 }, (_, index) => sequenceFixture(index + 1, { owner_user_id: index % 2 === 0 ? 7 : 8, name: index < 3 ? `Relance ${index}` : `Séquence ${index}` })),
      sequenceFixture(50, { status_id: 2 }),
      sequenceFixture(51, { status_id: 6 }),
    ];
    const { vm, fake } = setup(rows);
    await vm.load();
    expect(vm.rows).toHaveLength(SEQUENCE_PAGE_SIZE);
    expect(vm.total).toBe(25);
    expect(vm.counts).toEqual({ draft: 25, programmed: 1, ongoing: 1, paused: 0, finished: 0, archived: 0 });
    await vm.setPage(2);
    expect(fake.listSequences).toHaveBeenCalledWith({ query: { status_id_list: [1], limit: 20, offset: 20 } });
    expect(vm.rows).toHaveLength(5);
    await vm.setName('  relance ');
    expect(vm.page).toBe(1);
    expect(vm.total).toBe(3);
    expect(vm.counts.draft).toBe(3);
    await vm.setOwner(8);
    expect(fake.listSequences).toHaveBeenCalledWith({ query: { name: 'relance', owner_user_id: 8, status_id_list: [1], limit: 20, offset: 0 } });
    expect(vm.rows.map((row) => row.id)).toEqual([2]);
  });

  it('offers the status changes of core’s transitions and shows the API’s refusal', async () => {
    const { vm, notices } = setup([sequenceFixture(1)]);
    await vm.load();
    expect(vm.transitionsOf(vm.rows[0]!)).toEqual([6, 2]);
    await expect(vm.changeStatus(vm.rows[0]!, 2)).resolves.toBe(false);
    expect(notices.failed).toHaveBeenCalledWith('noTarget');
    expect(vm.busyId).toBeNull();
  });

  it('deletes only after the confirmation, duplicates, and creates from a model', async () => {
    const { vm, fake, notices } = setup([sequenceFixture(1), sequenceFixture(2)]);
    await vm.load();
    vm.askDeletion(vm.rows[0]!);
    expect(fake.deleteSequence).not.toHaveBeenCalled();
    await vm.confirmDeletion();
    expect(fake.deleteSequence).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(notices.done).toHaveBeenCalledWith('deleted');
    expect(vm.rows.map((row) => row.id)).toEqual([2]);
    await vm.duplicate(vm.rows[0]!);
    expect(notices.done).toHaveBeenCalledWith('duplicated');
    expect(vm.total).toBe(2);
    await vm.loadTemplates();
    expect(vm.templates.value).toHaveLength(1);
    await expect(vm.create(' Ma séquence ', 1)).resolves.toBe(100);
    expect(fake.createSequence).toHaveBeenCalledWith({ body: { name: 'Ma séquence', template_id: 1 } });
    await vm.create('Vierge', null);
    expect(fake.createSequence).toHaveBeenLastCalledWith({ body: { name: 'Vierge' } });
  });
});
